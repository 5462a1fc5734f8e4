import { useNavigate } from 'react-router';
import { leadEventId, storeSelectedCar, storeSuccessCategory, useSite } from '@dealerline/shared';
import { useLeadSubmit } from '@dealerline/shared/forms';
import { chosenCategory, eventCategory } from '../form-variants';
import { buildLead, type LeadContext } from '../lead-payload';
import type { LeadFormValues } from '../lead-values';

/**
 * The submit of a lead form (spec §4, §7.4, §8, §9) through the shared useLeadSubmit; the analytics event id
 * follows the chosen category and the car. A sent lead also keeps the car and the success category, then
 * opens /success?car_type=….
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
      if (car)
        storeSelectedCar(site, { id: car.id, slug: car.slug, name: `${car.year} ${car.make} ${car.model}` });
      storeSuccessCategory(site, choiceOf(values));
      const query = car ? `?${new URLSearchParams({ car_type: car.car_type }).toString()}` : '';
      navigate(`/success${query}`);
    },
  });
}
