import { css, useTheme } from '@emotion/react';
import { type Car } from '@dealerline/shared';
import { CarPrice, CarSummaryPhoto } from '@dealerline/shared/ui';

/** The car being reserved: photo, title with badge and series, price (spec §4 price display). */
export function CarSummary({ car, dealershipName }: { car: Car; dealershipName: string }) {
  const theme = useTheme();
  const title = `${car.year} ${car.make} ${car.model}`;
  const subtitle = [car.badge, car.series].filter(Boolean).join(' ');
  return (
    <section
      aria-label="Your car"
      data-car-summary
      css={css`
        display: grid;
        grid-template-columns: 120px 1fr;
        gap: ${theme.space(3)};
        align-items: center;
        padding: ${theme.space(3)};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.surface};
      `}
    >
      <CarSummaryPhoto
        url={car.primary_image_url}
        title={title}
        width={120}
        height={80}
        css={css`
          width: 120px;
          height: 80px;
        `}
      />
      <div>
        <p
          data-car-title
          css={css`
            margin: 0;
            font-size: 1.125rem;
            font-weight: 700;
          `}
        >
          {title}
        </p>
        {subtitle && (
          <p
            css={css`
              margin: 0;
              color: ${theme.colors.muted};
            `}
          >
            {subtitle}
          </p>
        )}
        <p
          css={css`
            margin: 0 0 ${theme.space(1)};
            font-size: 0.875rem;
            color: ${theme.colors.muted};
          `}
        >
          {dealershipName}
        </p>
        <CarPrice car={car} />
      </div>
    </section>
  );
}
