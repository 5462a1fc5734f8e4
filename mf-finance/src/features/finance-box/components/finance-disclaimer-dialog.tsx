import { Fragment } from 'react';
import { css, useTheme } from '@emotion/react';
import { formatAud, type FinanceBoxProps } from '@dealerline/shared';
import { lenderTermYears } from '@dealerline/shared/rules';
import { Dialog, LoadError } from '@dealerline/shared/ui';
import { COMPARISON_RATE_STATEMENT, indicativeRepaymentDisclaimer } from '../../../lib/finance-texts';
import { formatRate } from '../../../lib/format-rate';
import { formatTerm } from '../../../lib/format-term';
import { useFinanceDisclaimerQuery } from '../api/get-finance-disclaimer';
import type { FinanceBoxContent } from '../finance-box-content';

interface Props {
  car: FinanceBoxProps['car'];
  content: Extract<FinanceBoxContent, { kind: 'shown' }>;
  onClose: () => void;
}

/** The lender's figures the dialog lists: repayment, rates, then term, deposit and balloon when quoted. */
function summaryRows(content: Props['content']): [string, string][] {
  const { repayment, lender } = content;
  const term = lenderTermYears(lender);
  const optional: [string, string | null][] = [
    ['Term', term != null ? formatTerm(term) : null],
    ['Deposit', lender.deposit ? formatAud(lender.deposit) : null],
    ['Balloon', lender.balloon ? formatAud(lender.balloon) : null],
  ];
  return [
    ...(repayment
      ? [[`Repayment per ${repayment.period}`, formatAud(repayment.amount)] as [string, string]]
      : []),
    ['Interest rate', formatRate(content.interestRate)],
    ['Comparison rate*', formatRate(content.comparisonRate)],
    ...optional.filter((row): row is [string, string] => row[1] != null),
  ];
}

/**
 * The finance disclaimer modal (spec §2 Modals, §7.8): the lender's figures for this car, the comparison rate
 * statement with its example loan, and the lender's own disclaimer fetched by car id (which carries the
 * provider's registration and credit licence details). A lender without a disclaimer gets the indicative
 * repayment disclaimer of spec §8 instead.
 */
export function FinanceDisclaimerDialog({ car, content, onClose }: Props) {
  const theme = useTheme();
  const { data, isLoading, isError, refetch } = useFinanceDisclaimerQuery(car.id);
  const lenderText = data?.finance_lenders[content.provider]?.disclaimer;
  const paragraph = css`
    margin: 12px 0 0;
    font-size: 0.875rem;
    line-height: 1.5;
  `;
  return (
    <Dialog title="Finance disclaimer" onClose={onClose}>
      <p
        css={css`
          margin: 0;
          font-weight: 600;
        `}
      >
        {car.year} {car.make} {car.model}
      </p>
      <dl
        css={css`
          display: grid;
          grid-template-columns: auto 1fr;
          gap: 4px 16px;
          margin: 12px 0 0;
          font-size: 0.875rem;
          dt {
            color: ${theme.colors.muted};
          }
          dd {
            margin: 0;
          }
        `}
      >
        {summaryRows(content).map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p css={paragraph}>{COMPARISON_RATE_STATEMENT}</p>
      {isLoading ? (
        <p role="status" css={paragraph}>
          Loading the disclaimer…
        </p>
      ) : isError ? (
        <LoadError what="the lender's disclaimer" onRetry={() => void refetch()} />
      ) : (
        <p data-lender-disclaimer css={paragraph}>
          {lenderText || indicativeRepaymentDisclaimer(content.provider)}
        </p>
      )}
    </Dialog>
  );
}
