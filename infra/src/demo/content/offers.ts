import type { BodyType } from '../../../../shared/src/domain/catalogue';
import type { Offer } from '../../../../shared/src/domain/content';
import { demoImageUrl } from '../../images/demo-image-url';
import { kebab } from '../../inventory/slug';

export interface OfferInput {
  make: string;
  model: string;
  /** Body and paint (hex without '#') of the offer's generated picture. */
  body: BodyType;
  colour: string;
  title: string;
  description: string;
  price: number | null;
  priceLabel: string | null;
  terms?: string;
  expiresAt?: string | null;
}

const STANDARD_TERMS =
  'Offer available on vehicles in stock while stocks last, to private and ABN buyers, excluding fleet, ' +
  'government and rental buyers. The dealer may end the offer at any time.';

/** A special offer on a model, linking to that model's stock. */
export function demoOffer(input: OfferInput): Offer {
  const make = kebab(input.make);
  const model = kebab(input.model);
  return {
    slug: kebab(input.title),
    title: input.title,
    description: input.description,
    image_url: demoImageUrl(input.body, input.colour, 'front-left'),
    price: input.price,
    price_label: input.priceLabel,
    terms: input.terms ?? STANDARD_TERMS,
    manufacturer_slug: make,
    model_slug: model,
    cta: { label: 'View stock', href: `/search/${make}/${model}` },
    starts_at: null,
    expires_at: input.expiresAt ?? null,
  };
}
