import * as C from '../constants';

describe('spec §9 constants', () => {
  it('holds the limits the rules rely on', () => {
    expect(C.NEW_ARRIVAL_DAYS).toBe(8);
    expect(C.REAL_PRICE_MIN).toBe(10);
    expect(C.MARKET_PRICE_THRESHOLD).toBe(500);
    expect(C.FINANCE_MIN_PRICE).toBe(500);
    expect(C.TAURUS_MAX_AGE_YEARS).toBe(12);
    expect(C.TAURUS_DEPOSIT).toBe(0.1);
    expect(C.COMPARISON_RATE_EXAMPLE).toEqual({ amount: 30000, years: 5 });
    expect(C.DEFAULT_INTEREST_RATE).toBe(10);
    expect(C.RESERVE_MIN_PRICE).toBe(200);
    expect(C.DEFAULT_SOLD_VISIBLE_DAYS).toBe(3);
    expect(C.MANUFACTURER_SOLD_VISIBLE_DAYS).toBe(4);
    expect(C.RESULT_COUNT_CAP).toBe(1999);
    expect(C.DEFAULT_HITS_PER_PAGE).toBe(21);
    expect(C.POPULAR_MAKES_COUNT).toBe(20);
    expect(C.STOCK_LOCATION_RULES).toEqual({ min: 0, max: 14 });
    expect(C.PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(C.POSTCODE_LENGTH).toBe(4);
    expect(C.EARTH_RADIUS_KM).toBe(6371);
  });

  it('holds the display constants', () => {
    expect(C.MIN_REVIEW_RATING).toBe(4);
    expect(C.GOOGLE_REVIEWS_QUANTITY).toBe(12);
    expect(C.STAR_RATING_DECIMALS).toBe(1);
    expect(C.SAMPLE_REVIEWS).toEqual({ count: 12270, average: 4.8 });
    expect(C.MAP_DEFAULT_ZOOM).toBe(10);
    expect(C.LOCATION_IMAGE_HEIGHT).toBe(150);
    expect(C.CARD_CTA_POSITION).toBe(30);
    expect(C.PROMOTIONS_SLIDER).toEqual({ width: 1920, height: 540 });
    expect(C.LOCATION_GRID_COLUMNS).toEqual({ wide: 4, medium: 2 });
    expect(C.IMAGE_DEFAULTS).toEqual({
      large: { width: 750, quality: 90 },
      small: { width: 360, quality: 75 },
    });
    expect(C.BREAKPOINTS).toEqual({ xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(C.SALE_BANNER_EXPIRES).toBe('2025-06-15');
  });

  it('switches the kms sorts off by default', () => {
    expect(C.SORT_OPTIONS.filter((o) => o.enabledByDefault).map((o) => o.label)).toEqual([
      'Most Relevant',
      'Latest',
      'Highest Price',
      'Lowest Price',
    ]);
    expect(C.SORT_OPTIONS.filter((o) => !o.enabledByDefault).map((o) => o.key)).toEqual([
      'km_desc',
      'km_asc',
    ]);
  });

  it('lists the default search filters', () => {
    expect(C.DEFAULT_SEARCH_FILTERS).toEqual([
      'car_type',
      'colour',
      'body',
      'transmission',
      'odometer',
      'price',
      'fuelType',
      'drive',
      'year',
      'make',
      'model',
    ]);
  });

  it('holds the policy and marketing figures', () => {
    expect(C.TRADE_IN_ONLINE_ESTIMATE_LIMITS).toEqual({ maxAgeYears: 7, maxKm: 100000, keySets: 2 });
    expect(C.USED_WARRANTY_YEARS).toBe(3);
    expect(C.SERVING_SINCE_YEAR).toBe(1969);
  });
});
