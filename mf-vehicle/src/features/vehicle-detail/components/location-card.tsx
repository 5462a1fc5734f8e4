import { useContext } from 'react';
import { css, useTheme } from '@emotion/react';
import { MapProviderContext, type MapPlace } from '../map/map-provider';
import { MapPinCard } from './map-pin-card';

/**
 * Where the car is (spec §2: the `#vehicle-map` anchor): the maps service's map when one is configured, else
 * the local map card with a pin; the location's name and address and a Get Directions link.
 */
export function LocationCard({ place }: { place: MapPlace }) {
  const theme = useTheme();
  const provider = useContext(MapProviderContext);
  return (
    <section
      id="vehicle-map"
      aria-labelledby="vehicle-map-heading"
      css={css`
        scroll-margin-top: ${theme.space(4)};
      `}
    >
      <h2 id="vehicle-map-heading">Location</h2>
      {provider ? <provider.MapView place={place} /> : <MapPinCard place={place} />}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: ${theme.space(3)};
          margin-top: ${theme.space(3)};
        `}
      >
        <address
          css={css`
            font-style: normal;
          `}
        >
          <strong>{place.name}</strong>
          {place.address && <br />}
          {place.address}
        </address>
        {place.placeUrl && (
          <a
            href={place.placeUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Get Directions to ${place.name} (opens in a new tab)`}
            css={css`
              padding: 8px 14px;
              border: 2px solid ${theme.colors.primary};
              border-radius: ${theme.radius}px;
              color: ${theme.colors.text};
              font-weight: 600;
              text-decoration: none;
            `}
          >
            Get Directions
          </a>
        )}
      </div>
    </section>
  );
}
