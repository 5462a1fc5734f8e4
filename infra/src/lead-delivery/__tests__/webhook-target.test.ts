import { parseDeliveryConfig } from '../delivery-config';
import { webhookTarget } from '../webhook-target';

const basic = (userAndPassword: string) => `Basic ${Buffer.from(userAndPassword).toString('base64')}`;

/** The URL as the delivery reads it from the database (parseDeliveryConfig keeps what the URL parser keeps). */
const stored = (url: string) => parseDeliveryConfig({ webhook: { url } }).webhook!.url;

describe('webhookTarget', () => {
  it('sends the user name and password as Basic authentication, percent-decoded, in UTF-8', () => {
    const target = webhookTarget(stored('https://jösé:p%40ss%3Aw%C3%B6rd@crm.example/leads?key=k'));
    expect(target).toEqual({
      url: 'https://crm.example/leads?key=k',
      authorization: basic('jösé:p@ss:wörd'),
      shown: 'https://crm.example/leads?…',
    });
  });

  it('sends a "%" that starts no percent-encoding as written (the URL keeps it so), not failing the lead', () => {
    const url = stored('https://crm:100%off%2F%zz@crm.example/leads');
    expect(webhookTarget(url).authorization).toBe(basic('crm:100%off/%zz'));
    // Encoded bytes that are not UTF-8 are kept as written too.
    expect(webhookTarget(stored('https://crm:a%FF%41@crm.example/')).authorization).toBe(
      basic('crm:a%FF%41'),
    );
  });

  it('sends no authorization for a URL without credentials', () => {
    expect(webhookTarget('https://crm.example/leads')).toEqual({
      url: 'https://crm.example/leads',
      authorization: null,
      shown: 'https://crm.example/leads',
    });
  });
});
