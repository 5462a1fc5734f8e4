import type { ContentPage } from '../../../../shared/src/domain/content';
import { faq, heading, page, type PageFacts } from './page-kit';

/** /faqs with the trade-in FAQ of spec §9. */
export function faqs(f: PageFacts): ContentPage {
  return page(
    f,
    '/faqs',
    'Frequently Asked Questions',
    `Answers to common questions about buying and selling with ${f.name}.`,
    [
      heading('Trade-ins and selling your vehicle'),
      faq(
        [
          'Can I get an online estimate for any vehicle?',
          'We generally cannot give an online estimate for vehicles over 7 years old or with more than 100,000 km; ' +
            'bring it in and we will value it in person.',
        ],
        [
          'How is my estimate worked out?',
          'It is based on current market data, the make, model and year, the odometer reading and service history, ' +
            'and assumes two sets of keys, no illegal modifications and the vehicle in good condition.',
        ],
        ['Is the estimate the final price?', 'No. The price is subject to an inspection of the vehicle.'],
        [
          'I still owe money on my vehicle. Can I trade it in?',
          'Yes. We need a payout letter from your finance company; we pay out the loan and pay any surplus to you ' +
            'by direct credit.',
        ],
      ),
      heading('Buying'),
      faq(
        [
          'Can I reserve a vehicle online?',
          f.reservesOnline
            ? 'Yes, on vehicles showing Reserve this Car. The deposit is fully refundable.'
            : `Not online. Call us on ${f.phone} or send an enquiry from the vehicle's page.`,
        ],
        [
          'Do you arrange finance?',
          'Yes. Finance is for approved applicants only; fees, charges and lending criteria apply.',
        ],
        ['Can I book a test drive?', `Yes, online or by calling ${f.phone}.`],
      ),
    ],
  );
}
