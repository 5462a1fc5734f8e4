import type { SiteDocument } from '../site-document';
import { documentChanges } from '../site-document-changes';
import { demoDocument } from './demo-document';

const DEALERSHIP = 'harbour-nissan';
const PATH = `dealer.dealerships[${DEALERSHIP}].lead_delivery.webhook`;

/** Harbour Nissan's document with its dealership's leads going to `url` (null: email only). */
function withWebhook(url: string | null): SiteDocument {
  const document = demoDocument('harbour-nissan');
  const dealership = document.dealer.dealerships.find((d) => d.slug === DEALERSHIP)!;
  dealership.lead_delivery.webhook = url === null ? null : { url };
  return document;
}

const SECRETS = /hunter2|s3cret|crm-user/;

/**
 * A put's change lines go to the server's log, the CLI's output (a CI job's log) and the API's answer: a
 * webhook URL shows there as the delivery records show it (origin and path), never its password or its query.
 */
describe('documentChanges of a webhook URL', () => {
  it('shows an added webhook without its credentials or query', () => {
    const changes = documentChanges(
      withWebhook(null),
      withWebhook('https://crm-user:hunter2@crm.example/leads?key=s3cret'),
    );
    expect(changes).toEqual([`${PATH}: null → {"url":"https://crm.example/leads?…"}`]);
  });

  it('shows a new address, and a change of the credentials or query alone, without them', () => {
    const before = withWebhook('https://crm-user:hunter2@crm.example/leads?key=s3cret');
    expect(documentChanges(before, withWebhook('https://crm-user:hunter2@crm2.example/leads'))).toEqual([
      `${PATH}.url: "https://crm.example/leads?…" → "https://crm2.example/leads"`,
    ]);
    const changes = documentChanges(
      before,
      withWebhook('https://crm-user:hunter3@crm.example/leads?key=s3cret'),
    );
    expect(changes).toEqual([`${PATH}.url: its credentials or query change (not shown)`]);
    expect(changes.join('\n')).not.toMatch(SECRETS);
  });

  it('shows nothing for a webhook that did not change', () => {
    const url = 'https://crm-user:hunter2@crm.example/leads?key=s3cret';
    expect(documentChanges(withWebhook(url), withWebhook(url))).toEqual([]);
  });

  it('replaces a stored URL the delivery cannot call (a path, allowed before) without failing', () => {
    expect(documentChanges(withWebhook('/leads'), withWebhook('https://crm.example/leads'))).toEqual([
      `${PATH}.url: "(not an absolute URL)" → "https://crm.example/leads"`,
    ]);
  });
});
