import { useMemo, useState } from 'react';
import type { CardFinance, FinanceProvider } from '@dealerline/shared';
import {
  calculate,
  initialValues,
  valuesForLender,
  type CalculatorResult,
  type CalculatorValues,
} from '../calculator-values';

export interface RepaymentCalculatorState extends CalculatorResult {
  values: CalculatorValues;
  provider: FinanceProvider | null;
  change: (patch: Partial<CalculatorValues>) => void;
}

/**
 * The calculator's values and its answer, recomputed on every keystroke. Held by the page, so the finance
 * application can send the loan the shopper worked out with its lead. `price` (null: none known) and
 * `lender`, the finance of the car the shopper came from, can arrive after the page has rendered (the car
 * loads): each sets the loan (its price, or its terms: valuesForLender) unless the shopper has changed
 * something by then.
 */
export function useRepaymentCalculator(
  price: number | null,
  provider: FinanceProvider | null,
  lender?: CardFinance | null,
): RepaymentCalculatorState {
  const [values, setValues] = useState(() => valuesForLender(initialValues(price), lender));
  const [touched, setTouched] = useState(false);
  const [priceSeen, setPriceSeen] = useState(price);
  if (price !== priceSeen) {
    setPriceSeen(price);
    if (!touched) setValues((current) => ({ ...current, price: initialValues(price).price }));
  }
  const [lenderSeen, setLenderSeen] = useState(lender);
  if (lender !== lenderSeen) {
    setLenderSeen(lender);
    if (!touched) setValues((current) => valuesForLender(current, lender));
  }
  const calculated = useMemo(() => calculate(values, provider), [values, provider]);
  return {
    ...calculated,
    values,
    provider,
    change: (patch) => {
      setTouched(true);
      setValues((current) => ({ ...current, ...patch }));
    },
  };
}
