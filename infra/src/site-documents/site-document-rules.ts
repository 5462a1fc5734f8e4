import type { OpeningHourEntry, SpecialHoursEntry } from '../../../shared/src/domain/location';
import { australianUtcOffset } from '../../../shared/src/rules/australian-time-zones';
import { validateEmail, validatePhone } from '../../../shared/src/rules/contact-details';
import { parseDeliveryConfig } from '../lead-delivery/delivery-config';
import { SITE_TEMPLATES } from '../sites/site-templates';
import { childPath, type DocumentProblem } from './json-shape';
import type { LocationDocument, SiteDocument } from './site-document';

/**
 * What a site document must satisfy beyond its structure (site-document-schema.ts), without the database:
 * a known template, valid Australian phone numbers and emails, slugs each used once, locations of the
 * document's own dealerships, hours that make sense. Phones and emails are the lead forms' own rules
 * (shared contact-details), so a number the site shows is one its forms would accept; a webhook URL is one the
 * delivery reads as a channel (parseDeliveryConfig takes a URL the URL parser refuses for no webhook).
 */

type Check = (document: SiteDocument) => DocumentProblem[];

const problem = (path: string, message: string): DocumentProblem => ({ path, message });

/** A custom domain as the tenant resolver matches it: "www.x" and "x" are the same site. */
export function domainKey(domain: string): string {
  const name = domain.toLowerCase();
  return name.startsWith('www.') ? name.slice(4) : name;
}

function duplicates<T>(
  items: readonly T[],
  key: (item: T) => string,
  path: (i: number) => string,
  what: string,
) {
  const seen = new Map<string, number>();
  return items.flatMap((item, i) => {
    const value = key(item);
    const first = seen.get(value);
    if (first === undefined) {
      seen.set(value, i);
      return [];
    }
    return [problem(path(i), `${what} "${value}" is already used by ${path(first)}`)];
  });
}

const templateKnown: Check = ({ site }) =>
  SITE_TEMPLATES.includes(site.template)
    ? []
    : [
        problem(
          'site.template',
          `unknown template "${site.template}" (the templates: ${SITE_TEMPLATES.join(', ')})`,
        ),
      ];

function phone(path: string, value: string | null, required: boolean): DocumentProblem[] {
  if (value === null) return required ? [problem(path, 'is needed')] : [];
  return validatePhone(value) ? [problem(path, `"${value}" is not a valid Australian phone number`)] : [];
}

function email(path: string, value: string): DocumentProblem[] {
  return validateEmail(value) ? [problem(path, `"${value}" is not a valid email address`)] : [];
}

const phonesAndEmails: Check = ({ site, dealer }) => [
  ...phone('site.phone', site.phone, true),
  ...phone('dealer.phone', dealer.phone, true),
  ...email('dealer.email', dealer.email),
  ...dealer.locations.flatMap((location, i) => {
    const path = `dealer.locations[${i}].contact_detail`;
    return [
      ...phone(`${path}.phone`, location.contact_detail.phone, false),
      ...phone(`${path}.landline_phone`, location.contact_detail.landline_phone, false),
    ];
  }),
];

const domains: Check = ({ site }) => [
  ...site.domains.flatMap((domain, i) =>
    domain.endsWith('.localhost')
      ? [
          problem(
            `site.domains[${i}]`,
            'a .localhost name is every site’s own ({slug}.localhost), not a domain',
          ),
        ]
      : [],
  ),
  ...duplicates(site.domains, domainKey, (i) => `site.domains[${i}]`, 'the domain'),
];

const dealerships: Check = ({ dealer }) => [
  ...duplicates(
    dealer.dealerships,
    (d) => d.slug,
    (i) => `dealer.dealerships[${i}].slug`,
    'the slug',
  ),
  ...dealer.dealerships.flatMap(({ lead_delivery: channels }, i) => {
    const path = `dealer.dealerships[${i}].lead_delivery`;
    if (!channels.email && !channels.webhook)
      return [problem(path, 'needs a channel (email, webhook or both): its leads would go nowhere')];
    return [
      ...(channels.webhook && !parseDeliveryConfig(channels).webhook
        ? [
            problem(
              `${path}.webhook.url`,
              'is not a URL its leads can be sent to (the URL parser refuses it)',
            ),
          ]
        : []),
      ...(channels.email?.to ? email(`${path}.email.to`, channels.email.to) : []),
    ];
  }),
];

