import { css, useTheme } from '@emotion/react';
import { type LocationAddress } from '@dealerline/shared';
import { addressLine } from '@dealerline/shared/rules';

/**
 * The offline map card (spec §7.11 maps, no tiles, no network): a drawn street grid with a pin in the middle
 * and the suburb under it. It is a picture of where the location is, not a real map; Get Directions links to
 * the real one.
 */
export function StaticMap({ address, height = 220 }: { address: LocationAddress; height?: number }) {
  const theme = useTheme();
  return (
    <svg
      role="img"
      aria-label={`Map: ${addressLine(address)}`}
      data-static-map
      viewBox="0 0 400 220"
      preserveAspectRatio="xMidYMid slice"
      css={css`
        display: block;
        width: 100%;
        height: ${height}px;
        border-radius: ${theme.radius}px;
        background: #e8ecef;
      `}
    >
      <g stroke="#ffffff" strokeWidth="10" fill="none">
        <path d="M-10 60 L410 90" />
        <path d="M-10 170 L410 140" />
        <path d="M120 -10 L150 230" />
        <path d="M300 -10 L260 230" />
      </g>
      <g stroke="#f5d38a" strokeWidth="14" fill="none">
        <path d="M-10 120 C120 100 260 130 410 110" />
      </g>
      <rect x="20" y="150" width="70" height="45" rx="4" fill="#cfe3c4" />
      <rect x="320" y="20" width="60" height="40" rx="4" fill="#cfe3c4" />
      <g transform="translate(200 110)">
        <ellipse cx="0" cy="2" rx="9" ry="3" fill="rgb(0 0 0 / 25%)" />
        <path
          d="M0 0 C-6 -12 -16 -18 -16 -30 A16 16 0 1 1 16 -30 C16 -18 6 -12 0 0 Z"
          fill={theme.colors.primary}
        />
        <circle cx="0" cy="-30" r="6" fill={theme.colors.primaryText} />
      </g>
      <text
        x="200"
        y="140"
        textAnchor="middle"
        fontSize="14"
        fontWeight="700"
        fill="#1f2933"
        stroke="#ffffff"
        strokeWidth="3"
        paintOrder="stroke"
      >
        {address.city}
      </text>
    </svg>
  );
}
