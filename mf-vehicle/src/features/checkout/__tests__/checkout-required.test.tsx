import userEvent from '@testing-library/user-event';
import { DISCLAIMER_LABEL } from '@dealerline/shared/rules';
import { marksUnlikeErrors, renderWithPlatform, submitEmpty } from '@dealerline/shared/testing';
import { ContactStep } from '../components/contact-step';
import { PaymentStep } from '../components/payment-step';
import { CHECKOUT_TEXTS } from '../utils/checkout-kind';

// Each step's fields marked required (aria-required and " *") are exactly those whose rules refuse them
// empty: a submit with every field empty shows an error for each marked field and for no other.

beforeEach(() => window.localStorage.clear());

async function expectMarks(submit: string, required: string[]) {
  const { noteFirst, fields } = await submitEmpty(userEvent.setup(), submit);
  expect(noteFirst).toBe(true);
  expect(fields.filter((field) => field.ariaRequired).map((field) => field.name)).toEqual(required);
  expect(fields.filter((field) => !field.ariaRequired)).toEqual([]);
  expect(marksUnlikeErrors(fields)).toEqual([]);
}

describe('required marks of the checkout', () => {
  it('the details step requires the contact details, the postcode and the disclaimer', async () => {
    renderWithPlatform(<ContactStep onNext={jest.fn()} />);
    await expectMarks('Continue to payment', [
      'First Name',
      'Last Name',
      'Email Address',
      'Mobile Number',
      'Postcode',
      DISCLAIMER_LABEL,
    ]);
  });

  it('the payment step requires every card detail', async () => {
    const onPay = jest.fn();
    renderWithPlatform(
      <PaymentStep deposit={500} price={45_990} texts={CHECKOUT_TEXTS.reserve} onPay={onPay} />,
    );
    await expectMarks('Pay $500 deposit and reserve', [
      'Card number',
      'Expiry (MM/YY)',
      'Security code (CVC)',
      'Name on card',
    ]);
    expect(onPay).not.toHaveBeenCalled();
  });
});
