import {
  type AdjustmentAnswers,
  type RegoState,
  type ServiceHistory,
  type VehicleCondition,
} from '@dealerline/shared';
import { contactAndDisclaimerErrors } from '@dealerline/shared/forms';
import {
  parseOdometer,
  VALUATION_MESSAGES,
  validateMake,
  validateModel,
  validateOdometer,
  validateRego,
  validateVehicleYear,
} from '@dealerline/shared/rules';

type Errors<T> = Partial<Record<keyof T, string>>;

const withoutEmpty = <T>(errors: Errors<T>): Errors<T> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors<T>;

/** Step 1: the rego and its state, or (manual path) make, model and year. */
export interface VehicleStepValues {
  rego?: string;
  regoState?: RegoState;
  make?: string;
  model?: string;
  year?: string;
}

export function validateVehicleStep(values: VehicleStepValues, manual: boolean, currentYear: number) {
  return withoutEmpty<VehicleStepValues>(
    manual
      ? {
          make: validateMake(values.make),
          model: validateModel(values.model),
          year: validateVehicleYear(values.year, currentYear),
        }
      : { rego: validateRego(values.rego) },
  );
}

type YesNo = 'yes' | 'no';

/** Step 2: the adjustment questions (spec §9 trade-in FAQ), as the form holds them. */
export interface AdjustmentValues {
  odometer_km?: string;
  service_history?: ServiceHistory;
  two_key_sets?: YesNo;
  illegal_modifications?: YesNo;
  condition?: VehicleCondition;
  finance_owing?: YesNo;
}

export const ADJUSTMENT_FIELDS: (keyof AdjustmentValues)[] = [
  'odometer_km',
  'service_history',
  'two_key_sets',
  'illegal_modifications',
  'condition',
  'finance_owing',
];

export function validateAdjustments(values: AdjustmentValues) {
  const choose = (value: string | undefined) => (value ? undefined : VALUATION_MESSAGES.choice);
  return withoutEmpty<AdjustmentValues>({
    odometer_km: validateOdometer(values.odometer_km),
    service_history: choose(values.service_history),
    two_key_sets: choose(values.two_key_sets),
    illegal_modifications: choose(values.illegal_modifications),
    condition: choose(values.condition),
    finance_owing: choose(values.finance_owing),
  });
}

/** The answers of a valid step 2 as the adjustments call sends them. */
export function adjustmentAnswers(values: AdjustmentValues): AdjustmentAnswers {
  return {
    odometer_km: parseOdometer(values.odometer_km) ?? 0,
    service_history: values.service_history ?? 'full',
    two_key_sets: values.two_key_sets === 'yes',
    illegal_modifications: values.illegal_modifications === 'yes',
    condition: values.condition ?? 'good',
    finance_owing: values.finance_owing === 'yes',
  };
}

/** Step 3: the trade-in lead form of spec §3 (the hidden field carries the valuation id). */
export interface TradeInContactValues {
  name?: string;
  last_name?: string;
  postcode?: string;
  phone?: string;
  email?: string;
  valuation_id?: string;
  disclaimer?: boolean;
}

/** The order of the fields on the form, which is the order of the error list. */
export const CONTACT_FIELDS: (keyof TradeInContactValues)[] = [
  'name',
  'last_name',
  'postcode',
  'phone',
  'email',
  'disclaimer',
];

export function validateTradeInContact(values: TradeInContactValues) {
  return contactAndDisclaimerErrors(values);
}

/** DOM id of a trade-in field's control (the error list links to it). */
export const tradeInFieldId = (field: string): string => `trade-in-${field.replace(/_/g, '-')}`;
