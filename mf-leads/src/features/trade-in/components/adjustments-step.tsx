import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import {
  FormSubmitFooter,
  SelectInputField,
  TextInputField,
  useErrorSummaryFocus,
  type ValuationResult,
  type ValuationStarted,
  GridForm,
} from '@dealerline/shared';
import { useAdjustValuationMutation } from '../api/adjust-valuation';
import { requestErrorMessage } from '../utils/request-error-message';
import {
  ADJUSTMENT_FIELDS,
  adjustmentAnswers,
  orderedErrors,
  tradeInFieldId,
  validateAdjustments,
  type AdjustmentValues,
} from '../utils/trade-in-values';
import { vehicleName } from '../utils/valuation-texts';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const CHOOSE = 'Choose…';

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
  const { summary, invalidSubmit } = useErrorSummaryFocus();
  const { vehicle } = started;
  const details = [vehicle.body, vehicle.transmission, vehicle.fuel].filter(Boolean).join(' · ');

  const submit = async (values: AdjustmentValues) => {
    try {
      onValued(await adjust({ id: started.id, adjustmentAnswers: adjustmentAnswers(values) }).unwrap());
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: requestErrorMessage(error) };
    }
  };

  return (
    <>
      <p data-trade-in-vehicle>
        <strong>{vehicleName(vehicle)}</strong>
        {details ? ` · ${details}` : ''}
      </p>
      <Form<AdjustmentValues>
        onSubmit={submit}
        validate={validateAdjustments}
        render={({ handleSubmit, submitting, submitError, errors, hasValidationErrors, submitFailed }) => (
          <GridForm
            onSubmit={handleSubmit}
            hasValidationErrors={hasValidationErrors}
            onInvalidSubmit={invalidSubmit}
          >
            <TextInputField
              name="odometer_km"
              id={tradeInFieldId('odometer_km')}
              label="Odometer (km)"
              inputMode="numeric"
              maxLength={9}
              parse={(value) => value.replace(/[^0-9,]/g, '')}
            />
            <SelectInputField
              name="service_history"
              id={tradeInFieldId('service_history')}
              label="Service history"
              placeholder={CHOOSE}
              options={[
                { value: 'full', label: 'Full service history' },
                { value: 'partial', label: 'Partial service history' },
                { value: 'none', label: 'No service history' },
              ]}
            />
            <SelectInputField
              name="two_key_sets"
              id={tradeInFieldId('two_key_sets')}
              label="Do you have two sets of keys?"
              placeholder={CHOOSE}
              options={YES_NO}
            />
            <SelectInputField
              name="illegal_modifications"
              id={tradeInFieldId('illegal_modifications')}
              label="Does it have any illegal modifications?"
              placeholder={CHOOSE}
              options={YES_NO}
            />
            <SelectInputField
              name="condition"
              id={tradeInFieldId('condition')}
              label="Condition"
              placeholder={CHOOSE}
              options={[
                { value: 'excellent', label: 'Excellent' },
                { value: 'good', label: 'Good' },
                { value: 'fair', label: 'Fair' },
                { value: 'poor', label: 'Poor' },
              ]}
            />
            <SelectInputField
              name="finance_owing"
              id={tradeInFieldId('finance_owing')}
              label="Is there finance owing on it?"
              placeholder={CHOOSE}
              options={YES_NO}
            />
            <FormSubmitFooter
              summary={summary}
              fieldErrors={
                submitFailed && hasValidationErrors
                  ? orderedErrors<AdjustmentValues>(errors ?? {}, ADJUSTMENT_FIELDS, tradeInFieldId)
                  : null
              }
              submitError={submitError}
              label="Get My Estimate"
              submitting={submitting === true}
            />
          </GridForm>
        )}
      />
    </>
  );
}
