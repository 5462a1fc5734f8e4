import { css, useTheme } from '@emotion/react';

export type CheckoutStep = 'contact' | 'payment' | 'confirmation';

const STEPS: { step: CheckoutStep; label: string }[] = [
  { step: 'contact', label: 'Your details' },
  { step: 'payment', label: 'Deposit payment' },
  { step: 'confirmation', label: 'Confirmation' },
];

/** Where the shopper is in the checkout: the three steps, the current one marked (aria-current="step"). */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const theme = useTheme();
  const index = STEPS.findIndex((s) => s.step === current);
  return (
    <ol
      aria-label="Checkout steps"
      css={css`
        display: flex;
        gap: ${theme.space(2)};
        margin: 0;
        padding: 0;
        list-style: none;
        counter-reset: step;
      `}
    >
      {STEPS.map(({ step, label }, i) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          css={css`
            flex: 1;
            padding: ${theme.space(2)} 0;
            border-top: 4px solid ${i <= index ? theme.colors.primary : theme.colors.border};
            color: ${i <= index ? theme.colors.text : theme.colors.muted};
            font-weight: ${step === current ? 700 : 400};
            font-size: 0.875rem;
          `}
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
