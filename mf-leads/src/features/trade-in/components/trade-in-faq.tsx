import { css, useTheme } from '@emotion/react';
import { TRADE_IN_FAQ } from '../utils/valuation-texts';

/** The trade-in FAQ of spec §9 as a list of native disclosure widgets (keyboard and screen reader ready). */
export function TradeInFaq() {
  const theme = useTheme();
  return (
    <section aria-labelledby="trade-in-faq-heading" data-trade-in-faq>
      <h2 id="trade-in-faq-heading">Trade-in FAQs</h2>
      {TRADE_IN_FAQ.map(({ question, answer }) => (
        <details
          key={question}
          css={css`
            border-bottom: 1px solid ${theme.colors.border};
            padding: 12px 0;
          `}
        >
          <summary
            css={css`
              cursor: pointer;
              font-weight: 600;
            `}
          >
            {question}
          </summary>
          <p
            css={css`
              margin: 8px 0 0;
            `}
          >
            {answer}
          </p>
        </details>
      ))}
    </section>
  );
}
