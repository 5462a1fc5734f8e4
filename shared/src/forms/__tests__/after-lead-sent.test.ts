import { bus, type AnalyticsEvent } from '../../bus/platform-events';
import { readContact } from '../../leads/lead-storage';
import { afterLeadSent, type SentLead } from '../after-lead-sent';

const LEAD: SentLead = { category: 'Reserve', subcategory: null, car_id: 42 };

const CONTACT = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4558',
};

let events: AnalyticsEvent[];
let off: () => void;
beforeEach(() => {
  window.localStorage.clear();
  events = [];
  off = bus.on('analytics', (event) => events.push(event));
});
afterEach(() => off());

describe('afterLeadSent', () => {
  it('keeps the contact details for the site and sends lead_submitted naming the lead, without them', () => {
    afterLeadSent({
      site: 'site-a',
      leadId: 'lead-9',
      // A form's whole lead, as useLeadSubmit passes it: the event takes its id, kind and car only.
      lead: { ...LEAD, name: 'Jo', email: 'jo@example.com', phone: '0412 345 678' } as SentLead,
      eventId: 22,
      contact: CONTACT,
    });

    expect(readContact('site-a')).toEqual(CONTACT);
    expect(readContact('site-b')).toBeNull();
    expect(events).toEqual([
      {
        eventId: 22,
        name: 'lead_submitted',
        data: { lead_id: 'lead-9', ...LEAD },
      },
    ]);
  });

  it('sends the event but keeps no contact without a phone, and names no car as null', () => {
    afterLeadSent({
      site: 'site-a',
      leadId: 'lead-10',
      lead: { ...LEAD, car_id: undefined },
      eventId: 22,
      contact: { name: 'Jo', email: 'jo@example.com', phone: ' ' },
    });

    expect(readContact('site-a')).toBeNull();
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ lead_id: 'lead-10', car_id: null });
  });
});
