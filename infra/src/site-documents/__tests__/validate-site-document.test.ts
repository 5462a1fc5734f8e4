import { demoTenants } from '../../demo/demo-tenants';
import { problemLine, SiteDocumentRefused, validateSiteDocument } from '../validate-site-document';
import { demoDocument } from './demo-document';

/** The problems validateSiteDocument names for a document, as "path: message". */
function problemsOf(document: unknown): string[] {
  try {
    validateSiteDocument(document);
    return [];
  } catch (error) {
    if (!(error instanceof SiteDocumentRefused)) throw error;
    return error.problems.map(problemLine);
  }
}

/** A demo document changed by `edit` (which changes it in place). */
function edited(edit: (document: ReturnType<typeof demoDocument>) => void, slug = 'harbour-nissan') {
  const document = demoDocument(slug);
  edit(document);
  return document;
}

/** The problems of the demo document whose first dealership's only channel is a webhook to `url`. */
const webhook = (url: string) =>
  problemsOf(edited((d) => (d.dealer.dealerships[0]!.lead_delivery = { webhook: { url }, email: null })));

describe('validateSiteDocument', () => {
  it.each(demoTenants().map((tenant) => tenant.site.slug))(
    'accepts the demo site %s as it is stored',
    (slug) => {
      expect(problemsOf(demoDocument(slug))).toEqual([]);
    },
  );

  it('refuses what is not a site document at all, naming the missing parts', () => {
    expect(problemsOf(null)).toEqual(['(the document): must be an object (it is null)']);
    expect(problemsOf({ site: {} })).toEqual(
      expect.arrayContaining(['stock_filter: is missing', 'dealer: is missing', 'site.slug: is missing']),
    );
  });

  it('names the JSON path of each structural problem, and refuses fields it does not know', () => {
    const problems = problemsOf(
      edited((d) => {
        (d.site as unknown as Record<string, unknown>).finance_provder = 'Taurus';
        d.site.finance_provider = 'Acme Finance' as never;
        d.site.header_dropdown = 'hover-ish' as never;
        d.dealer.locations[1]!.address.postcode = '230';
        d.dealer.locations[0]!.contact_detail.opening_hours!.sales![1]!.open = '8:30';
        d.site.theme.primary = 'red';
        d.stock_filter.location_rule = 15;
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^site\.finance_provider: must be one of "Taurus", .*"Car Clarity", null \(it is "Acme Finance"\)$/,
        ),
        expect.stringMatching(/^site\.finance_provder: is not a field here/),
        expect.stringMatching(/^site\.header_dropdown: must be one of "hover", "click"/),
        'dealer.locations[1].address.postcode: must be four digits (it is "230")',
        'dealer.locations[0].contact_detail.opening_hours.sales[1].open: must be a time of day as HH:MM, 00:00 to 23:59 (it is "8:30")',
        'site.theme.primary: must be a colour as #rgb or #rrggbb (it is "red")',
        'stock_filter.location_rule: must be at most 14',
      ]),
    );
  });

  it("takes the site's word for its stock, a plain word or two, or none (the routes' own: Cars)", () => {
    for (const noun of ['Caravans', 'Motor Homes', 'cars'])
      expect(problemsOf(edited((d) => (d.site.vehicle_noun = noun)))).toEqual([]);
    expect(problemsOf(edited((d) => delete d.site.vehicle_noun))).toEqual([]);
    const words = 'a word or two of letters with one space between ("Cars", "Caravans", "Motor Homes")';
    for (const noun of ['', 'Cars!', '4WDs', 'Motor  Homes', 'Camper Trailers Vans', ' Cars', '<b>Cars</b>'])
      expect(problemsOf(edited((d) => (d.site.vehicle_noun = noun)))).toEqual([
        `site.vehicle_noun: must be ${words} (it is ${JSON.stringify(noun)})`,
      ]);
    expect(problemsOf(edited((d) => (d.site.vehicle_noun = 'Caravans'.repeat(4))))).toEqual([
      'site.vehicle_noun: must have at most 30 characters',
    ]);
    expect(problemsOf(edited((d) => (d.site.vehicle_noun = 7 as never)))).toEqual([
      'site.vehicle_noun: must be a string (it is 7)',
    ]);
  });

  it('refuses an unknown template, bad phone numbers and emails', () => {
    expect(
      problemsOf(
        edited((d) => {
          d.site.template = 'nissan-manufacturer-2';
          d.site.phone = '02 4961 330';
          d.dealer.locations[1]!.contact_detail.landline_phone = '1900 123 456';
          d.dealer.email = 'enquiries@harbournissan';
          d.dealer.dealerships[0]!.lead_delivery = { webhook: null, email: { to: 'sales at harbour' } };
        }),
      ),
    ).toEqual([
      expect.stringMatching(
        /^site\.template: unknown template "nissan-manufacturer-2" \(the templates: .*nissan-manufacturer/,
      ),
      'site.phone: "02 4961 330" is not a valid Australian phone number',
      'dealer.email: "enquiries@harbournissan" is not a valid email address',
      'dealer.locations[1].contact_detail.landline_phone: "1900 123 456" is not a valid Australian phone number',
      'dealer.dealerships[0].lead_delivery.email.to: "sales at harbour" is not a valid email address',
    ]);
  });

  it('refuses a webhook that is not an absolute http(s) URL: its leads could not be sent', () => {
    expect(webhook('/leads')).toEqual([
      'dealer.dealerships[0].lead_delivery.webhook.url: must be an absolute http(s) URL',
    ]);
    // The message, which goes back to the caller and into a CI job's log, does not repeat a password or key.
    expect(webhook('https://crm:pass word@crm.example.com/leads?key=k3y')).toEqual([
      'dealer.dealerships[0].lead_delivery.webhook.url: must be an absolute http(s) URL',
    ]);
    expect(webhook('https:///leads')).toHaveLength(1);
    expect(webhook('https://crm:key@crm.example.com/leads?site=1')).toEqual([]);
  });

  it('refuses a webhook URL the delivery would not call (it takes such a channel for none), without echoing it', () => {
    const refused = [
      'dealer.dealerships[0].lead_delivery.webhook.url: is not a URL its leads can be sent to (the URL parser refuses it)',
    ];
    expect(webhook('https://crm:s3cret@crm.example.com:99999/leads')).toEqual(refused);
    expect(webhook('http://[::1/leads')).toEqual(refused);
    expect(webhook('https://crm:100%sure@crm.example.com/leads')).toEqual([]);
  });

  it('refuses slugs used twice, a location of no listed dealership, two primaries, a dealership without channels', () => {
    const problems = problemsOf(
      edited((d) => {
        const [first] = d.dealer.dealerships;
        d.dealer.dealerships.push({ ...first!, lead_delivery: { webhook: null, email: null } });
        d.dealer.locations[1]!.slug = d.dealer.locations[0]!.slug;
        d.dealer.locations[1]!.primary = true;
        d.dealer.locations[0]!.dealership_slug = 'harbour-nisan';
        d.site.domains = ['www.harbournissan.com.au', 'harbournissan.com.au', 'harbour.localhost'];
      }),
    );
    expect(problems).toEqual([
      'site.domains[2]: a .localhost name is every site’s own ({slug}.localhost), not a domain',
      'site.domains[1]: the domain "harbournissan.com.au" is already used by site.domains[0]',
      'dealer.dealerships[1].slug: the slug "harbour-nissan" is already used by dealer.dealerships[0].slug',
      'dealer.dealerships[1].lead_delivery: needs a channel (email, webhook or both): its leads would go nowhere',
      'dealer.locations[1].slug: the slug "harbour-nissan-newcastle" is already used by dealer.locations[0].slug',
      'dealer.locations[0].dealership_slug: "harbour-nisan" is not one of dealer.dealerships (harbour-nissan)',
      'dealer.locations[1].primary: only one location is primary (dealer.locations[0] is)',
    ]);
  });

  it('refuses hours that make no sense', () => {
    const problems = problemsOf(
      edited((d) => {
        const location = d.dealer.locations[0]!;
        const sales = location.contact_detail.opening_hours!.sales!;
        sales[1] = { ...sales[1]!, open: '17:30', close: '08:30' };
        sales[2] = { ...sales[2]!, weekday: 1 };
        sales[0] = { ...sales[0]!, status: 'Open', open: null, close: null };
        sales[6] = { ...sales[6]!, status: 'Closed' };
        location.special_hours.push({ ...location.special_hours[0]!, date: '2025-02-30' });
        location.special_hours.push({ ...location.special_hours[0]! });
        location.time_zone = 'Europe/London';
      }),
    );
    expect(problems).toEqual([
      'dealer.locations[0].time_zone: "Europe/London" is not an Australian time zone',
      'dealer.locations[0].contact_detail.opening_hours.sales[2].weekday: the weekday "1" is already used by dealer.locations[0].contact_detail.opening_hours.sales[1].weekday',
      'dealer.locations[0].contact_detail.opening_hours.sales[0]: an Open entry needs open and close',
      'dealer.locations[0].contact_detail.opening_hours.sales[1]: open (17:30) must be before close (08:30)',
      'dealer.locations[0].contact_detail.opening_hours.sales[6]: a Closed entry has no open or close',
      expect.stringMatching(
        /^dealer\.locations\[0\]\.special_hours\[8\]: the date and department ".*" is already used by dealer\.locations\[0\]\.special_hours\[0\]$/,
      ),
      'dealer.locations[0].special_hours[7].date: "2025-02-30" is not a date',
    ]);
  });

  it('says how many problems there are and that nothing was written', () => {
    expect(() => validateSiteDocument(edited((d) => (d.site.phone = '123')))).toThrow(
      'The site document has a problem; nothing was written:\n  site.phone: "123" is not a valid Australian phone number',
    );
  });
});
