import type { SiteConfig } from '../../../../shared/src/domain/site';
import type { BodyType } from '../../../../shared/src/domain/catalogue';
import type { Offer, Promotion } from '../../../../shared/src/domain/content';
import { demoImageUrl } from '../../images/demo-image-url';

/** Size the promotions slider shows its slides at (spec §2 / §9: 1920x540). */
export const PROMOTION_WIDTH = 1920;
export const PROMOTION_HEIGHT = 540;

function slide(title: string, imageUrl: string, href: string): Promotion {
  return {
    title,
    image_url: imageUrl,
    image_width: PROMOTION_WIDTH,
    image_height: PROMOTION_HEIGHT,
    alt: title,
    link_href: href,
    starts_at: null,
    expires_at: null,
  };
}

/**
 * The home page slides of a demo site: its first two offers, then selling your car and servicing, drawn in
 * the site's colours on its main body type.
 */
export function demoPromotions(site: SiteConfig, offers: readonly Offer[], body: BodyType): Promotion[] {
  const colour = site.theme.primary.replace('#', '');
  const slides = offers
    .slice(0, 2)
    .filter((offer) => offer.image_url !== null)
    .map((offer) => slide(offer.title, offer.image_url!, '/special-offers'));
  slides.push(slide('Sell your car to us', demoImageUrl(body, colour, 'side'), '/trade-in'));
  slides.push(slide('Book your next service online', demoImageUrl(body, colour, 'rear-left'), '/service'));
  return slides;
}
