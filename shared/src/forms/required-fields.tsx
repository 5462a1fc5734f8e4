import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { ValidationErrors } from 'final-form';
import { useForm } from 'react-final-form';

/** A form's rules as a whole (final-form's validate, synchronous): every invalid field with its message. */
export type FormRules<V> = (values: V) => ValidationErrors;

/** A field's own rule (react-final-form's field-level validate). */
export type FieldRule = (value: string | undefined, allValues: object) => string | undefined;

/**
 * Whether the form's rules refuse the field `name` left empty, the other values as they are. A field is
 * required exactly when its rules give it a message for being empty, so its mark can never say otherwise.
 */
export function requiredByRules<V extends object>(rules: FormRules<V>, values: V, name: string): boolean {
  const errors: Record<string, unknown> | undefined = rules({ ...values, [name]: undefined });
  return Boolean(errors?.[name]);
}

const FormRequiredContext = createContext<((name: string) => boolean) | null>(null);

/** Tells the fields inside which of them the form's rules require, for the values the form holds now. */
export function RequiredFieldsProvider<V extends object>({
  rules,
  values,
  children,
}: {
  rules: FormRules<V>;
  values: V;
  children: ReactNode;
}) {
  const isRequired = useCallback((name: string) => requiredByRules(rules, values, name), [rules, values]);
  return <FormRequiredContext.Provider value={isRequired}>{children}</FormRequiredContext.Provider>;
}

/**
 * Whether the field `name` must be filled in: its form's rules (RequiredFieldsProvider, which ValidatedForm
 * gives its fields) or its own rule (`fieldRule`) refuse it empty.
 */
export function useFieldRequired(name: string, fieldRule?: FieldRule): boolean {
  const formRequires = useContext(FormRequiredContext);
  const form = useForm();
  if (formRequires?.(name)) return true;
  return fieldRule ? fieldRule(undefined, form.getState().values) !== undefined : false;
}
