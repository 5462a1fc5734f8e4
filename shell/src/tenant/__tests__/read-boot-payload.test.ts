import { BOOT_ELEMENT_ID } from '@dealerline/shared';
import { testDealer, testSite } from '@dealerline/shared/testing';
import { readBootPayload } from '../read-boot-payload';

const payload = { site: testSite(), dealer: testDealer(), registry: { remotes: [] } };

describe('readBootPayload', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the payload the server embedded in the page', async () => {
    document.body.innerHTML = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${JSON.stringify(payload)}</script>`;
    const fetchFn = jest.fn();
    await expect(readBootPayload(document, fetchFn)).resolves.toEqual(payload);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('fetches /api/boot when the page has none', async () => {
    const fetchFn = jest.fn().mockResolvedValue({ ok: true, json: async () => payload });
    await expect(readBootPayload(document, fetchFn)).resolves.toEqual(payload);
    expect(fetchFn).toHaveBeenCalledWith('/api/boot', expect.anything());
  });

  it('fails clearly when the server cannot say which site this is', async () => {
    const fetchFn = jest.fn().mockResolvedValue({ ok: false, status: 400 });
    await expect(readBootPayload(document, fetchFn)).rejects.toThrow(
      'Could not load the site configuration (400)',
    );
  });
});
