import { useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { useNavigate } from 'react-router';
import { leadEventId, mq, useSite, type CarSummary, type Dealership } from '@dealerline/shared';
import {
  ContactFields,
  DealershipSelect,
  DisclaimerCheckbox,
  HoneypotField,
  keepLeadForSuccess,
  orderedErrors,
  SelectInputField,
  successPath,
  TextInputField,
  useLeadSubmit,
  ValidatedForm,
  type FormDraftId,
} from '@dealerline/shared/forms';
import {
  DEPENDANTS,
  EMPLOYMENT_DURATIONS,
  EMPLOYMENT_STATUSES,
  FIELD_ORDER,
  isWorking,
  RESIDENTIAL_STATUSES,
  validateApplication,
  type ApplicationShape,
  type ApplicationValues,
} from '../application-fields';
import { MAX_MESSAGE_LENGTH } from '@dealerline/shared/rules';
import { useAnchorFocus } from '../hooks/use-anchor-focus';
import { financeLead, type ApplicationContext } from '../lead-payload';
import { fieldId } from './field-id';

/** The form's anchor (spec §2 `#finance-form`). */
export const FINANCE_FORM_ANCHOR = 'finance-form';

interface ApplicationFormProps {
  heading: string;
  submitLabel: string;
  shape: ApplicationShape;
  dealerships: Dealership[];
  initialValues: ApplicationValues;
  context: Omit<ApplicationContext, 'shape'>;
  /** The car the application is about (kept for /success, which names it), else null. */
  car: CarSummary | null;
  /** Which draft the form keeps (ValidatedForm's `draft`): the page's, per car of its URL. */
  draft: FormDraftId;
  /** The shopper tried to send the form (valid or not): the calculator above then says what it lacks. */
  onSubmitAttempt?: () => void;
  /** The lead was sent (before /success opens): the page drops what it keeps beside the form's draft. */
  onLeadSent?: () => void;
}

/**
 * The finance application (react-final-form): contact fields, the dealership when the dealer has several,
 * employment and income when the page asks for them, a message and the disclaimer. Submitting sends one lead
 * through submitLead (the platform's one submission function): while it is on its way the button is
 * disabled with a spinner; a lead_id keeps the contact details, the success category and the car (spec §3) and
 * leads to /success with the car type (spec §2); a failure shows the server's message, or "An
 * unexpected error occured", as a destructive alert, and the shopper can send again (with the same
 * idempotency key while the lead is unchanged, so a lead stored meanwhile is not stored twice).
 */
export function ApplicationForm({
  heading,
  submitLabel,
  shape,
  dealerships,
  initialValues,
  context,
  car,
  draft,
  onSubmitAttempt,
  onLeadSent,
}: ApplicationFormProps) {
  const theme = useTheme();
  const site = useSite();
  const navigate = useNavigate();
  const section = useRef<HTMLElement>(null);
  useAnchorFocus(FINANCE_FORM_ANCHOR, section);

  const onSubmit = useLeadSubmit<ApplicationValues>({
    toLead: (values) => financeLead(values, { ...context, shape }),
    eventId: () => leadEventId({ category: 'other', carType: context.carType }),
    onSent: (_leadId, _values, lead) => {
      onLeadSent?.();
      keepLeadForSuccess(site.slug, lead.subcategory ?? lead.category, car);
      navigate(successPath(context.carType));
    },
  });

  return (
    <section
      ref={section}
      id={FINANCE_FORM_ANCHOR}
      aria-labelledby="finance-form-heading"
      onSubmitCapture={onSubmitAttempt}
      css={css`
        scroll-margin-top: 16px;
      `}
    >
      <h2 id="finance-form-heading">{heading}</h2>
      <ValidatedForm<ApplicationValues>
        onSubmit={onSubmit}
        validate={(values) => validateApplication(values, shape)}
        initialValues={initialValues}
        keepDirtyOnReinitialize
        listErrors={(errors) => orderedErrors<ApplicationValues>(errors, FIELD_ORDER, fieldId)}
        submitLabel={submitLabel}
        draft={draft}
      >
        {(values) => (
          <>
            <ContactFields idOf={fieldId} />
            <HoneypotField />
            {shape.dealershipChoice && (
              <DealershipSelect
                id={fieldId('dealership_slug')}
                label="Preferred Dealership"
                dealerships={dealerships}
              />
            )}
            {shape.employment && (
              <fieldset
                className="full"
                css={css`
                  display: grid;
                  gap: 16px;
                  grid-template-columns: 1fr;
                  margin: 0;
                  padding: 16px;
                  border: 1px solid ${theme.colors.border};
                  border-radius: ${theme.radius}px;
                  ${mq('md')} {
                    grid-template-columns: 1fr 1fr;
                  }
                `}
              >
                <legend
                  css={css`
                    padding: 0 4px;
                    font-weight: 700;
                  `}
                >
                  Employment and income
                </legend>
                <SelectInputField
                  name="employment_status"
                  id={fieldId('employment_status')}
                  label="Employment Status"
                  placeholder="Choose your employment status"
                  options={EMPLOYMENT_STATUSES}
                />
                {isWorking(values.employment_status) && (
                  <>
                    <TextInputField
                      name="employer"
                      id={fieldId('employer')}
                      label="Employer"
                      autoComplete="organization"
                    />
                    <SelectInputField
                      name="employment_duration"
                      id={fieldId('employment_duration')}
                      label="Time in Current Job"
                      placeholder="Choose how long"
                      options={EMPLOYMENT_DURATIONS}
                    />
                  </>
                )}
                <TextInputField
                  name="annual_income"
                  id={fieldId('annual_income')}
                  label="Annual Income Before Tax ($)"
                  inputMode="numeric"
                  autoComplete="off"
                />
                <SelectInputField
                  name="residential_status"
                  id={fieldId('residential_status')}
                  label="Residential Status"
                  placeholder="Choose your residential status"
                  options={RESIDENTIAL_STATUSES}
                />
                <SelectInputField
                  name="dependants"
                  id={fieldId('dependants')}
                  label="Number of Dependants"
                  options={DEPENDANTS}
                />
              </fieldset>
            )}
            <div className="full">
              <TextInputField
                name="message"
                id={fieldId('message')}
                label="Message (optional)"
                multiline
                maxLength={MAX_MESSAGE_LENGTH}
              />
            </div>
            <div className="full">
              <DisclaimerCheckbox id={fieldId('disclaimer')} />
            </div>
          </>
        )}
      </ValidatedForm>
    </section>
  );
}
