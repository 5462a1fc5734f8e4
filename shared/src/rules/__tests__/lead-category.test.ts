import {
  CATEGORY_REQUIRED_ERROR,
  DEFAULT_LEAD_CATEGORY,
  normaliseLeadCategory,
  reservationLeadCategory,
  validateLeadCategory,
} from '../lead-category';

describe('normaliseLeadCategory', () => {
  it('turns Careers Enquiry (and Careers) into General Enquiry with subcategory Career Enquiry', () => {
    const careers = { category: 'General Enquiry', subcategory: 'Career Enquiry' };
    expect(normaliseLeadCategory('Careers Enquiry', null)).toEqual(careers);
    expect(normaliseLeadCategory('Careers', 'anything')).toEqual(careers);
  });
  it('keeps every other category and subcategory', () => {
    expect(normaliseLeadCategory('Test Drive', 'Sales')).toEqual({
      category: 'Test Drive',
      subcategory: 'Sales',
    });
    expect(normaliseLeadCategory('Vehicle Enquiry', null)).toEqual({
      category: 'Vehicle Enquiry',
      subcategory: null,
    });
    expect(normaliseLeadCategory('Fleet', null)).toEqual({ category: 'Fleet', subcategory: null });
  });
});

describe('validateLeadCategory', () => {
  it('defaults to General Enquiry and requires a category when the selector is shown', () => {
    expect(DEFAULT_LEAD_CATEGORY).toBe('General Enquiry');
    expect(validateLeadCategory('General Enquiry')).toBeUndefined();
    expect(validateLeadCategory('')).toBe('Please choose a category.');
    expect(validateLeadCategory(undefined)).toBe(CATEGORY_REQUIRED_ERROR);
    expect(validateLeadCategory(null)).toBe(CATEGORY_REQUIRED_ERROR);
  });
});

describe('reservationLeadCategory', () => {
  it('names a reservation Reserve and an online purchase Buy Online', () => {
    expect(reservationLeadCategory('reserve')).toBe('Reserve');
    expect(reservationLeadCategory('buy_online')).toBe('Buy Online');
  });
});
