import type { ContentPage } from '../../../../shared/src/domain/content';
import { cta, heading, joinAnd, list, page, para, tabs, type PageFacts } from './page-kit';

/** /warranty: the spec §9 marketing claim "3 year warranty / protection plan on used vehicles". */
export function warranty(f: PageFacts): ContentPage {
  return page(f, '/warranty', 'Warranty', `Warranty on every vehicle from ${f.name}.`, [
    para(
      `Every ${f.usedLabel.toLowerCase()} vehicle from ${f.name} comes with a 3 year warranty and protection plan, ` +
        'covering the engine, transmission, differential and electrical components, with roadside assistance.',
    ),
    list(
      'Repairs at any licensed repairer in Australia',
      'No excess on approved claims',
      'Transferable if you sell privately',
    ),
    heading('Your cover at a glance'),
    tabs(
      [
        `${f.usedLabel} vehicles`,
        `A 3 year warranty/protection plan on every ${f.usedLabel.toLowerCase()} vehicle, with no excess on approved claims.`,
      ],
      ...(f.sellsNew && f.makes.length
        ? [
            [
              'New vehicles',
              `The manufacturer's new vehicle warranty on new ${joinAnd(f.makes)} ${f.vehicleNoun}; servicing with us keeps it intact.`,
            ] as [string, string],
          ]
        : []),
      [
        'Roadside assistance',
        'Roadside assistance 24 hours a day, 7 days a week, Australia wide, for the life of the plan.',
      ],
    ),
    para('Statutory warranties under the Australian Consumer Law apply in addition to this plan.'),
  ]);
}

export function newVehicleWarranty(f: PageFacts): ContentPage {
  return page(
    f,
    '/new-vehicle-warranty',
    'New Vehicle Warranty',
    `Manufacturer warranty on new ${joinAnd(f.makes)} ${f.vehicleNoun}.`,
    [
      para(
        `New ${joinAnd(f.makes)} ${f.vehicleNoun} come with the manufacturer's new vehicle warranty. Servicing with us ` +
          'keeps the warranty intact and your service history complete.',
      ),
      heading('Keeping your warranty'),
      list('Service on time, by the book', 'Use genuine parts', 'Keep your service records'),
      cta('Book a service', '/service'),
    ],
  );
}

export function roadsideAssist(f: PageFacts): ContentPage {
  return page(f, '/roadside-assist', 'Roadside Assist', `24/7 roadside assistance for ${f.name} customers.`, [
    para(
      'Flat battery, flat tyre or locked out? Roadside assistance is available 24 hours a day, 7 days a week, Australia wide.',
    ),
    list('Battery jump starts', 'Tyre changes', 'Emergency fuel', 'Towing to the nearest repairer'),
    para(`Call ${f.phone} during business hours for help with your membership.`),
  ]);
}
