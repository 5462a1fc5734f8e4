import { css, useTheme } from '@emotion/react';
import { formatDistanceKm, sendCallClick, useDealer, type DealerLocation } from '@dealerline/shared';
import { ContentLink, NewTabLink, StarRating } from '@dealerline/shared/ui';
import {
  addressLine,
  areReviewsShown,
  BOOK_A_SERVICE_LABEL,
  contactButton,
  directionsUrl,
  LOCATION_IMAGE_HEIGHT,
  localDateTime,
  repairerNumberLabel,
  reviewCountLabel,
  telHref,
} from '@dealerline/shared/rules';
import { buttonStyle } from '../utils/button-style';
import { EmailUsButton } from './email-us-button';
import { HolidayHoursButton } from './holiday-hours-button';
import { OpeningHours } from './opening-hours';

export interface LocationCardProps {
  location: DealerLocation;
  now: Date;
  /** On /contact or /contact-us/{slug}: the contact links are hidden (spec §4). */
  onContactPage: boolean;
  /** On this location's own page (/contact-us/{slug}): no View Details link to itself. */
  onOwnPage?: boolean;
  /** Kilometres from the shopper's postcode, once they searched one. */
  distanceKm?: number | null;
}

/**
 * A location card (spec §2, §4; issue 8 point 2). The caller only passes visible locations (filterLocations).
 * Star rating and review count show only when areReviewsShown allows it.
 */
export function LocationCard({
  location,
  now,
  onContactPage,
  onOwnPage = false,
  distanceKm,
}: LocationCardProps) {
  const theme = useTheme();
  const dealer = useDealer();
  const reviews = location.reviews;
  const rating = reviews?.average_rating ?? location.average_rating;
  const reviewCount = reviews?.count ?? location.review_count;
  const showReviews = areReviewsShown(rating, { hidden: dealer.reviews_hidden === true }) && rating != null;
  const contact = contactButton(location, dealer);
  const showContact = contact.label === BOOK_A_SERVICE_LABEL || !onContactPage;
  const today = localDateTime(now, location.time_zone).date;
  const { phone, landline_phone: landline } = location.contact_detail;
  const callClick = () => sendCallClick({ location_id: location.id, dealership_id: location.dealership_id });

  return (
    <article
      aria-labelledby={`location-${location.id}-name`}
      data-location-slug={location.slug}
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space(2)};
        height: 100%;
        box-sizing: border-box;
        padding: ${theme.space(4)};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.background};
        p {
          margin: 0;
        }
      `}
    >
      <h3
        id={`location-${location.id}-name`}
        css={css`
          margin: 0;
          font-size: 1.125rem;
        `}
      >
        {location.name}
        {location.coming_soon_label ? (
          <span
            css={css`
              display: inline-block;
              margin-left: ${theme.space(2)};
              padding: 2px ${theme.space(2)};
              border-radius: ${theme.radius}px;
              background: ${theme.colors.accent};
              color: ${theme.colors.accentText};
              font-size: 0.75rem;
              vertical-align: middle;
            `}
          >
            {location.coming_soon_label}
          </span>
        ) : null}
      </h3>
      {location.image ? (
        <img
          src={location.image.url}
          alt=""
          css={css`
            width: 100%;
            height: ${LOCATION_IMAGE_HEIGHT}px;
            object-fit: cover;
            border-radius: ${theme.radius}px;
          `}
        />
      ) : null}
      {showReviews ? <StarRating rating={rating} /> : null}
      {distanceKm != null ? <p data-distance>{formatDistanceKm(distanceKm)} away</p> : null}
      <p>{addressLine(location.address)}</p>
      {phone ? (
        <p>
          Mobile:{' '}
          <a href={telHref(phone)} onClick={callClick}>
            {phone}
          </a>
        </p>
      ) : null}
      {!onContactPage ? (
        <div>
          <EmailUsButton locationSlug={location.slug} locationName={location.name} />
        </div>
      ) : null}
      {landline ? (
        <p>
          Phone:{' '}
          <a href={telHref(landline)} onClick={callClick}>
            {landline}
          </a>
        </p>
      ) : null}
      <OpeningHours location={location} now={now} saturdayByAppointment={dealer.saturday_by_appointment} />
      <div>
        <HolidayHoursButton location={location} today={today} />
      </div>
      {location.dealer_license_number ? <p>Dealer Licence: {location.dealer_license_number}</p> : null}
      {location.motor_vehicle_repairer ? <p>{repairerNumberLabel(location.motor_vehicle_repairer)}</p> : null}
      {showReviews && reviewCount != null ? <p>{reviewCountLabel(reviewCount)}</p> : null}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space(2)};
          margin-top: auto;
        `}
      >
        {showContact ? (
          contact.external ? (
            <NewTabLink href={contact.href} context={`at ${location.name}`} css={buttonStyle(theme)}>
              {contact.label}
            </NewTabLink>
          ) : (
            <ContentLink
              href={contact.href}
              aria-label={`${contact.label} at ${location.name}`}
              css={buttonStyle(theme)}
            >
              {contact.label}
            </ContentLink>
          )
        ) : null}
        <NewTabLink
          href={directionsUrl(location.address)}
          context={`to ${location.name}`}
          css={buttonStyle(theme, 'outline')}
        >
          Get Directions
        </NewTabLink>
      </div>
      {!onOwnPage ? (
        <ContentLink href={`/contact-us/${location.slug}`} aria-label={`View Details of ${location.name}`}>
          View Details
        </ContentLink>
      ) : null}
    </article>
  );
}
