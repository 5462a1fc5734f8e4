import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { Provider } from 'react-redux';
import {
  installLeadNetwork,
  testDealer,
  testSite,
  type FakeLeadNetwork,
  type FakeRoute,
} from '../../../testing';
import { bus, type AnalyticsEvent } from '../../bus/platform-events';
import type { LeadSubmission } from '../../domain/vehicle';
import { FORM_SUBMIT_ERROR, UNEXPECTED_ERROR } from '../../rules/messages';
import { createPlatformStore } from '../../store/create-store';
import { readContact } from '../../leads/lead-storage';
import { useLeadSubmit, type LeadSubmitSteps } from '../use-lead-submit';

interface Values {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

const SITE = testSite();
const VALUES: Values = { name: 'Jo', email: 'jo@example.com', phone: '0412 345 678', message: 'Hi' };
const toLead = (values: Values): LeadSubmission => ({
  category: 'General Enquiry',
  subcategory: 'Career Enquiry',
  name: values.name ?? '',
  email: values.email ?? '',
  phone: values.phone ?? '',
  message: values.message ?? null,
  dealership_slug: null,
  car_id: 7,
});

let network: FakeLeadNetwork | null = null;
let alert: jest.SpyInstance;
let events: AnalyticsEvent[];
let off: () => void;
beforeEach(() => {
  window.localStorage.clear();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  events = [];
  off = bus.on('analytics', (event) => events.push(event));
});
afterEach(() => {
  network?.restore();
  network = null;
  alert.mockRestore();
  off();
});

function submitWith(routes: Record<string, FakeRoute>, steps: Partial<LeadSubmitSteps<Values>> = {}) {
  network = installLeadNetwork(routes);
  const onSent = jest.fn();
  const store = createPlatformStore({ site: SITE, dealer: testDealer(), storage: null });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(
    () => useLeadSubmit<Values>({ toLead, eventId: () => 51, onSent, ...steps }),
    {
      wrapper,
    },
  );
  return { submit: result.current, onSent, leads: network.leads };
}

describe('useLeadSubmit', () => {
  it('sends the lead with a key, keeps the contact, sends the analytics event, then calls onSent', async () => {
    const { submit, onSent, leads } = submitWith({
      '/api/leads': { status: 201, body: { lead_id: 'lead-1' } },
    });

    await expect(submit(VALUES)).resolves.toBeUndefined();

    expect(leads).toHaveLength(1);
    expect(leads[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(leads[0]!.body).toEqual(toLead(VALUES));
    expect(readContact(SITE.slug)).toMatchObject({
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412 345 678',
    });
    expect(events).toEqual([
      {
        eventId: 51,
        name: 'lead_submitted',
        data: {
          lead_id: 'lead-1',
          category: 'General Enquiry',
          subcategory: 'Career Enquiry',
          car_id: 7,
        },
      },
    ]);
    expect(onSent).toHaveBeenCalledWith('lead-1', VALUES, toLead(VALUES));
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows the browser alert and returns the server's message as the form error, keeping nothing", async () => {
    const { submit, onSent } = submitWith({
      '/api/leads': { status: 400, body: { message: 'Bad postcode.' } },
    });

    await expect(submit(VALUES)).resolves.toEqual({ [FORM_ERROR]: 'Bad postcode.' });

    expect(alert).toHaveBeenCalledWith(FORM_SUBMIT_ERROR);
    expect(onSent).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(readContact(SITE.slug)).toBeNull();
  });

  it('keeps the key while the lead is unchanged and takes a new one when it changes', async () => {
    const { submit, leads } = submitWith({ '/api/leads': { status: 500 } });

    await expect(submit(VALUES)).resolves.toEqual({ [FORM_ERROR]: UNEXPECTED_ERROR });
    await submit({ ...VALUES });
    await submit({ ...VALUES, message: 'Hello' });

    expect(leads).toHaveLength(3);
    expect(leads[1]!.key).toBe(leads[0]!.key);
    expect(leads[2]!.key).not.toBe(leads[0]!.key);
  });
});
