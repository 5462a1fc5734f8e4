import { createTestApp, waitForSearchIndex, type TestApp } from '../../test-support/test-app';
import { testLead } from '../../test-support/test-lead';
import { reservableCars, reservation } from '../../reservations/__tests__/reservation-fixtures';
import { leadDeliveryStates } from '../delivery-repository';

jest.setTimeout(120_000);

const SITE = 'coastline-motor-group';
const HOST = `${SITE}.localhost:8080`;
/** Far longer than the test waits: a lead delivered in time was woken for, not polled for. */
const POLL_MS = 600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demoCars: 200, leadDelivery: { pollMs: POLL_MS } });
  await waitForSearchIndex(t.app);
  // The worker's first round (at start) has found nothing and now waits POLL_MS.
  await new Promise((resolve) => setTimeout(resolve, 500));
});
afterAll(async () => {
  await t?.close();
});

async function deliveredWithin(leadId: string, ms: number): Promise<string | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const [state] = await leadDeliveryStates(t.app.platform.db, [leadId]);
    // Being delivered is still on its way (a loaded machine sees it): only the end of the attempt counts.
    const waiting = state?.status === 'pending' || state?.status === 'delivering';
    if (!waiting || Date.now() > deadline) return state?.status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const post = (url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('a stored lead wakes the delivery worker', () => {
  it('sends an enquiry at once, not at the next poll', async () => {
    const [car] = await reservableCars(t, SITE);
    const res = await post('/api/leads', testLead({ car_id: car!.id }));
    expect(res.statusCode).toBe(201);
    expect(await deliveredWithin(res.json().lead_id, 10_000)).toBe('delivered');
  });

  it("sends a reservation's lead at once", async () => {
    const [, car] = await reservableCars(t, SITE);
    const res = await post(`/api/cars/${car!.slug}/reservations`, reservation());
    expect(res.statusCode).toBe(201);
    const [lead] = await t.app.platform.db.query<{ id: string }>('SELECT id FROM leads WHERE car_id = $1', [
      car!.id,
    ]);
    expect(await deliveredWithin(lead!.id, 10_000)).toBe('delivered');
  });
});
