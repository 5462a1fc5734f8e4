import { bus } from '../bus/platform-events';
import { ANALYTICS_EVENT_IDS } from './event-ids';

/**
 * A shopper pressed a link or button that calls the dealer (spec §7.12, §9: call click, 25): the header's
 * number, a location card's, the vehicle page's reveal, the success page's, a region fallback's. `data` says
 * which (ids of the car, dealership or location, or where on the page), never the shopper.
 */
export function sendCallClick(data: Record<string, unknown>): void {
  bus.emit('analytics', { eventId: ANALYTICS_EVENT_IDS.CALL_CLICK, name: 'call_click', data });
}