const locations: Check = ({ dealer }) => {
  const owners = new Set(dealer.dealerships.map((d) => d.slug));
  const primaries = dealer.locations.flatMap((location, i) => (location.primary ? [i] : []));
  return [
    ...duplicates(
      dealer.locations,
      (l) => l.slug,
      (i) => `dealer.locations[${i}].slug`,
      'the slug',
    ),
    ...dealer.locations.flatMap((location, i) =>
      owners.has(location.dealership_slug)
        ? []
        : [
            problem(
              `dealer.locations[${i}].dealership_slug`,
              `"${location.dealership_slug}" is not one of dealer.dealerships (${[...owners].join(', ')})`,
            ),
          ],
    ),
    ...primaries
      .slice(1)
      .map((i) =>
        problem(
          `dealer.locations[${i}].primary`,
          `only one location is primary (dealer.locations[${primaries[0]}] is)`,
        ),
      ),
    ...dealer.locations.flatMap((location, i) =>
      australianUtcOffset(new Date(0), location.time_zone) === null
        ? [
            problem(
              `dealer.locations[${i}].time_zone`,
              `"${location.time_zone}" is not an Australian time zone`,
            ),
          ]
        : [],
    ),
  ];
};

/** An open day or date needs both times, the first before the second; a closed one has neither. */
function hoursProblems(
  path: string,
  status: 'Open' | 'Closed',
  from: string | null,
  to: string | null,
  names: [string, string],
) {
  if (status === 'Closed')
    return from === null && to === null
      ? []
      : [problem(path, `a Closed entry has no ${names[0]} or ${names[1]}`)];
  if (from === null || to === null) return [problem(path, `an Open entry needs ${names[0]} and ${names[1]}`)];
  return from < to ? [] : [problem(path, `${names[0]} (${from}) must be before ${names[1]} (${to})`)];
}

function weeklyHours(path: string, entries: readonly OpeningHourEntry[]): DocumentProblem[] {
  return [
    ...duplicates(
      entries,
      (e) => String(e.weekday),
      (i) => `${path}[${i}].weekday`,
      'the weekday',
    ),
    ...entries.flatMap((entry, i) =>
      hoursProblems(childPath(path, i), entry.status, entry.open, entry.close, ['open', 'close']),
    ),
  ];
}

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function specialHours(path: string, entries: readonly SpecialHoursEntry[]): DocumentProblem[] {
  return [
    ...duplicates(
      entries,
      (e) => `${e.date} ${e.department}`,
      (i) => `${path}[${i}]`,
      'the date and department',
    ),
    ...entries.flatMap((entry, i) => [
      ...(isCalendarDate(entry.date) ? [] : [problem(`${path}[${i}].date`, `"${entry.date}" is not a date`)]),
      ...hoursProblems(childPath(path, i), entry.status, entry.start_hour, entry.end_hour, [
        'start_hour',
        'end_hour',
      ]),
    ]),
  ];
}

const hours: Check = ({ dealer }) =>
  dealer.locations.flatMap((location: LocationDocument, i) => {
    const path = `dealer.locations[${i}]`;
    const weekly = Object.entries(location.contact_detail.opening_hours ?? {});
    return [
      ...weekly.flatMap(([department, entries]) =>
        weeklyHours(`${path}.contact_detail.opening_hours.${department}`, entries),
      ),
      ...specialHours(`${path}.special_hours`, location.special_hours),
    ];
  });

const CHECKS: readonly Check[] = [templateKnown, phonesAndEmails, domains, dealerships, locations, hours];

/** Every problem of a structurally valid document that needs no database to see. */
export function siteDocumentRuleProblems(document: SiteDocument): DocumentProblem[] {
  return CHECKS.flatMap((check) => check(document));
}
