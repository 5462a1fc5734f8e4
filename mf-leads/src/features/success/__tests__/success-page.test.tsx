import { storeSuccessCategory } from '@dealerline/shared';
import { screen } from '@testing-library/react';
import { renderWithPlatform, testSite } from '@dealerline/shared/testing';
import { SuccessPage } from '../components/success-page';
import { DEFAULT_THANK_YOU } from '../thank-you-text';

beforeEach(() => window.localStorage.clear());

describe('success page', () => {
  it('thanks the shopper for the category of the lead just sent', () => {
    storeSuccessCategory(testSite().slug, 'Test Drive');
    renderWithPlatform(<SuccessPage />, { url: '/success?car_type=new' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you');
    expect(
      screen.getByText(
        'Thank you for booking a test drive. We will be in touch shortly to confirm your time.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['Finance Enquiry', 'Thank you for your finance enquiry. We will be in touch shortly.'],
    ['Finance Pre-Approval', 'Thank you for your pre-approval request. We will be in touch shortly.'],
    ['Finance Application', 'Thank you for your finance application. We will be in touch shortly.'],
    ['Vehicle Enquiry', 'Thank you for your vehicle enquiry. We will be in touch shortly.'],
  ])('thanks a %s as what it was', (category, text) => {
    storeSuccessCategory(testSite().slug, category);
    renderWithPlatform(<SuccessPage />, { url: '/success' });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('gives the general thank-you without a kept category', () => {
    renderWithPlatform(<SuccessPage />, { url: '/success' });
    expect(screen.getByText(DEFAULT_THANK_YOU)).toBeInTheDocument();
  });
});
