import { useNavigate } from 'react-router';
import { leadEventId, useSite } from '@dealerline/shared';
import { keepLeadForSuccess, successPath, useLeadSubmit } from '@dealerline/shared/forms';
import { chosenCategory, eventCategory } from '../form-variants';
import { buildLead, type LeadContext } from '../lead-payload';
import type { LeadFormValues } from '../lead-values';

/**
 * The submit of a lead form (spec §4, §7.4, §8, §9) through the shared useLeadSubmit; the analytics event id
 * follows the chosen category and the car. A sent lead also keeps the car (or forgets an earlier one) and the
 * success category, then opens /success?car_type=… (keepLeadForSuccess, successPath).
 */
export function useLeadFormSubmit(context: LeadContext) {
  const { slug: site } = useSite();
  const navigate = useNavigate();
  const { shape, car } = context;
  const choiceOf = (values: LeadFormValues) => chosenCategory(shape, values.category);

  return useLeadSubmit<LeadFormValues>({
    toLead: (values) => buildLead(values, context),
    eventId: (values) =>
      leadEventId({
        category: eventCategory(choiceOf(values)),
        carType: car?.car_type ?? null,
        tag: car?.tag,
      }),
    onSent: (_leadId, values) => {
      keepLeadForSuccess(site, choiceOf(values), car);
      navigate(successPath(car?.car_type ?? null));
    },
  });
}
