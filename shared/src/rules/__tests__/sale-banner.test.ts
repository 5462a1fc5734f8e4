import { isBannerShown } from '../sale-banner';

/** The demo EOFY banner: the end of 15 June 2025 in Brisbane. */
const eofy = { expires_at: '2025-06-15T14:00:00.000Z' };

describe('isBannerShown', () => {
  it('shows a sale banner up to its expiry and hides it from that instant on', () => {
    expect(isBannerShown(eofy, new Date('2025-06-15T13:59:59.999Z'))).toBe(true);
    expect(isBannerShown(eofy, new Date('2025-06-15T14:00:00.000Z'))).toBe(false);
    expect(isBannerShown(eofy, new Date('2026-11-21T00:00:00.000Z'))).toBe(false);
  });

  it('always shows a banner without an expiry', () => {
    expect(isBannerShown({ expires_at: null }, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('hides a missing banner and one whose expiry cannot be read', () => {
    expect(isBannerShown(null, new Date('2025-01-01T00:00:00Z'))).toBe(false);
    expect(isBannerShown({ expires_at: 'soon' }, new Date('2025-01-01T00:00:00Z'))).toBe(false);
  });
});
