import type { ContentPage } from '../../../../shared/src/domain/content';
import { USED_WARRANTY_YEARS } from '../../../../shared/src/rules/constants';
import {
  claims,
  cta,
  heading,
  joinAnd,
  list,
  page,
  para,
  payments,
  promotions,
  type PageFacts,
} from './page-kit';

/** /about-us: the promotions slider and the spec §9 marketing claims, then the dealer's story. */
export function aboutUs(f: PageFacts): ContentPage {
  const range = f.makes.length
    ? `new ${joinAnd(f.makes)} ${f.vehicleNoun}`
    : `quality ${f.usedLabel.toLowerCase()} ${f.vehicleNoun}`;
  const used = f.usedLabel.toLowerCase();
  return page(f, '/about-us', 'About Us', `${f.name}: serving ${f.region} since ${f.since}.`, [
    promotions,
    claims(
      {
        title: `${USED_WARRANTY_YEARS} year warranty`,
        text: `A ${USED_WARRANTY_YEARS} year warranty/protection plan on ${used} vehicles.`,
      },
      { title: `Since ${f.since}`, text: `Serving ${f.region} since ${f.since}.` },
    ),
    heading(`Serving ${f.region} since ${f.since}`),
    para(
      `${f.name} has sold ${range} to ${f.region} since ${f.since}. ` +
        'We are a family-run business and most of our customers come back to us, or come because a friend sent them.',
    ),
    para(
      `Every ${f.usedLabel.toLowerCase()} vehicle we sell comes with a 3 year warranty and protection plan, so you can ` +
        'buy with confidence.',
    ),
    list(
      'Fixed, clearly marked prices',
      'Finance and insurance arranged on site',
      'Trade-ins welcome',
      'Factory-trained technicians',
    ),
    cta('Contact us', '/contact'),
  ]);
}

export function careers(f: PageFacts): ContentPage {
  return page(f, '/careers', 'Careers', `Work with ${f.name}.`, [
    para(
      `${f.name} is always looking for people who care about customers: sales consultants, service advisers, ` +
        'apprentice and qualified technicians, parts interpreters and detailers.',
    ),
    list('Ongoing manufacturer training', 'Staff vehicle and servicing discounts', 'A safe, modern workshop'),
    para('Tell us about yourself with the form below and attach your resume; we reply to every application.'),
  ]);
}

export function fleet(f: PageFacts): ContentPage {
  return page(f, '/fleet', 'Fleet and Business', `Fleet and business ${f.vehicleNoun} from ${f.name}.`, [
    para(
      `Whether you run one work vehicle or fifty, our fleet team arranges supply, finance and servicing so your ` +
        'business keeps moving.',
    ),
    list(
      'Fleet pricing and ABN holder offers',
      'Priority servicing and loan vehicles',
      'Chattel mortgage, lease and novated lease finance',
    ),
    cta('Talk to our fleet manager', '/contact'),
  ]);
}

export function partsAndAccessories(f: PageFacts): ContentPage {
  return page(
    f,
    '/vehicle-parts-and-accessories',
    'Parts and Accessories',
    `Genuine parts and accessories at ${f.name}.`,
    [
      para(
        `Our parts team stocks genuine ${f.makes.length ? joinAnd(f.makes) : ''} parts and accessories and can order ` +
          'almost anything overnight.',
      ),
      list(
        'Towbars and roof racks',
        'Floor mats and cargo liners',
        'Service kits and filters',
        'Tyres and wheels',
      ),
      heading('Ways to pay'),
      payments,
      cta('Ask the parts team', '/contact'),
    ],
  );
}
