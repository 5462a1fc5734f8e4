import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { DEFAULT_REGO_STATE, REGO_STATES, type ValuationStarted } from '@dealerline/shared';
import { MAX_REGO_INPUT_LENGTH, VALUATION_MESSAGES } from '@dealerline/shared/rules';
import { linkButtonStyle } from '@dealerline/shared/ui';
import { orderedErrors, SelectInputField, TextInputField, ValidatedForm } from '@dealerline/shared/forms';
import { useRegoLookupMutation } from '../api/rego-lookup';
import { useStartManualValuationMutation } from '../api/start-manual-valuation';
import { formSubmitFailure, requestErrorMessage, requestErrorStatus } from '../utils/request-error-message';
import { tradeInFieldId, validateVehicleStep, type VehicleStepValues } from '../utils/trade-in-values';

const VEHICLE_FIELDS: (keyof VehicleStepValues)[] = ['rego', 'regoState', 'make', 'model', 'year'];

/**
 * Step 1: the rego and its state (QLD by default, spec §9), looked up on the server. An unknown rego shows
 * the server's message and opens the manual path (make, model, year), which the shopper can also choose
 * straight away, so no one is stuck; from it "Search by rego again" goes back to the lookup (a mistyped rego
 * is the likeliest unknown one), with the rego as typed.
 */
export function VehicleStep({ onStarted }: { onStarted: (started: ValuationStarted) => void }) {
  const theme = useTheme();
  const [manual, setManual] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  // The Rego field the shopper was in goes with the manual path: focus goes to why, not to the page's top.
  const notFoundMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notFound) notFoundMessage.current?.focus();
  }, [notFound]);
  const [regoLookup] = useRegoLookupMutation();
  const [startManual] = useStartManualValuationMutation();
  const currentYear = new Date().getFullYear();
  const searchByRego = () => {
    setManual(false);
    setNotFound(null);
  };

  const submit = async (values: VehicleStepValues) => {
    const state = values.regoState ?? DEFAULT_REGO_STATE;
    try {
      const started = manual
        ? await startManual({
            vehicle: { make: values.make ?? '', model: values.model ?? '', year: Number(values.year) },
            regoState: state,
          }).unwrap()
        : await regoLookup({ rego: values.rego ?? '', regoState: state }).unwrap();
      onStarted(started);
      return undefined;
    } catch (error) {
      if (!manual && requestErrorStatus(error) === 404) {
        setNotFound(requestErrorMessage(error) ?? VALUATION_MESSAGES.regoNotFound);
        setManual(true);
        return undefined;
      }
      return { [FORM_ERROR]: formSubmitFailure(error) };
    }
  };

  return (
    <ValidatedForm<VehicleStepValues>
      onSubmit={submit}
      validate={(values) => validateVehicleStep(values, manual, currentYear)}
      initialValues={{ regoState: DEFAULT_REGO_STATE }}
      listErrors={(errors) => orderedErrors<VehicleStepValues>(errors, VEHICLE_FIELDS, tradeInFieldId)}
      submitLabel={manual ? 'Continue' : 'Find My Car'}
    >
      {notFound && (
        <p className="full" role="status" data-rego-not-found ref={notFoundMessage} tabIndex={-1}>
          {notFound}
        </p>
      )}
      {!manual && (
        <TextInputField
          name="rego"
          id={tradeInFieldId('rego')}
          label="Rego"
          autoComplete="off"
          maxLength={MAX_REGO_INPUT_LENGTH}
        />
      )}
      <SelectInputField
        name="regoState"
        id={tradeInFieldId('regoState')}
        label="State"
        options={REGO_STATES}
      />
      {manual && (
        <>
          <TextInputField name="make" id={tradeInFieldId('make')} label="Make" maxLength={60} />
          <TextInputField name="model" id={tradeInFieldId('model')} label="Model" maxLength={60} />
          <TextInputField
            name="year"
            id={tradeInFieldId('year')}
            label="Year"
            inputMode="numeric"
            maxLength={4}
            parse={(value) => value.replace(/[^0-9]/g, '').slice(0, 4)}
          />
        </>
      )}
      <p className="full">
        {manual ? (
          <button type="button" onClick={searchByRego} css={linkButtonStyle(theme)}>
            Search by rego again
          </button>
        ) : (
          <button type="button" onClick={() => setManual(true)} css={linkButtonStyle(theme)}>
            I don’t know my rego: enter my car’s details instead
          </button>
        )}
      </p>
    </ValidatedForm>
  );
}
