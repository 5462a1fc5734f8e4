import { css, useTheme } from '@emotion/react';
import type { MapPlace } from '../map/map-provider';

/**
 * The local map card: a drawn street grid with a pin and the location's name, made in the page (no tiles,
 * no request), shown whenever no maps service is configured.
 */
export function MapPinCard({ place }: { place: MapPlace }) {
  const theme = useTheme();
  return (
    <svg
      role="img"
      aria-label={`Map pin: ${place.name}`}
      viewBox="0 0 600 240"
      data-map-card
      css={css`
        display: block;
        width: 100%;
        height: auto;
        border-radius: ${theme.radius}px;
        background: #e9eef2;
      `}
    >
      <g stroke="#ffffff" strokeWidth="14" fill="none">
        <path d="M0 70h600M0 180h600M120 0v240M330 0v240M500 0v240" />
      </g>
      <g stroke="#d5dde3" strokeWidth="6" fill="none">
        <path d="M0 125h600M230 0v240M420 0v240M40 0l160 240" />
      </g>
      <path d="M345 80h140v85h-140z" fill="#cfe3cf" />
      <g transform="translate(300 120)">
        <path
          d="M0 0c-5-16-26-30-26-50a26 26 0 0 1 52 0c0 20-21 34-26 50z"
          fill={theme.colors.primary}
          stroke="#ffffff"
          strokeWidth="3"
        />
        <circle cx="0" cy="-50" r="9" fill="#ffffff" />
      </g>
      <g transform="translate(300 150)">
        <rect x="-150" y="0" width="300" height="34" rx="6" fill="#ffffff" stroke="#c4ccd3" />
        <text x="0" y="23" textAnchor="middle" fontSize="17" fontWeight="600" fill="#1a1a1a">
          {place.name.length > 32 ? `${place.name.slice(0, 31)}…` : place.name}
        </text>
      </g>
    </svg>
  );
}
