/** Exact user-facing texts of spec §4, §5 and §8. Copy, never reword (the typo of UNEXPECTED_ERROR is kept). */

/** Lead submit failed and the response gave no error. */
export const UNEXPECTED_ERROR = 'An unexpected error occured';
/** Browser alert, and stored form error when the response has none. */
export const FORM_SUBMIT_ERROR = 'An error occurred when submitting this form';
export const POSTCODE_ERROR = 'Invalid postcode. Please enter a 4-digit number.';
/** Geocoding gave no result. */
export const INVALID_POSTCODE_GEOCODE = 'Invalid postcode';
export const DISCLAIMER_ERROR = '*You must agree to the terms of use before submitting.';
export const DISCLAIMER_LABEL = 'I agree to the Privacy Policy and Terms & Conditions*.';
export const ERROR_LIST_HEADING = 'Please fix the following errors:';
export const SOLD_NOTICE_TITLE = 'Unfortunately this vehicle recently sold.';
export const SOLD_NOTICE_BODY = "But don't worry, we can help you find a similar vehicle!";
/** Note some dealers show under the enquiry form. */
export const TERMS_NOTE = '* You must agree to the terms of use before submitting the form.';
/** Opening hours: a closed day, or hours unavailable. */
export const CLOSED_LABEL = 'Closed';
/** Opening hours: a closed Saturday for dealers with the by-appointment setting. */
export const BY_APPOINTMENT_LABEL = 'By appointment only';
/** Price display of a pre-order car without a real price. */
export const PREORDER_LABEL = 'PREORDER';
