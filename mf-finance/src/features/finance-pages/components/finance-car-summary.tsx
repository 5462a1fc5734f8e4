import { css, useTheme } from '@emotion/react';
import { type CarSummary } from '@dealerline/shared';
import { CarPrice, CarSummaryPhoto, PageLink } from '@dealerline/shared/ui';

/**
 * The car a finance page is about (its `car_id`): picture, title, badge and series, stock number and price
 * by the display rules, with a link back to the car.
 */
export function FinanceCarSummary({ car }: { car: CarSummary }) {
  const theme = useTheme();
  const title = `${car.year} ${car.make} ${car.model}`;
  const subtitle = [car.badge, car.series].filter(Boolean).join(' ');
  return (
    <section
      aria-labelledby="finance-car-heading"
      data-finance-car={car.id}
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 16px;
        align-items: center;
        padding: 16px;
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
      `}
    >
      <CarSummaryPhoto url={car.primary_image_url} title={title} width={180} height={120} />
      <div
        css={css`
          display: flex;
          flex-direction: column;
          gap: 4px;
        `}
      >
        <p
          css={css`
            margin: 0;
            font-size: 0.875rem;
            color: ${theme.colors.muted};
          `}
        >
          Your selected vehicle
        </p>
        <h2
          id="finance-car-heading"
          css={css`
            margin: 0;
            font-size: 1.25rem;
          `}
        >
          {title}
        </h2>
        {subtitle && (
          <p
            css={css`
              margin: 0;
            `}
          >
            {subtitle}
          </p>
        )}
        {car.stocknum && (
          <p
            css={css`
              margin: 0;
              font-size: 0.875rem;
              color: ${theme.colors.muted};
            `}
          >
            Stock No. {car.stocknum}
          </p>
        )}
        <CarPrice car={car} />
        <PageLink
          to={`/cars/${car.slug}`}
          css={css`
            color: ${theme.colors.link};
          `}
        >
          View vehicle details
        </PageLink>
      </div>
    </section>
  );
}
