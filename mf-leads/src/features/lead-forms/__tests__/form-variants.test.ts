import { leadEventId } from '@dealerline/shared';
import { eventCategory, formShape, namesSoldCar, PHOTO_REQUEST_TEXT } from '../form-variants';

const query = (text: string) => new URLSearchParams(text);

describe('namesSoldCar', () => {
  it('keeps a sold car on an enquiry and a photo request, not on a test drive', () => {
    expect(namesSoldCar(formShape('contact', query('car_id=7')))).toBe(true);
    expect(namesSoldCar(formShape('contact', query('car_id=7&form=request-photos')))).toBe(true);
    expect(namesSoldCar(formShape('test-drive', query('car_id=7')))).toBe(false);
  });
});

describe('formShape', () => {
  it('turns /contact?car_id= into the enquiry on the car, and its photo request', () => {
    expect(formShape('contact', query('')).kind).toBe('contact');
    expect(formShape('contact', query('car_id=7')).kind).toBe('enquiry');
    const photos = formShape('contact', query('car_id=7&form=request-photos'));
    expect(photos).toMatchObject({
      kind: 'request-photos',
      message: 'optional',
      requestText: PHOTO_REQUEST_TEXT,
    });
  });

  it('shows the category selector only on the general contact form, defaulting to General Enquiry', () => {
    expect(formShape('contact', query(''))).toMatchObject({
      categorySelector: true,
      category: 'General Enquiry',
    });
    expect(formShape('test-drive', query('car_id=7'))).toMatchObject({
      categorySelector: false,
      dateTime: true,
    });
    expect(formShape('careers', query('')).categorySelector).toBe(false);
    expect(formShape(undefined, query('')).kind).toBe('contact');
  });

  it('books a service where the dealer takes bookings, else asks a service enquiry', () => {
    expect(formShape('service', query(''), { serviceBooking: true })).toMatchObject({
      kind: 'service',
      category: 'Service',
      dateTime: true,
      department: 'service',
      vehicleDetails: true,
      message: 'optional',
    });
    expect(formShape('service', query(''))).toMatchObject({
      kind: 'service-enquiry',
      categorySelector: true,
      category: 'Service',
      vehicleDetails: false,
    });
  });
});

describe('analytics ids (spec §9)', () => {
  it.each([
    ['Vehicle Enquiry', 'new', null, 14],
    ['Vehicle Enquiry', 'used', null, 15],
    ['Test Drive', 'new', null, 17],
    ['Test Drive', 'used', 'Test Drive Only', 17],
    ['Test Drive', 'used', null, 48],
    ['General Enquiry', null, null, 22],
    ['Fleet', null, null, 22],
    ['Request Photos', 'used', null, 22],
    ['Careers Enquiry', null, null, 51],
  ] as const)('%s on a %s car (tag %s) → %i', (choice, carType, tag, id) => {
    expect(leadEventId({ category: eventCategory(choice), carType, tag })).toBe(id);
  });
});
