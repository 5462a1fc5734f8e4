import { css, useTheme } from '@emotion/react';
import type { StoredCar } from '@dealerline/shared';
import { CarSummaryPhoto, PageLink } from '@dealerline/shared/ui';
import { carLabel } from '../thank-you-text';

/** The car the lead was about: its photo (when it has one), what the lead was, and its name linking back to it. */
export function SuccessCar({ car, category }: { car: StoredCar; category: string | null }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="success-car-heading"
      data-success-car={car.id}
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 16px;
        align-items: center;
        margin: 0 0 24px;
        padding: 16px;
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
      `}
    >
      {car.photo && <CarSummaryPhoto url={car.photo} title={car.name} width={180} height={120} />}
      <div>
        <p
          css={css`
            margin: 0 0 4px;
            font-size: 0.875rem;
            color: ${theme.colors.muted};
          `}
        >
          {carLabel(category)}
        </p>
        <h2
          id="success-car-heading"
          css={css`
            margin: 0;
            font-size: 1.25rem;
          `}
        >
          <PageLink
            to={`/cars/${encodeURIComponent(car.slug)}`}
            css={css`
              color: ${theme.colors.link};
            `}
          >
            {car.name}
          </PageLink>
        </h2>
      </div>
    </section>
  );
}
