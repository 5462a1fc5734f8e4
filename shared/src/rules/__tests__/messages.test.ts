import * as M from '../messages';

describe('spec texts', () => {
  it('are copied exactly, typo included', () => {
    expect(M).toEqual({
      UNEXPECTED_ERROR: 'An unexpected error occured',
      FORM_SUBMIT_ERROR: 'An error occurred when submitting this form',
      POSTCODE_ERROR: 'Invalid postcode. Please enter a 4-digit number.',
      INVALID_POSTCODE_GEOCODE: 'Invalid postcode',
      DISCLAIMER_ERROR: '*You must agree to the terms of use before submitting.',
      DISCLAIMER_LABEL: 'I agree to the Privacy Policy and Terms & Conditions*.',
      ERROR_LIST_HEADING: 'Please fix the following errors:',
      SOLD_NOTICE_TITLE: 'Unfortunately this vehicle recently sold.',
      SOLD_NOTICE_BODY: "But don't worry, we can help you find a similar vehicle!",
      TERMS_NOTE: '* You must agree to the terms of use before submitting the form.',
      CLOSED_LABEL: 'Closed',
      BY_APPOINTMENT_LABEL: 'By appointment only',
      PREORDER_LABEL: 'PREORDER',
    });
  });
});
