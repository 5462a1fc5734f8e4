import { useMemo, useState } from 'react';
import type { CardFinance, FinanceProvider } from '@dealerline/shared';
import {
  calculate,
  followPrice,
  initialValues,
  termChoices,
  valuesForLender,
  type CalculatorResult,
  type CalculatorValues,
} from '../calculator-values';

export interface RepaymentCalculatorState extends CalculatorResult {
  values: CalculatorValues;
  provider: FinanceProvider | null;
  /** The loan terms to offer, in years (termChoices: with the car lender's own). */
  termChoices: number[];
  change: (patch: Partial<CalculatorValues>) => void;
  /**
   * Whether the calculator says what makes the loan impossible (under the field and in the results box): only
   * once the shopper has changed a field or tried to send the form.
   */
  messagesShown: boolean;
  /** The shopper tried to send the form under the calculator: its messages show from now on. */
  showMessages: () => void;
}

/**
 * The calculator's values and its answer, recomputed on every keystroke. Held by the page, so the finance
 * application can send the loan the shopper worked out with its lead. `price` (null: none known) and
 * `lender`, the finance of the car the shopper came from, can arrive after the page has rendered (the car
 * loads): each sets the loan (its price, or its terms: valuesForLender) unless the shopper has changed
 * something by then. The lender's deposit and balloon are figures for the car's price (`lenderPrice`): they
 * are used only while the calculator shows that price; at any other price, given or typed, a deposit and a
 * balloon the shopper did not type are the ones for that price (followPrice).
 */
export function useRepaymentCalculator(
  price: number | null,
  provider: FinanceProvider | null,
  lender?: CardFinance | null,
  lenderPrice?: number | null,
): RepaymentCalculatorState {
  const [values, setValues] = useState(() => valuesForLender(initialValues(price), lender, lenderPrice));
  const [touched, setTouched] = useState(false);
  const [messagesShown, setMessagesShown] = useState(false);
  const [typed, setTyped] = useState({ deposit: false, balloon: false });
  const [priceSeen, setPriceSeen] = useState(price);
  if (price !== priceSeen) {
    setPriceSeen(price);
    if (!touched) {
      setValues((current) =>
        followPrice({ ...current, price: initialValues(price).price }, lender, lenderPrice, typed),
      );
    }
  }
  const [lenderSeen, setLenderSeen] = useState(lender);
  if (lender !== lenderSeen) {
    setLenderSeen(lender);
    if (!touched) setValues((current) => valuesForLender(current, lender, lenderPrice));
  }
  const calculated = useMemo(() => calculate(values, provider), [values, provider]);
  return {
    ...calculated,
    values,
    provider,
    termChoices: termChoices(values.termYears, lender),
    messagesShown,
    showMessages: () => setMessagesShown(true),
    change: (patch) => {
      setTouched(true);
      setMessagesShown(true);
      const nowTyped = {
        deposit: typed.deposit || patch.deposit !== undefined,
        balloon: typed.balloon || patch.balloon !== undefined,
      };
      setTyped(nowTyped);
      setValues((current) => {
        const next = { ...current, ...patch };
        return patch.price !== undefined ? followPrice(next, lender, lenderPrice, nowTyped) : next;
      });
    },
  };
}
