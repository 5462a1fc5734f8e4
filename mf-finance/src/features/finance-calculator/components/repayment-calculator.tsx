import { useId, useState, type ChangeEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { formatAud, mq } from '@dealerline/shared';
import { controlStyle, visuallyHidden } from '@dealerline/shared/ui';
import { describedBy, FormField } from '@dealerline/shared/forms';
import { type RepaymentFrequency } from '@dealerline/shared/rules';
import { indicativeRepaymentDisclaimer } from '../../../lib/finance-texts';
import { formatTerm } from '../../../lib/format-term';
import { depositText } from '../calculator-values';
import type { RepaymentCalculatorState } from '../hooks/use-repayment-calculator';
import { useSettledAnnouncement } from '../hooks/use-settled-announcement';

const FREQUENCY_LABELS: Record<RepaymentFrequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};
const FREQUENCIES = Object.keys(FREQUENCY_LABELS) as RepaymentFrequency[];

/**
 * The repayment calculator: price, deposit, term, balloon, rate and frequency, each labelled; the estimate
 * shown follows every keystroke. A screen reader is not read the whole estimate at each one: a hidden polite
 * live region says only the repayment sentence (or what makes the loan impossible), once the shopper pauses
 * (useSettledAnnouncement), and nothing when the figures did not change. Figures show as whole dollars, like
 * every price on the site (spec §9); the calculation itself keeps the cents. An input the loan cannot have is
 * marked invalid with the calculator's message once the shopper has changed a field or tried to send the form
 * (`messagesShown`); until then the results box shows no repayment and no message.
 */
export function RepaymentCalculator({ state }: { state: RepaymentCalculatorState }) {
  const theme = useTheme();
  const id = useId();
  const { values, result, provider } = state;
  // Announced only after the shopper's own changes, not when the page starts or a car's price arrives.
  const [edited, setEdited] = useState(false);
  const change: typeof state.change = (patch) => {
    setEdited(true);
    state.change(patch);
  };
  // What makes the loan impossible is said only once the shopper has changed a field or tried to send the
  // form (docs/decisions.md "Messages on leaving a field"): a car without a price opens on the neutral box.
  const errorFor = (field: string) =>
    state.messagesShown && result.kind === 'invalid' && result.field === field ? result.message : undefined;
  const frequencyLabel = FREQUENCY_LABELS[values.frequency].toLowerCase();
  const summary =
    result.kind === 'quote'
      ? `Estimated ${frequencyLabel} repayment ${formatAud(result.repayment)}.`
      : result.message;
  const announcement = useSettledAnnouncement(summary, edited);

  const moneyInput = (
    field: 'price' | 'deposit' | 'balloon',
    label: string,
    value: string,
    hint?: string,
  ) => {
    const inputId = `${id}-${field}`;
    const error = errorFor(field);
    return (
      <FormField htmlFor={inputId} label={label} error={error} hint={hint}>
        <input
          id={inputId}
          name={field}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint, error })}
          onChange={(event: ChangeEvent<HTMLInputElement>) => change({ [field]: event.target.value })}
          css={controlStyle(theme)}
        />
      </FormField>
    );
  };

  const termId = `${id}-term`;
  const rateId = `${id}-rate`;
  const rateError = errorFor('interestRate');
  return (
    <section
      aria-labelledby={`${id}-heading`}
      css={css`
        padding: 20px;
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius}px;
        background: ${theme.colors.surface};
      `}
    >
      <h2
        id={`${id}-heading`}
        css={css`
          margin: 0 0 16px;
        `}
      >
        Repayment calculator
      </h2>
      <div
        css={css`
          display: grid;
          gap: 16px;
          grid-template-columns: 1fr;
          ${mq('sm')} {
            grid-template-columns: 1fr 1fr;
          }
        `}
      >
        {moneyInput('price', 'Vehicle price ($)', values.price)}
        {moneyInput('deposit', 'Deposit ($)', depositText(values, provider))}
        <FormField htmlFor={termId} label="Loan term" error={errorFor('termYears')}>
          <select
            id={termId}
            name="termYears"
            value={values.termYears}
            onChange={(event) => change({ termYears: Number(event.target.value) })}
            css={controlStyle(theme)}
          >
            {state.termChoices.map((years) => (
              <option key={years} value={years}>
                {formatTerm(years)}
              </option>
            ))}
          </select>
        </FormField>
        {moneyInput('balloon', 'Balloon ($)', values.balloon, 'Paid with the last repayment')}
        <FormField htmlFor={rateId} label="Interest rate (% p.a.)" error={rateError}>
          <input
            id={rateId}
            name="interestRate"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={values.interestRate}
            aria-invalid={rateError ? true : undefined}
            aria-describedby={describedBy(rateId, { error: rateError })}
            onChange={(event) => change({ interestRate: event.target.value })}
            css={controlStyle(theme)}
          />
        </FormField>
        <fieldset
          css={css`
            margin: 0;
            padding: 0;
            border: none;
          `}
        >
          <legend
            css={css`
              padding: 0;
              margin-bottom: 4px;
              font-weight: 600;
              font-size: 0.9375rem;
            `}
          >
            Repayment frequency
          </legend>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 4px 16px;
              min-height: 44px;
              align-items: center;
            `}
          >
            {FREQUENCIES.map((frequency) => (
              <label key={frequency}>
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={frequency}
                  checked={values.frequency === frequency}
                  onChange={() => change({ frequency })}
                />{' '}
                {FREQUENCY_LABELS[frequency]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div
        data-calculator-result
        css={css`
          margin-top: 20px;
          padding: 16px;
          border-radius: ${theme.radius}px;
          background: ${theme.colors.background};
          border: 1px solid ${theme.colors.border};
        `}
      >
        {result.kind === 'quote' ? (
          <>
            <p
              css={css`
                margin: 0;
              `}
            >
              Estimated {frequencyLabel} repayment{' '}
              <strong
                data-repayment
                css={css`
                  display: block;
                  font-size: 2rem;
                `}
              >
                {formatAud(result.repayment)}
              </strong>
            </p>
            <dl
              css={css`
                display: grid;
                grid-template-columns: auto 1fr;
                gap: 4px 16px;
                margin: 12px 0 0;
                dd {
                  margin: 0;
                  font-weight: 600;
                }
              `}
            >
              <dt>Amount financed</dt>
              <dd>{formatAud(result.amountFinanced)}</dd>
              <dt>Number of repayments</dt>
              <dd>{result.periods}</dd>
              <dt>Total interest</dt>
              <dd>{formatAud(result.totalInterest)}</dd>
              <dt>Total repayments{state.input.balloon > 0 ? ' (with the balloon)' : ''}</dt>
              <dd>{formatAud(result.totalPaid)}</dd>
            </dl>
          </>
        ) : state.messagesShown ? (
          <p
            css={css`
              margin: 0;
            `}
          >
            {result.message}
          </p>
        ) : (
          <p
            data-calculator-neutral
            css={css`
              margin: 0;
            `}
          >
            Estimated {frequencyLabel} repayment{' '}
            <strong
              aria-hidden="true"
              css={css`
                display: block;
                font-size: 2rem;
              `}
            >
              —
            </strong>
          </p>
        )}
      </div>
      <p data-calculator-announcement aria-live="polite" aria-atomic="true" css={visuallyHidden}>
        {announcement}
      </p>
      <p
        css={css`
          margin: 12px 0 0;
          font-size: 0.8125rem;
          color: ${theme.colors.muted};
        `}
      >
        {indicativeRepaymentDisclaimer(provider)}
      </p>
    </section>
  );
}
