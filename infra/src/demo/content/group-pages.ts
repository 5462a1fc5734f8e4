import type { ContentPage } from '../../../../shared/src/domain/content';
import { heading, list, page, para, type PageFacts } from './page-kit';

/** The group's return policy (spec §9): 14-day money back or exchange, up to 500 km, a quarter tank of fuel. */
export function handbackGuarantee(f: PageFacts): ContentPage {
  return page(
    f,
    '/autopact-handback-guarantee',
    'Autopact Handback Guarantee',
    `Change your mind within 14 days at ${f.name}.`,
    [
      para('Not happy with your vehicle? Bring it back within 14 days for your money back or an exchange.'),
      heading('Conditions'),
      list(
        'Returned within 14 days of delivery',
        'Driven no more than 500 km since delivery',
        'Returned with at least a quarter tank of fuel',
        'In the same condition as delivered, with no damage',
      ),
    ],
  );
}

export function protectionPlan(f: PageFacts): ContentPage {
  return page(
    f,
    '/autopact-protection-plan',
    'Autopact Protection Plan',
    `3 year protection on used vehicles from ${f.name}.`,
    [
      para(
        'Every used vehicle from the group comes with a 3 year protection plan covering major mechanical and electrical components.',
      ),
      list(
        'Engine, gearbox and differential',
        'Air conditioning and electrics',
        '24/7 roadside assistance',
        'Claims handled by our own service centres',
      ),
    ],
  );
}

export function ultratek(f: PageFacts): ContentPage {
  return page(
    f,
    '/ultratek',
    'Ultratek Paint and Interior Protection',
    `Ultratek protection from ${f.name}.`,
    [
      para('Ultratek ceramic paint protection and fabric guard keep your new vehicle looking new.'),
      list(
        'Ceramic paint sealant',
        'Fabric and leather protection',
        'Glass treatment',
        'Backed by a 5 year guarantee',
      ),
    ],
  );
}
