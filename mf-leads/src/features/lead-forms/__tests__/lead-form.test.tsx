import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@dealerline/shared/testing';
import { TradeInPage } from '../../trade-in/components/trade-in-page';
import { LeadForm } from '../components/lead-form';

describe('lead frames', () => {
  it('heads /book-test-drive, where the form is the whole page, with its h1', () => {
    renderWithPlatform(<LeadForm variant="test-drive" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Book a Test Drive');
  });

  it.each([
    ['service', 'Service Enquiry'],
    ['email-us', 'Email Us'],
    ['careers', 'Careers Enquiry'],
    [undefined, 'Send us a message'],
  ])('titles the %s form', (variant, heading) => {
    renderWithPlatform(<LeadForm variant={variant} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading);
  });

  it('titles the trade-in page', () => {
    renderWithPlatform(<TradeInPage variant="trade-in" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sell My Car');
  });
});
