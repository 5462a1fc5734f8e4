import { useId } from 'react';
import { css, useTheme, type SerializedStyles } from '@emotion/react';
import { similarCarsUrl } from '@dealerline/shared';
import type { Car } from '../domain/car';
import { SOLD_NOTICE_BODY, SOLD_NOTICE_TITLE } from '../rules/messages';
import { PageLink } from './page-link';

/** A `car_id` the site has no car for (ours: the spec gives no text). */
export const CAR_NOT_FOUND =
  'We could not find that vehicle; it may have been sold. Send us a message and we will help you find a similar one.';

/**
 * What a page reached with a `car_id` the site has no car for (sold and gone, mistyped, not a number) says
 * above its form, which goes on naming no car: the lead pages and the finance pages say it alike.
 */
export function CarNotFoundMessage() {
  return <p role="status">{CAR_NOT_FOUND}</p>;
}

/**
 * The sold notice (spec §2, §8 texts) of a car that is no longer available, with Find Me Something Similar: a
 * search for the same make and model, and body type when the page knows it (the vehicle page does; the lead,
 * trade-in and finance pages read a car record without it). `action` styles the link as the page's buttons.
 */
export function SoldCarNotice({
  car,
  body = null,
  action,
}: {
  car: Pick<Car, 'make' | 'model'>;
  /** The car's body type, when the page's car record has it. */
  body?: Car['simple_body'];
  action?: SerializedStyles;
}) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-sold-notice
      css={css`
        margin: 0 0 16px;
        padding: 16px;
        border: 2px solid ${theme.colors.danger};
        border-radius: ${theme.radius}px;
      `}
    >
      <h2
        id={headingId}
        css={css`
          margin: 0 0 8px;
          font-size: 1.125rem;
          color: ${theme.colors.danger};
        `}
      >
        {SOLD_NOTICE_TITLE}
      </h2>
      <p
        css={css`
          margin: 0 0 8px;
        `}
      >
        {SOLD_NOTICE_BODY}
      </p>
      <PageLink
        to={similarCarsUrl({ make: car.make, model: car.model, simple_body: body })}
        css={
          action ??
          css`
            color: ${theme.colors.link};
          `
        }
      >
        Find Me Something Similar
      </PageLink>
    </section>
  );
}
