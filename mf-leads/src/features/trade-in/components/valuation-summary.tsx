import { css, useTheme } from '@emotion/react';
import { formatAud, type ValuationResult } from '@dealerline/shared';
import { IN_PERSON_TEXT, SUBJECT_TO_INSPECTION, vehicleName } from '../utils/valuation-texts';

/** The valuation result: the estimated range for the car, or why the dealer values it in person. */
export function ValuationSummary({ result }: { result: ValuationResult }) {
  const theme = useTheme();
  return (
    <div
      data-valuation-result
      css={css`
        padding: 16px;
        margin: 16px 0;
        border-radius: ${theme.radius}px;
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
      `}
    >
      <p
        css={css`
          margin: 0 0 4px;
        `}
      >
        Your {vehicleName(result.vehicle)}
        {result.rego ? ` (${result.rego}, ${result.regoState})` : ''}
      </p>
      {result.range ? (
        <>
          <p
            css={css`
              margin: 0;
              font-size: 1.5rem;
              font-weight: 700;
            `}
            data-valuation-range
          >
            Estimated trade-in value: {formatAud(result.range.low)} – {formatAud(result.range.high)}
          </p>
          <p
            css={css`
              margin: 4px 0 0;
            `}
          >
            {SUBJECT_TO_INSPECTION}
          </p>
        </>
      ) : (
        <p
          css={css`
            margin: 0;
          `}
          data-valuation-in-person
        >
          {IN_PERSON_TEXT[result.reason ?? 'no_market_data']}
        </p>
      )}
    </div>
  );
}
