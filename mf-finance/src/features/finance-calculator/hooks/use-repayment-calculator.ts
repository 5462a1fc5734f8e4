import { useMemo, useState } from 'react';
import type { FinanceProvider } from '@dealerline/shared';
import { calculate, initialValues, type CalculatorResult, type CalculatorValues } from '../calculator-values';

export interface RepaymentCalculatorState extends CalculatorResult {
  values: CalculatorValues;
  provider: FinanceProvider | null;
  change: (patch: Partial<CalculatorValues>) => void;
}

/**
 * The calculator's values and its answer, recomputed on every keystroke. Held by the page, so the finance
 * application can send the loan the shopper worked out with its lead.
 */
export function useRepaymentCalculator(
  price: number | null,
  provider: FinanceProvider | null,
): RepaymentCalculatorState {
  const [values, setValues] = useState(() => initialValues(price));
  const calculated = useMemo(() => calculate(values, provider), [values, provider]);
  return {
    ...calculated,
    values,
    provider,
    change: (patch) => setValues((current) => ({ ...current, ...patch })),
  };
}
