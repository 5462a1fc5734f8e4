import { Form } from 'react-final-form';
import type { CarSummary } from '@dealerline/shared';
import { FormErrorAlert, SubmitButton } from '@dealerline/shared/forms';
import { useOfferAccepted } from '../hooks/use-offer-accepted';
import type { TradeInContactValues } from '../utils/trade-in-values';
import type { StoredValuation } from '../utils/valuation-storage';

/** The "Offer Accepted" action under an estimate (spec §7.6): accepting sends the lead and opens /success. */
export function OfferAccepted({
  valuation,
  contact,
  car,
  onAccepted,
}: {
  valuation: StoredValuation & { lead_id: string };
  contact: TradeInContactValues;
  /** The car the trade-in lead was about, else null. */
  car: CarSummary | null;
  onAccepted: () => void;
}) {
  const accept = useOfferAccepted(valuation, contact, valuation.dealership_slug, car, onAccepted);
  return (
    <Form
      onSubmit={accept}
      render={({ handleSubmit, submitting, submitError }) => (
        <form noValidate onSubmit={(event) => void handleSubmit(event)} data-offer-accepted>
          <p>
            Happy with this estimate? Accept the offer and the dealer will contact you to inspect your car.
          </p>
          {typeof submitError === 'string' && <FormErrorAlert message={submitError} />}
          <SubmitButton label="Accept Offer" submitting={submitting === true} />
        </form>
      )}
    />
  );
}
