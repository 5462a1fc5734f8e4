import { useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import { useNavigate } from 'react-router';
import {
  bus,
  FORM_SUBMIT_ERROR,
  leadEventId,
  LeadSubmitError,
  newIdempotencyKey,
  storeContact,
  storeSelectedCar,
  storeSuccessCategory,
  submitLead,
  UNEXPECTED_ERROR,
  useSite,
} from '@dealerline/shared';
import { eventCategory, leadCategory } from '../form-variants';
import { buildLead, type LeadContext } from '../lead-payload';
import type { LeadFormValues } from '../lead-values';

/**
 * The submit of a lead form (spec §4, §7.4, §8): sends the lead through submitLead (the same idempotency key
 * while the lead is unchanged, so a lead stored before a failed answer is not stored twice). On a lead_id it
 * keeps the contact details, the car and the success category, sends the analytics event of spec §9 and
 * opens /success?car_type=…; on a failure it shows the browser alert and returns the server's message (or
 * "An unexpected error occured") as the form error, the typed values staying in the form.
 */
export function useLeadSubmit(context: LeadContext) {
  const { slug: site } = useSite();
  const navigate = useNavigate();
  const lastKey = useRef<{ body: string; key: string } | null>(null);

  return async (values: LeadFormValues) => {
    const lead = buildLead(values, context);
    const body = JSON.stringify(lead);
    if (lastKey.current?.body !== body) lastKey.current = { body, key: newIdempotencyKey() };
    try {
      const { lead_id } = await submitLead(lead, { idempotencyKey: lastKey.current.key });
      const choice = context.shape.categorySelector
        ? (values.category ?? context.shape.category)
        : context.shape.category;
      const { car } = context;
      storeContact(site, values);
      if (car)
        storeSelectedCar(site, { id: car.id, slug: car.slug, name: `${car.year} ${car.make} ${car.model}` });
      storeSuccessCategory(site, choice);
      bus.emit('analytics', {
        eventId: leadEventId({
          category: eventCategory(choice),
          carType: car?.car_type ?? null,
          tag: car?.tag,
        }),
        name: 'lead_submitted',
        data: {
          lead_id,
          category: lead.category,
          subcategory: leadCategory(choice).subcategory,
          car_id: lead.car_id ?? null,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
        },
      });
      const query = car ? `?${new URLSearchParams({ car_type: car.car_type }).toString()}` : '';
      navigate(`/success${query}`);
      return undefined;
    } catch (error) {
      window.alert(FORM_SUBMIT_ERROR);
      return { [FORM_ERROR]: error instanceof LeadSubmitError ? error.message : UNEXPECTED_ERROR };
    }
  };
}
