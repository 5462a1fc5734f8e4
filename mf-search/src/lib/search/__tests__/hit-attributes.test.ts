import { FINANCE_PROVIDERS } from '@dealerline/shared';
import { hitAttributes } from '../client/hit-attributes';

describe('hitAttributes', () => {
  it("keeps every attribute and the site's own provider, leaving out the other providers", () => {
    const { attributesToRetrieve } = hitAttributes('Nissan Finance');
    expect(attributesToRetrieve[0]).toBe('*');
    expect(attributesToRetrieve).not.toContain('-finance_lenders.Nissan Finance');
    expect(attributesToRetrieve.slice(1).sort()).toEqual(
      FINANCE_PROVIDERS.filter((name) => name !== 'Nissan Finance')
        .map((name) => `-finance_lenders.${name}`)
        .sort(),
    );
  });

  it('leaves out every provider for a site without one', () => {
    const { attributesToRetrieve } = hitAttributes(null);
    expect(attributesToRetrieve).toHaveLength(FINANCE_PROVIDERS.length + 1);
  });

  it('asks for no highlighting', () => {
    expect(hitAttributes('Angle').attributesToHighlight).toEqual([]);
  });
});
