import { useEffect, useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { sendCallClick, type VehicleDetailResponse } from '@dealerline/shared';
import { maskPhone, telHref } from '@dealerline/shared/rules';
import { useRevealPhoneMutation } from '../api/reveal-phone';

/**
 * Call the dealer (spec §4 Phone reveal): the number masked (first 5 characters, other digits starred) until
 * the shopper clicks it; the click shows the real number as a tel: link (focus moves to it), stores the
 * reveal on the server (spec §7.3) and sends analytics event 25. A failed reveal is only logged (spec §8).
 */
export function CallPanel({ detail, phone }: { detail: VehicleDetailResponse; phone: string }) {
  const theme = useTheme();
  const { car, dealership, website_id } = detail;
  const [revealed, setRevealed] = useState(false);
  const [revealPhone] = useRevealPhoneMutation();
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (revealed) link.current?.focus();
  }, [revealed]);

  const reveal = () => {
    setRevealed(true);
    sendCallClick({ car_id: car.id, dealership_id: dealership.id });
    revealPhone({ car_id: car.id, dealership_id: dealership.id, website_id })
      .unwrap()
      .catch((error: unknown) => console.error('[mf-vehicle] phone reveal failed', error));
  };

  const number = css`
    font-size: 1.25rem;
    font-weight: 700;
    letter-spacing: 0.02em;
  `;
  return (
    <div
      data-call-panel
      css={css`
        padding: ${theme.space(3)};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.surface};
        text-align: center;
      `}
    >
      <p
        css={css`
          margin: 0 0 ${theme.space(2)};
          font-weight: 600;
        `}
      >
        Call the Dealer
      </p>
      {revealed ? (
        <a
          ref={link}
          href={telHref(phone)}
          css={[
            number,
            css`
              color: ${theme.colors.text};
            `,
          ]}
        >
          {phone}
        </a>
      ) : (
        <button
          type="button"
          onClick={reveal}
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: baseline;
            justify-content: center;
            gap: ${theme.space(2)};
            width: 100%;
            padding: 0;
            border: 0;
            background: none;
            color: ${theme.colors.text};
            font: inherit;
            cursor: pointer;
          `}
        >
          {/* Named by what it shows, "Show number" (a voice command says that); the stars are not read out. */}
          <span css={number} aria-hidden data-masked-phone>
            {maskPhone(phone)}
          </span>
          <span
            css={css`
              text-decoration: underline;
            `}
          >
            Show number
          </span>
        </button>
      )}
    </div>
  );
}
