import { useEffect, useMemo, useRef, useState } from 'react';
import type { CardFinance, FinanceProvider } from '@dealerline/shared';
import {
  dropFormDraft,
  readFormDraft,
  writeFormDraft,
  type FormDraft,
  type FormDraftId,
} from '@dealerline/shared/forms';
import { useHydrated } from '@dealerline/shared/ui';
import {
  calculatorDraftKey,
  changedValues,
  draftValues,
  type CalculatorField,
  type ChangedFields,
} from '../calculator-draft';
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
   * once the shopper has changed a field (here, or before a reload: the draft) or tried to send the form.
   */
  messagesShown: boolean;
  /** The shopper tried to send the form under the calculator: its messages show from now on. */
  showMessages: () => void;
  /** The lead was sent: the calculator's draft goes, as the form's does. */
  dropDraft: () => void;
}

const marked = (values: Partial<CalculatorValues>): ChangedFields =>
  Object.fromEntries(Object.keys(values).map((field) => [field as CalculatorField, true]));

const typedOf = (changed: ChangedFields) => ({
  deposit: changed.deposit === true,
  balloon: changed.balloon === true,
});

/**
 * The calculator's values and its answer, recomputed on every keystroke. Held by the page, so the finance
 * application can send the loan the shopper worked out with its lead. `price` (null: none known) and
 * `lender`, the finance of the car the shopper came from, can arrive after the page has rendered (the car
 * loads): each sets the loan (its price, or its terms: valuesForLender) unless the shopper has changed
 * something by then. The lender's deposit and balloon are figures for the car's price (`lenderPrice`): they
 * are used only while the calculator shows that price; at any other price, given or typed, a deposit and a
 * balloon the shopper did not type are the ones for that price (followPrice).
 *
 * With a `draft` (the finance form's), the fields the shopper changed are kept beside the form's draft, for
 * the tab (calculator-draft), and brought back once the page runs in the browser, checked against the
 * calculator's bounds (draftValues); what the page sets (a price from vehiclePriceBudget or the car, the car
 * lender's terms) goes on applying to the other fields, as the form's draft leaves a preselected value to
 * the page. The page drops the draft once its lead is sent (dropDraft).
 */
export function useRepaymentCalculator(
  price: number | null,
  provider: FinanceProvider | null,
  lender?: CardFinance | null,
  lenderPrice?: number | null,
  draft?: FormDraftId,
): RepaymentCalculatorState {
  const [values, setValues] = useState(() => valuesForLender(initialValues(price), lender, lenderPrice));
  const [touched, setTouched] = useState(false);
  // The fields the shopper changed, on this page or before (the draft restored): the page's figures arriving
  // later leave them alone, and only they are kept in the draft.
  const [changed, setChanged] = useState<ChangedFields>({});
  const [messagesShown, setMessagesShown] = useState(false);
  let changedNow = changed;

  // The draft is read once the page runs in the browser: the server's HTML has none, and hydration must find
  // the same calculator.
  const hydrated = useHydrated();
  const key = draft ? calculatorDraftKey(draft) : null;
  const [kept, setKept] = useState<{ key: string | null; draft: FormDraft | null }>({
    key: null,
    draft: null,
  });
  let keptDraft = kept.draft;
  if (hydrated && key !== kept.key) {
    keptDraft = key ? readFormDraft(key) : null;
    setKept({ key, draft: keptDraft });
    const restored = draftValues(keptDraft, lender);
    if (Object.keys(restored).length > 0) {
      changedNow = { ...changedNow, ...marked(restored) };
      const typed = typedOf(changedNow);
      setChanged(changedNow);
      setMessagesShown(true);
      setValues((current) => {
        const next = { ...current, ...restored };
        return restored.price !== undefined ? followPrice(next, lender, lenderPrice, typed) : next;
      });
    }
  }

  const [priceSeen, setPriceSeen] = useState(price);
  if (price !== priceSeen) {
    setPriceSeen(price);
    if (!touched) {
      const keepPrice = changedNow.price === true;
      const typed = typedOf(changedNow);
      setValues((current) =>
        followPrice(
          { ...current, price: keepPrice ? current.price : initialValues(price).price },
          lender,
          lenderPrice,
          typed,
        ),
      );
    }
  }
  const [lenderSeen, setLenderSeen] = useState(lender);
  if (lender !== lenderSeen) {
    setLenderSeen(lender);
    if (!touched) {
      // The draft's term may be the lender's own (a caravan lender's 10 years): it is known only now.
      const restored = draftValues(keptDraft, lender);
      const own = changedNow;
      if (Object.keys(restored).length > 0) {
        changedNow = { ...changedNow, ...marked(restored) };
        setChanged(changedNow);
      }
      setValues((current) => ({
        ...valuesForLender(current, lender, lenderPrice),
        ...changedValues(current, own),
        ...restored,
      }));
    }
  }

  // What the shopper changed is kept as they change it; after the lead is sent, nothing until they change more.
  const dropped = useRef(false);
  useEffect(() => {
    if (!kept.key || dropped.current) return;
    const keep = changedValues(values, changed);
    if (Object.keys(keep).length > 0) writeFormDraft(kept.key, keep);
  }, [kept.key, values, changed]);

  const calculated = useMemo(() => calculate(values, provider), [values, provider]);
  return {
    ...calculated,
    values,
    provider,
    termChoices: termChoices(values.termYears, lender),
    messagesShown,
    showMessages: () => setMessagesShown(true),
    dropDraft: () => {
      dropped.current = true;
      if (kept.key) dropFormDraft(kept.key);
    },
    change: (patch) => {
      setTouched(true);
      setMessagesShown(true);
      dropped.current = false;
      const nowChanged = { ...changed, ...marked(patch) };
      const typed = typedOf(nowChanged);
      setChanged(nowChanged);
      setValues((current) => {
        const next = { ...current, ...patch };
        return patch.price !== undefined ? followPrice(next, lender, lenderPrice, typed) : next;
      });
    },
  };
}
