import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { FINANCE_BOX_HEIGHT, financePageUrl, formatAud, type FinanceBoxProps } from '@dealerline/shared';
import { PageLink, visuallyHidden } from '@dealerline/shared/ui';
import { COMPARISON_RATE_FOOTNOTE } from '../../../lib/finance-texts';
import { formatRate } from '../../../lib/format-rate';
import type { FinanceBoxContent } from '../finance-box-content';
import { FinanceDisclaimerDialog } from './finance-disclaimer-dialog';

interface Props extends FinanceBoxProps {
  content: Extract<FinanceBoxContent, { kind: 'shown' }>;
}

/**
 * The weekly finance box of spec §5, FINANCE_BOX_HEIGHT high (cards reserve that space while it loads): the
 * repayment (or "Finance available") linking to the finance page for this car, opened at its top (the car and
 * the calculator showing that repayment, then the form), the Disclaimer button opening
 * the disclaimer modal, the interest and comparison rates, and the comparison rate's example loan (spec §9).
 * Four short lines, so they fit the narrowest card (about 250px inside). That is only its least height: with
 * larger text or the shopper's own text spacing (WCAG 1.4.4, 1.4.12) the lines wrap and the box grows, where a
 * fixed height cut off the repayment and the Disclaimer button.
 */
export function FinanceBox({ car, content }: Props) {
  const theme = useTheme();
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const title = `${car.year} ${car.make} ${car.model}`;
  const row = css`
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 8px;
    margin: 0;
  `;
  const small = css`
    margin: 0;
    font-size: 0.8125rem;
    line-height: 1.3;
  `;
  return (
    <div
      data-finance-box
      css={css`
        box-sizing: border-box;
        min-height: ${FINANCE_BOX_HEIGHT}px;
        display: flex;
        flex-direction: column;
        justify-content: center;
        gap: 1px;
        padding: 5px 10px;
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
      `}
    >
      <div css={row}>
        <PageLink
          to={financePageUrl(car, { toForm: false })}
          data-finance-repayment
          css={css`
            position: relative;
            color: ${theme.colors.text};
            font-size: 0.875rem;
            text-decoration-thickness: 1px;
          `}
        >
          {content.repayment ? (
            <>
              <strong
                css={css`
                  font-size: 1.25rem;
                `}
              >
                {formatAud(content.repayment.amount)}
              </strong>{' '}
              /{content.repayment.period}
            </>
          ) : (
            'Finance available'
          )}
          <span css={visuallyHidden}>
            {content.repayment ? ' finance' : ''} for {title}
          </span>
        </PageLink>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`Disclaimer for ${title} finance`}
          onClick={() => setDisclaimerOpen(true)}
          css={css`
            padding: 0;
            border: none;
            background: none;
            color: ${theme.colors.text};
            font: inherit;
            font-size: 0.8125rem;
            font-weight: 600;
            text-decoration: underline;
            cursor: pointer;
          `}
        >
          Disclaimer
        </button>
      </div>
      <p data-finance-rates css={small}>
        Interest rate {formatRate(content.interestRate)}
      </p>
      <p data-finance-comparison css={small}>
        Comparison rate {formatRate(content.comparisonRate)}*
      </p>
      <p
        css={[
          small,
          css`
            color: ${theme.colors.muted};
          `,
        ]}
      >
        {COMPARISON_RATE_FOOTNOTE}
      </p>
      {disclaimerOpen && (
        <FinanceDisclaimerDialog car={car} content={content} onClose={() => setDisclaimerOpen(false)} />
      )}
    </div>
  );
}
