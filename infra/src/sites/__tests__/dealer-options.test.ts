import { dealerOptions } from '../dealer-options';

describe('dealerOptions', () => {
  it('keeps the known switches that are set, and nothing else', () => {
    expect(
      dealerOptions({
        name: 'Dealer',
        lead_captcha: false,
        service_booking: true,
        reviews_hidden: undefined,
      }),
    ).toEqual({ lead_captcha: false, service_booking: true });
  });

  it('ignores stored values that are not booleans, and anything that is not an object', () => {
    expect(dealerOptions({ lead_terms_note: 'yes', book_a_service_button: 1, reviews_hidden: true })).toEqual(
      {
        reviews_hidden: true,
      },
    );
    expect(dealerOptions(null)).toEqual({});
    expect(dealerOptions('[]')).toEqual({});
  });
});
