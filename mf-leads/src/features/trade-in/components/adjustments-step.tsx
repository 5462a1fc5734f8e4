import { FORM_ERROR } from 'final-form';
import { type ValuationResult, type ValuationStarted } from '@dealerline/shared';
import { orderedErrors, SelectInputField, TextInputField, ValidatedForm } from '@dealerline/shared/forms';
import { useAdjustValuationMutation } from '../api/adjust-valuation';
import { formSubmitFailure } from '../utils/request-error-message';
import {
  ADJUSTMENT_FIELDS,
  adjustmentAnswers,
  tradeInFieldId,
  validateAdjustments,
  type AdjustmentValues,
} from '../utils/trade-in-values';
import { vehicleName } from '../utils/valuation-texts';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The questions answered by a choice, in form order. */
const CHOICE_QUESTIONS: { name: keyof AdjustmentValues; label: string; options: typeof YES_NO }[] = [
  {
    name: 'service_history',
    label: 'Service history',
    options: [
      { value: 'full', label: 'Full service history' },
      { value: 'partial', label: 'Partial service history' },
      { value: 'none', label: 'No service history' },
    ],
  },
  { name: 'two_key_sets', label: 'Do you have two sets of keys?', options: YES_NO },
  { name: 'illegal_modifications', label: 'Does it have any illegal modifications?', options: YES_NO },
  {
    name: 'condition',
    label: 'Condition',
    options: [
      { value: 'excellent', label: 'Excellent' },
      { value: 'good', label: 'Good' },
      { value: 'fair', label: 'Fair' },
      { value: 'poor', label: 'Poor' },
    ],
  },
  { name: 'finance_owing', label: 'Is there finance owing on it?', options: YES_NO },
];

/**
 * Step 2: the adjustment questions of the trade-in FAQ (odometer, service history, two key sets, illegal
 * modifications, condition, finance owing), sent with the valuation's id; the answer is the valuation.
 */
export function AdjustmentsStep({
  started,
  onValued,
}: {
  started: ValuationStarted;
  onValued: (result: ValuationResult) => void;
}) {
  const [adjust] = useAdjustValuationMutation();
  const { vehicle } = started;
  const details = [vehicle.body, vehicle.transmission, vehicle.fuel].filter(Boolean).join(' · ');

  const submit = async (values: AdjustmentValues) => {
    try {
      onValued(await adjust({ id: started.id, adjustmentAnswers: adjustmentAnswers(values) }).unwrap());
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: formSubmitFailure(error) };
    }
  };

  return (
    <>
      <p data-trade-in-vehicle>
        <strong>{vehicleName(vehicle)}</strong>
        {details ? ` · ${details}` : ''}
      </p>
      <ValidatedForm<AdjustmentValues>
        onSubmit={submit}
        validate={validateAdjustments}
        listErrors={(errors) => orderedErrors<AdjustmentValues>(errors, ADJUSTMENT_FIELDS, tradeInFieldId)}
        submitLabel="Get My Estimate"
      >
        <TextInputField
          name="odometer_km"
          id={tradeInFieldId('odometer_km')}
          label="Odometer (km)"
          inputMode="numeric"
          maxLength={9}
          parse={(value) => value.replace(/[^0-9,]/g, '')}
        />
        {CHOICE_QUESTIONS.map(({ name, label, options }) => (
          <SelectInputField
            key={name}
            name={name}
            id={tradeInFieldId(name)}
            label={label}
            placeholder="Choose…"
            options={options}
          />
        ))}
      </ValidatedForm>
    </>
  );
}
