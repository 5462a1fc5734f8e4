import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Config, FormState, SubmissionErrors } from 'final-form';
import { useHydrated } from '../ui/use-hydrated';
import {
  dropFormDraft,
  formDraftKey,
  readFormDraft,
  writeFormDraft,
  type FormDraft,
  type FormDraftId,
} from './form-draft-storage';

type DraftState<V> = Pick<FormState<V>, 'values' | 'modified'>;

interface KeptDraft<V extends object> {
  /** The form's initial values with the draft over them. */
  initialValues: Partial<V> | undefined;
  /** The form's submit, which drops the draft once the form is sent. */
  onSubmit: Config<V>['onSubmit'];
  /** Keeps what the shopper changed (a FormSpy's onChange of values and modified). */
  keep: (state: DraftState<V>) => void;
}

const succeeded = (errors: SubmissionErrors | void) => !errors || Object.keys(errors).length === 0;

const isPromise = (value: unknown): value is Promise<SubmissionErrors | void> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

/**
 * A form's draft (form-draft-storage): restored when the form mounts, kept as the shopper changes fields and
 * dropped once the form is sent. Only the fields the shopper changed are kept, over the draft restored: a value
 * the page filled in (a preselected dealership, contact details kept from an earlier lead) stays the page's to
 * decide next time. The draft is read once the page runs in the browser: the server's HTML has none, and
 * hydration must find the same form. Without an id, the form's own values and submit, and nothing is kept.
 */
export function useFormDraft<V extends object>(
  id: FormDraftId | undefined,
  initialValues: Partial<V> | undefined,
  onSubmit: Config<V>['onSubmit'],
): KeptDraft<V> {
  const hydrated = useHydrated();
  const key = id ? formDraftKey(id) : null;
  const restored = useMemo(() => (hydrated && key ? readFormDraft(key) : null), [hydrated, key]);
  // Where the draft is kept and the one restored (until the form is sent): set again only when the key changes
  // (another car) or the page has hydrated, not on every render.
  const kept = useRef({ key, draft: restored });
  useEffect(() => {
    kept.current = { key, draft: restored };
  }, [key, restored]);

  const keep = useCallback(({ values, modified }: DraftState<V>) => {
    const { key: at, draft } = kept.current;
    if (!at) return;
    const changed = Object.keys(modified ?? {}).filter((name) => modified?.[name]);
    if (!changed.length && !draft) return;
    const typed = Object.fromEntries(changed.map((name) => [name, (values as FormDraft)[name]]));
    writeFormDraft(at, { ...draft, ...typed });
  }, []);

  const drop = () => {
    if (kept.current.key) dropFormDraft(kept.current.key);
    kept.current = { ...kept.current, draft: null };
  };
  const submit: Config<V>['onSubmit'] = (values, form, callback) => {
    const errors = onSubmit(values, form, callback);
    if (isPromise(errors))
      return errors.then((answer) => {
        if (succeeded(answer)) drop();
        return answer;
      });
    if (succeeded(errors)) drop();
    return errors;
  };

  const withDraft = useMemo(
    () => (restored ? ({ ...initialValues, ...restored } as Partial<V>) : initialValues),
    [initialValues, restored],
  );
  return { initialValues: withDraft, onSubmit: id ? submit : onSubmit, keep };
}
