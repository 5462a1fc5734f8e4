import { dataLayerEntry, leadEventData, withoutPersonalData } from '../analytics-data';

describe('what an analytics event may carry', () => {
  it("leaves a shopper's personal data out of the data-layer entry, at any depth", () => {
    expect(
      dataLayerEntry({
        eventId: 15,
        name: 'lead_submitted',
        data: {
          lead_id: 'lead-1',
          category: 'Vehicle Enquiry',
          car_id: 7,
          name: 'Jo',
          Email: 'jo@example.com',
          phone: '0412 345 678',
          postcode: '4558',
          params: { message: 'Call me', rego: 'ABC123', car_type: 'used' },
          people: [{ last_name: 'Citizen', role: 'buyer' }],
        },
      }),
    ).toEqual({
      event: 'lead_submitted',
      event_id: 15,
      lead_id: 'lead-1',
      category: 'Vehicle Enquiry',
      car_id: 7,
      params: { car_type: 'used' },
      people: [{ role: 'buyer' }],
    });
  });

  it('keeps the event name and spec id whatever the data holds', () => {
    expect(
      dataLayerEntry({ eventId: 39, name: 'favourite', data: { event: 'other', event_id: 1, car_id: 3 } }),
    ).toEqual({ event: 'favourite', event_id: 39, car_id: 3 });
    expect(dataLayerEntry({ eventId: 25, name: 'call_click' })).toEqual({
      event: 'call_click',
      event_id: 25,
    });
  });

  it('names a lead by its id, kind and car only', () => {
    const lead = {
      category: 'Test Drive',
      subcategory: undefined,
      car_id: undefined,
      name: 'Jo',
      email: 'jo@example.com',
    };
    expect(leadEventData('lead-2', lead)).toEqual({
      lead_id: 'lead-2',
      category: 'Test Drive',
      subcategory: null,
      car_id: null,
    });
  });

  it('leaves values that are not plain objects as they are', () => {
    expect(withoutPersonalData(null)).toBeNull();
    expect(withoutPersonalData('name')).toBe('name');
    expect(withoutPersonalData([1, { email: 'x' }])).toEqual([1, {}]);
  });
});
