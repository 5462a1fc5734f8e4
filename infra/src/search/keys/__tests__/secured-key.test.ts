import { searchClient, type SearchClientNodeHelpers } from '@algolia/client-search';
import { decodeSecuredKey, indexAllowed, parseRestrictions, verifySecuredKey } from '../secured-key';

// The Node build has generateSecuredApiKey; the types resolve to the browser build, which does not.
const client = searchClient('TESTAPP', 'admin-key') as unknown as SearchClientNodeHelpers;
const PARENT = 'search-only-parent-key';

describe('secured API keys', () => {
  it('verifies a key the official client generated and reads its restrictions', () => {
    const key = client.generateSecuredApiKey({
      parentApiKey: PARENT,
      restrictions: {
        filters: 'dealership_id:3 AND visible_until > 1795000000',
        validUntil: 1800000000,
        restrictIndices: ['Car_production', 'Car_production_*'],
        searchParams: { hitsPerPage: 21 },
      },
    });
    const verified = verifySecuredKey(key, ['another-key', PARENT]);
    expect(verified?.parentKey).toBe(PARENT);
    expect(verified?.restrictions).toEqual({
      filters: 'dealership_id:3 AND visible_until > 1795000000',
      validUntil: 1800000000,
      restrictIndices: ['Car_production', 'Car_production_*'],
      searchParams: { hitsPerPage: '21' },
    });
  });

  it('refuses a key signed by another parent, or whose restrictions were edited', () => {
    const key = client.generateSecuredApiKey({
      parentApiKey: PARENT,
      restrictions: { filters: 'dealership_id:3' },
    });
    expect(verifySecuredKey(key, ['not-the-parent'])).toBeNull();
    const decoded = Buffer.from(key, 'base64').toString('utf8');
    const widened = Buffer.from(decoded.replace('dealership_id%3A3', 'dealership_id%3A4')).toString('base64');
    expect(verifySecuredKey(widened, [PARENT])).toBeNull();
  });

  it('does not take plain keys or garbage for secured keys', () => {
    expect(decodeSecuredKey(PARENT)).toBeNull();
    expect(decodeSecuredKey('')).toBeNull();
    expect(decodeSecuredKey('%%%')).toBeNull();
    expect(decodeSecuredKey(Buffer.from('x'.repeat(64) + 'filters=a').toString('base64'))).toBeNull();
  });

  it('parses repeated-free query strings with encoded values', () => {
    expect(parseRestrictions('filters=make%3A%22Land%20Rover%22&userToken=abc')).toEqual({
      filters: 'make:"Land Rover"',
      searchParams: { userToken: 'abc' },
    });
  });

  it('matches restrictIndices by name and prefix pattern', () => {
    expect(indexAllowed('Car_production', undefined)).toBe(true);
    expect(indexAllowed('Car_production_price_asc', ['Car_production_*'])).toBe(true);
    expect(indexAllowed('Car_production', ['Car_production'])).toBe(true);
    expect(indexAllowed('Leads', ['Car_production', 'Car_production_*'])).toBe(false);
  });
});
