import type { ContentPage } from '../../../../shared/src/domain/content';
import { heading, list, page, para, type PageFacts } from './page-kit';

/** /privacy-policy with the spec §9 timings: access acknowledged in 7 days, given in 30, complaints in 14 or 30. */
export function privacyPolicy(f: PageFacts): ContentPage {
  return page(
    f,
    '/privacy-policy',
    'Privacy Policy',
    `How ${f.name} collects, uses and protects your personal information.`,
    [
      para(
        `${f.name} is bound by the Australian Privacy Principles in the Privacy Act 1988 (Cth). This policy explains ` +
          'what personal information we collect, why we collect it and how you can access or correct it.',
      ),
      heading('What we collect'),
      list(
        'Your name, phone number, email address and postcode when you send an enquiry, book a test drive or service, or apply for finance.',
        'Details of a vehicle you ask us to value, including its registration, odometer and service history.',
        'How you use our website (pages visited and searches made), collected through cookies.',
      ),
      heading('How we use it'),
      para(
        'We use your information to answer your enquiry, arrange finance, insurance and servicing you ask for, and, ' +
          'if you opt in, to tell you about offers. We do not sell your personal information.',
      ),
      heading('Access and correction'),
      para(
        `You may ask for the personal information we hold about you by writing to ${f.email}. We will acknowledge ` +
          'your request within 7 days and give you access within 30 days, unless the law allows us to refuse.',
      ),
      heading('Complaints'),
      para(
        `If you think we have breached your privacy, contact our Privacy Officer at ${f.email} or on ${f.phone}. ` +
          'We aim to resolve complaints within 14 days, and no later than 30 days. If you are not satisfied, you may ' +
          'complain to the Office of the Australian Information Commissioner (www.oaic.gov.au).',
      ),
    ],
  );
}

export function termsAndConditions(f: PageFacts): ContentPage {
  return page(
    f,
    '/terms-and-conditions',
    'Terms and Conditions',
    `The terms of use of the ${f.name} website.`,
    [
      para(`By using this website you agree to these terms. ${f.name} may change them at any time.`),
      heading('Vehicle information and prices'),
      para(
        'We take care that vehicle details, photos and prices are accurate, but errors can occur. Prices include GST ' +
          'and, unless stated as drive away, exclude government charges such as registration, stamp duty and CTP. ' +
          'A vehicle is only sold once a contract of sale is signed.',
      ),
      heading('Finance'),
      para(
        'Repayments shown are a guide only and not a formal or binding quote. Finance is for approved applicants ' +
          'only; terms, conditions, fees, charges and lending criteria apply.',
      ),
      ...(f.reservesOnline
        ? [
            heading('Online reservations'),
            para(
              'A reservation holds the vehicle while we contact you to arrange the sale. It is refunded in full if ' +
                'the sale does not go ahead.',
            ),
          ]
        : []),
      heading('Liability'),
      para(
        'Nothing in these terms excludes your rights under the Australian Consumer Law. To the extent the law allows, ' +
          'we are not liable for loss arising from use of this website.',
      ),
    ],
  );
}
