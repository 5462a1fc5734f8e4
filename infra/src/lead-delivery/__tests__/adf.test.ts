import { XMLParser } from 'fast-xml-parser';
import { testLead } from '../../test-support/test-lead';
import { leadToAdf, type AdfLead } from '../adf';

// A stored lead no longer carries the captcha token (withoutCaptchaToken drops it), so neither does the ADF.
const submission = testLead({ params: {} });

const lead = (overrides: Partial<AdfLead> = {}): AdfLead => ({
  id: '0b6f5a3e-2c1d-4e5f-8a9b-0c1d2e3f4a5b',
  resend: false,
  requestDate: '2026-11-21T05:10:00.000Z',
  submission,
  vehicle: {
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    stocknum: 'S123',
    vin: 'JTDBR32E720012345',
    price: 25990,
    car_type: 'used',
  },
  vendor: { name: 'Coastline Toyota', email: 'sales@coastline.example', phone: '07 5555 0000' },
  ...overrides,
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
const parse = (xml: string) => parser.parse(xml);

describe('leadToAdf', () => {
  it('starts with the XML and ADF 1.0 declarations', () => {
    expect(leadToAdf(lead())).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<\?adf version="1\.0"\?>\n<adf>/,
    );
  });

  it('describes the prospect: id, request date, car, customer, comments, vendor and provider', () => {
    const { prospect } = parse(leadToAdf(lead())).adf;
    expect(prospect.id).toEqual({ '#text': lead().id, '@sequence': '1', '@source': 'Dealerline' });
    expect(prospect.requestdate).toBe('2026-11-21T05:10:00.000Z');
    expect(prospect.vehicle).toMatchObject({
      '@interest': 'buy',
      '@status': 'used',
      year: '2021',
      make: 'Toyota',
      model: 'Corolla',
      stock: 'S123',
      vin: 'JTDBR32E720012345',
      price: { '#text': '25990', '@type': 'asking', '@currency': 'AUD' },
    });
    expect(prospect.customer.contact.name).toEqual([
      { '#text': 'Jo', '@part': 'first' },
      { '#text': 'Citizen', '@part': 'last' },
    ]);
    expect(prospect.customer.contact.email).toBe('jo@example.com');
    expect(prospect.customer.contact.phone).toEqual({ '#text': '0412 345 678', '@type': 'voice' });
    expect(prospect.customer.contact.address.postalcode).toBe('4000');
    expect(prospect.customer.comments).toBe('Category: Vehicle Enquiry\nMessage: Is it still available?');
    expect(prospect.vendor.vendorname).toBe('Coastline Toyota');
    expect(prospect.vendor.contact.email).toBe('sales@coastline.example');
    expect(prospect.provider.name['#text']).toBe('Dealerline');
  });

  it('marks a resent lead `<prospect status="resend">` with the same <id>, a first delivery "new"', () => {
    expect(parse(leadToAdf(lead())).adf.prospect['@status']).toBe('new');
    const { prospect } = parse(leadToAdf(lead({ resend: true }))).adf;
    expect(prospect['@status']).toBe('resend');
    expect(prospect.id['#text']).toBe(lead().id);
  });

  it('marks new cars new and demo cars used, and leaves the vehicle out when the lead has no car', () => {
    const status = (car_type: 'new' | 'demo') =>
      parse(leadToAdf(lead({ vehicle: { ...lead().vehicle!, car_type } }))).adf.prospect.vehicle['@status'];
    expect(status('new')).toBe('new');
    expect(status('demo')).toBe('used');
    expect(parse(leadToAdf(lead({ vehicle: null }))).adf.prospect.vehicle).toBeUndefined();
  });

  it('escapes every value so script tags and quotes arrive as text, never as markup', () => {
    const hostile = '<script>alert("x")</script> & \'quotes\' ]]>';
    const xml = leadToAdf(
      lead({
        submission: { ...submission, name: hostile, message: hostile, subcategory: '"/><x y="' },
        vendor: { name: '<b>Dealer</b>', email: null, phone: null },
      }),
    );
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
    expect(xml).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos; ]]&gt;',
    );
    const { prospect } = parse(xml).adf;
    expect(prospect.customer.contact.name[0]['#text']).toBe(hostile);
    expect(prospect.customer.comments).toContain(`Message: ${hostile}`);
    expect(prospect.customer.comments).toContain('Category: Vehicle Enquiry / "/><x y="');
    expect(prospect.customer.x).toBeUndefined();
    expect(prospect.vendor.vendorname).toBe('<b>Dealer</b>');
  });

  it('drops characters XML cannot carry', () => {
    const xml = leadToAdf(lead({ submission: { ...submission, message: 'a\u0000b\u001Fc' } }));
    expect(parse(xml).adf.prospect.customer.comments).toContain('Message: abc');
  });

  it('lists the category-specific fields in the comments', () => {
    const xml = leadToAdf(
      lead({
        submission: {
          ...submission,
          category: 'Finance',
          subcategory: 'Pre-approval',
          message: null,
          params: { deposit: 5000, term: '60 months', note: null },
          opt_in: true,
        },
      }),
    );
    expect(parse(xml).adf.prospect.customer.comments).toBe(
      'Category: Finance / Pre-approval\ndeposit: 5000\nterm: 60 months\nOpt-in: yes',
    );
  });
});
