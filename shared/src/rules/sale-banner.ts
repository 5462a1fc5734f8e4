import type { PageBanner } from '../domain/content';

/**
 * Spec §9 "a sale banner expires 2025-06-15": a page's banner shows until its `expires_at` instant
 * (exclusive: at that moment it is gone); without an expiry it always shows. An unreadable expiry hides it,
 * so a broken date never keeps an old sale on the page.
 */
export function isBannerShown(banner: Pick<PageBanner, 'expires_at'> | null, now: Date): boolean {
  if (!banner) return false;
  if (banner.expires_at === null) return true;
  const expires = Date.parse(banner.expires_at);
  return Number.isFinite(expires) && now.getTime() < expires;
}
