import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { FINANCE_BOX_HEIGHT, financePageUrl, formatAud, type FinanceBoxProps } from '@dealerline/shared';
import type { FinanceBoxContent } from '../finance-box-content';

interface Props extends FinanceBoxProps {
  content: Exclude<FinanceBoxContent, { kind: 'hidden' }>;
}

/** The weekly finance box of spec §5: the repayment and a link to the finance form for this car. */
export function FinanceBox({ car, content }: Props) {
  const theme = useTheme();
  const title = `${car.year} ${car.make} ${car.model}`;
  return (
    <div
      data-finance-box
      css={css`
        box-sizing: border-box;
        height: ${FINANCE_BOX_HEIGHT}px;
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
        padding: 8px 12px;
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
      `}
    >
      <p
        css={css`
          margin: 0;
          font-size: 0.875rem;
        `}
      >
        {content.kind === 'repayment' ? (
          <>
            <strong
              css={css`
                font-size: 1.25rem;
              `}
            >
              {formatAud(content.amount)}
            </strong>{' '}
            /{content.period}
          </>
        ) : (
          'Finance available'
        )}
      </p>
      <Link
        to={financePageUrl(car)}
        aria-label={`Finance details for ${title}`}
        css={css`
          color: ${theme.colors.text};
          font-size: 0.875rem;
          font-weight: 600;
        `}
      >
        Finance details
      </Link>
    </div>
  );
}
