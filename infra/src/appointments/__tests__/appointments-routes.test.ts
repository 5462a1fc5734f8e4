import type { DealerLocation } from '../../../../shared/src/domain/location';
import { createTestApp, type TestApp } from '../../test-support/test-app';

jest.setTimeout(120_000);

let t: TestApp;
let mazda: DealerLocation;
let otherSiteLocationId: number;
const HOST = 'coastline-motor-group.localhost:8080';
// Monday 3 June 2030, 10:00 in Brisbane (UTC+10): far from the demo's holiday hours.
const NOW = Date.parse('2030-06-03T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const tenant = await t.app.platform.sites.findBySlug('coastline-motor-group');
  mazda = tenant!.dealer.locations.find((l) => l.id === 101)!;
  const other = await t.app.platform.sites.findBySlug('harbour-nissan');
  otherSiteLocationId = other!.dealer.locations[0]!.id;
});
afterAll(async () => t?.close());

const get = (location: string | number, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/locations/${location}/appointments?${query}`,
    headers: { host: HOST },
  });

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('GET /api/locations/:location/appointments', () => {
  it('gives a slot every 30 minutes inside the day’s sales hours, by id or slug', async () => {
    const tuesday = mazda.contact_detail.opening_hours!.sales!.find((e) => e.weekday === 2)!;
    expect(tuesday.status).toBe('Open');
    const res = await get(101, 'date=2030-06-04&department=sales');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      location_id: 101,
      date: '2030-06-04',
      department: 'sales',
      time_zone: 'Australia/Brisbane',
    });
    const times: string[] = body.slots.map((s: { time: string }) => s.time);
    expect(minutes(times[0]!)).toBe(minutes(tuesday.open!.padStart(5, '0')));
    expect(minutes(times.at(-1)!) + 30).toBeLessThanOrEqual(minutes(tuesday.close!.padStart(5, '0')));
    times.slice(1).forEach((time, i) => expect(minutes(time) - minutes(times[i]!)).toBe(30));
    expect(body.slots[0].label).toMatch(/^\d{1,2}:\d{2}(am|pm)$/);
    expect((await get('coastline-mazda-maroochydore', 'date=2030-06-04')).json().slots).toEqual(body.slots);
  });

  it('gives only later slots today and none on a past day', async () => {
    const today = (await get(101, 'date=2030-06-03')).json().slots as { time: string }[];
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((s) => s.time > '10:00')).toBe(true);
    expect((await get(101, 'date=2030-06-02')).json().slots).toEqual([]);
  });

  it('gives none on a day the department is closed', async () => {
    const sunday = mazda.contact_detail.opening_hours!.sales!.find((e) => e.weekday === 0);
    expect(sunday?.status ?? 'Closed').toBe('Closed');
    expect((await get(101, 'date=2030-06-09')).json().slots).toEqual([]);
    expect((await get(101, 'date=2030-06-04&department=parts')).json().slots).toEqual([]);
  });

  it('gives none at a location that has not opened yet ("Coming Late 2025")', async () => {
    const tenant = await t.app.platform.sites.findBySlug('coastline-motor-group');
    const coming = tenant!.dealer.locations.find((l) => l.coming_soon_label)!;
    expect(coming.contact_detail.opening_hours?.sales?.some((e) => e.status === 'Open')).toBe(true);
    expect((await get(coming.id, 'date=2030-06-04&department=sales')).json().slots).toEqual([]);
  });

  it('answers 400 for a bad date or department and 404 for another site’s location', async () => {
    expect((await get(101, 'date=2030-02-30')).json()).toEqual({
      message: 'date must be a real date as YYYY-MM-DD',
    });
    expect((await get(101, 'date=tomorrow')).statusCode).toBe(400);
    expect((await get(101, '')).json()).toEqual({ message: 'querystring: date is required' });
    expect((await get(101, 'date=2030-06-04&department=all')).statusCode).toBe(400);
    const other = await get(otherSiteLocationId, 'date=2030-06-04');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: `No location ${otherSiteLocationId}` });
  });
});
