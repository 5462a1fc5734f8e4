import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { formatAud, type Offer } from '@dealerline/shared';
import { ContentLink, filledButtonEdge, imageAtWidth } from '@dealerline/shared/ui';
import { offerEndDate } from '../utils/offer-end-date';

interface OfferCardProps {
  offer: Offer;
  /** The dealer's time zone, for the day the offer ends. */
  timeZone: string;
}

/** Width of an offer's picture from the image endpoint (cards are at most about 420px wide). */
const OFFER_IMAGE_WIDTH = 750;

/** One special offer: picture, title, price with its label, description, end date, terms and link. */
export function OfferCard({ offer, timeZone }: OfferCardProps) {
  const theme = useTheme();
  const titleId = useId();
  const ends = offer.expires_at ? offerEndDate(offer.expires_at, timeZone) : '';
  return (
    <article
      aria-labelledby={titleId}
      css={css`
        flex: 1;
        display: flex;
        flex-direction: column;
        gap: ${theme.space(2)};
        padding: ${theme.space(4)};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.background};
      `}
    >
      {offer.image_url && (
        <img
          src={imageAtWidth(offer.image_url, OFFER_IMAGE_WIDTH)}
          alt=""
          loading="lazy"
          css={css`
            width: 100%;
            aspect-ratio: 4 / 3;
            object-fit: cover;
            border-radius: ${theme.radius}px;
          `}
        />
      )}
      <h2
        id={titleId}
        css={css`
          margin: 0;
          font-size: 1.25rem;
        `}
      >
        {offer.title}
      </h2>
      {offer.price !== null && (
        <p
          css={css`
            margin: 0;
            font-size: 1.5rem;
            font-weight: 700;
          `}
        >
          {offer.price_label && (
            <span
              css={css`
                display: block;
                font-size: 0.875rem;
                font-weight: 400;
              `}
            >
              {offer.price_label}
            </span>
          )}
          {formatAud(offer.price)}
        </p>
      )}
      <p
        css={css`
          margin: 0;
        `}
      >
        {offer.description}
      </p>
      {ends && (
        <p
          css={css`
            margin: 0;
            font-weight: 700;
          `}
        >
          Offer ends {ends}
        </p>
      )}
      {offer.terms && (
        <p
          css={css`
            margin: 0;
            font-size: 0.8125rem;
            color: ${theme.colors.muted};
          `}
        >
          {offer.terms}
        </p>
      )}
      {offer.cta && (
        <ContentLink
          href={offer.cta.href}
          aria-describedby={titleId}
          css={css`
            align-self: flex-start;
            margin-top: auto;
            ${filledButtonEdge(theme.space(2), theme.space(4))}
            border-radius: ${theme.radius}px;
            background: ${theme.colors.primary};
            color: ${theme.colors.primaryText};
            font-weight: 700;
            text-decoration: none;
          `}
        >
          {offer.cta.label}
        </ContentLink>
      )}
    </article>
  );
}
