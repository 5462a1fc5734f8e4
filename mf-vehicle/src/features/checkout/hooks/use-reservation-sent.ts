import { bus, leadEventId, useSite, type Car, type ReservationRequest } from '@dealerline/shared';
import { afterLeadSent } from '@dealerline/shared/forms';
import { reservationLeadCategory } from '@dealerline/shared/rules';

/**
 * What follows a paid reservation, as a lead form's lead (spec §3, §7.4, §9): the server stored the Reserve
 * or Buy Online lead with it, so the checkout keeps the shopper's contact details and sends the
 * `lead_submitted` analytics event (the lead, its kind and car; no personal data), the default form's id (22: the spec gives reserve no
 * id of its own). It tells the page on the bus that this tab reserved the car (`car:reserved`), so what another
 * remote fetched before (mf-search's cached results) shows it reserved, not with Reserve this Car.
 */
export function useReservationSent(car: Pick<Car, 'id' | 'car_type' | 'tag'>) {
  const { slug: site } = useSite();
  return (leadId: string, request: ReservationRequest) => {
    bus.emit('car:reserved', { carId: car.id });
    const { name, last_name, email, phone, postcode } = request;
    afterLeadSent({
      site,
      leadId,
      lead: { category: reservationLeadCategory(request.kind), subcategory: null, car_id: car.id },
      eventId: leadEventId({ category: 'other', carType: car.car_type, tag: car.tag }),
      contact: { name, last_name: last_name ?? undefined, email, phone, postcode: postcode ?? undefined },
    });
  };
}
