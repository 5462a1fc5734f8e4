import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

/** Two overlapping discs: the marks of Mastercard and Maestro, in their colours. */
const discs = (left: string, right: string, overlap: string) => (
  <svg viewBox="0 0 38 24" width="38" height="24" aria-hidden="true" focusable="false">
    <circle cx="14" cy="12" r="9" fill={left} />
    <circle cx="24" cy="12" r="9" fill={right} />
    <path d="M19 4.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill={overlap} />
  </svg>
);

/** A word mark, as wide as its text. */
const word = (text: string, color: string, italic = false) => {
  const width = text.length * 9 + 12;
  return (
    <svg viewBox={`0 0 ${width} 24`} width={width} height="24" aria-hidden="true" focusable="false">
      <text
        x={width / 2}
        y="17"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="14"
        fontWeight="700"
        fontStyle={italic ? 'italic' : 'normal'}
        fill={color}
      >
        {text}
      </text>
    </svg>
  );
};

/** Spec §2 "accepted payments display": local marks (no CDN), each named for screen readers. */
const METHODS: { name: string; mark: ReactNode }[] = [
  { name: 'Mastercard', mark: discs('#eb001b', '#f79e1b', '#ff5f00') },
  { name: 'Visa', mark: word('VISA', '#1a1f71', true) },
  { name: 'Maestro', mark: discs('#0099df', '#ed0006', '#6c6bbd') },
  { name: 'Google Pay', mark: word('G Pay', '#3c4043') },
  { name: 'Apple Pay', mark: word('Apple Pay', '#000000') },
];

/** The accepted payments display (spec §2): Mastercard, Visa, Maestro, Google Pay and Apple Pay marks. */
export function AcceptedPayments() {
  const theme = useTheme();
  return (
    <ul
      aria-label="Accepted payments"
      data-accepted-payments
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space(2)};
        margin: 0;
        padding: 0;
        list-style: none;
      `}
    >
      {METHODS.map(({ name, mark }) => (
        <li key={name}>
          <span
            role="img"
            aria-label={name}
            title={name}
            css={css`
              display: inline-flex;
              align-items: center;
              padding: 2px 6px;
              border: 1px solid ${theme.colors.border};
              border-radius: 4px;
              background: #ffffff;
            `}
          >
            {mark}
          </span>
        </li>
      ))}
    </ul>
  );
}
