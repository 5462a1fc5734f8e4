import { useMemo } from 'react';
import { Field } from 'react-final-form';
import { readContact, useSite, type ValuationResult } from '@dealerline/shared';
import {
  ContactFields,
  DisclaimerCheckbox,
  HoneypotField,
  orderedErrors,
  ValidatedForm,
  type FormDraftId,
} from '@dealerline/shared/forms';
import { useTradeInSubmit } from '../hooks/use-trade-in-submit';
import type { TradeInLeadContext } from '../utils/trade-in-lead';
import {
  CONTACT_FIELDS,
  tradeInFieldId,
  validateTradeInContact,
  type TradeInContactValues,
} from '../utils/trade-in-values';

/**
 * Step 3, the last: the trade-in lead form of spec §3 (First Name, last name, postcode, Mobile Number, Email
 * Address, a hidden field with the valuation id, the Disclaimer checkbox) and the rules of spec §5; it submits
 * the lead. Contact details kept from an earlier lead are filled in.
 */
export function ContactStep({
  result,
  context,
  onSent,
  draft,
}: {
  result: ValuationResult;
  context: TradeInLeadContext;
  onSent: (leadId: string, contact: TradeInContactValues) => void;
  /** Which draft the form keeps (ValidatedForm's `draft`): the page's, per car traded in towards. */
  draft: FormDraftId;
}) {
  const { slug } = useSite();
  const submit = useTradeInSubmit(result, context, onSent);
  const initialValues = useMemo<TradeInContactValues>(
    () => ({ ...(readContact(slug) ?? {}), valuation_id: result.id }),
    [slug, result.id],
  );

  return (
    <ValidatedForm<TradeInContactValues>
      onSubmit={submit}
      validate={validateTradeInContact}
      initialValues={initialValues}
      listErrors={(errors) => orderedErrors<TradeInContactValues>(errors, CONTACT_FIELDS, tradeInFieldId)}
      submitLabel="Send My Details"
      draft={draft}
    >
      <ContactFields
        idOf={tradeInFieldId}
        order={['name', 'last_name', 'postcode', 'phone', 'email']}
        fullWidth={['email']}
      />
      <HoneypotField />
      <Field name="valuation_id" component="input" type="hidden" />
      <div className="full">
        <DisclaimerCheckbox id={tradeInFieldId('disclaimer')} />
      </div>
    </ValidatedForm>
  );
}
