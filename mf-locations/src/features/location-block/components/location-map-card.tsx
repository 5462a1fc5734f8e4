import { css, useTheme } from '@emotion/react';
import { mq, type DealerLocation } from '@dealerline/shared';
import { LocationCard } from './location-card';
import { LocationMap } from './location-map';

interface LocationMapCardProps {
  location: DealerLocation;
  now: Date;
  onContactPage: boolean;
  onOwnPage: boolean;
  distanceKm?: number | null;
}

/** One location (spec §2): its map beside the card with its contact details (stacked on small screens). */
export function LocationMapCard({
  location,
  now,
  onContactPage,
  onOwnPage,
  distanceKm,
}: LocationMapCardProps) {
  const theme = useTheme();
  return (
    <div
      data-location-map-card
      css={css`
        display: grid;
        gap: ${theme.space(4)};
        ${mq('md')} {
          grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
          align-items: start;
        }
      `}
    >
      <LocationMap location={location} />
      <LocationCard
        location={location}
        now={now}
        onContactPage={onContactPage}
        onOwnPage={onOwnPage}
        distanceKm={distanceKm}
      />
    </div>
  );
}
