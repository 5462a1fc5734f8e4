import { childPath } from './json-shape';
import type { SiteDocument } from './site-document';
import { unshownWebhookChanges, withWebhooksShown } from './shown-webhooks';

/** Longest value a change line shows before it is cut ("…"). */
const SHOWN_CHARACTERS = 80;

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of things known by their slugs (dealerships, locations): compared slug by slug, not by position. */
function bySlug(value: unknown): Map<string, unknown> | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  if (!value.every((item) => isRecord(item) && typeof item.slug === 'string')) return null;
  return new Map(value.map((item) => [(item as { slug: string }).slug, item]));
}

function diff(before: unknown, after: unknown, path: string, out: string[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const [was, now] = [bySlug(before), bySlug(after)];
  if (was && now) {
    for (const [slug, item] of now) {
      if (!was.has(slug)) out.push(`${path}: adds ${slug}`);
      else diff(was.get(slug), item, `${path}[${slug}]`, out);
    }
    for (const slug of was.keys()) if (!now.has(slug)) out.push(`${path}: removes ${slug}`);
    const order = (map: Map<string, unknown>) =>
      [...map.keys()].filter((slug) => was.has(slug) && now.has(slug));
    if (order(was).join() !== order(now).join()) out.push(`${path}: new order ${[...now.keys()].join(', ')}`);
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      diff(before[key], after[key], childPath(path, key), out);
    return;
  }
  out.push(`${path}: ${shown(before)} → ${shown(after)}`);
}

/**
 * What a put changes, one line per changed value (`site.phone: "02 …" → "02 …"`); dealerships and
 * locations are matched by slug (`dealer.locations[harbour-nissan-newcastle].address.street: …`, `adds`,
 * `removes`). A new site is summed up in one line. Webhook URLs show without credentials or query
 * (shown-webhooks.ts).
 */
export function documentChanges(before: SiteDocument | null, after: SiteDocument): string[] {
  if (!before) {
    const { dealerships, locations } = after.dealer;
    return [
      `creates site ${after.site.slug} (${after.site.template}) with ${dealerships.length} dealership` +
        `${dealerships.length === 1 ? '' : 's'} (${dealerships.map((d) => d.slug).join(', ')}) and ` +
        `${locations.length} location${locations.length === 1 ? '' : 's'}`,
    ];
  }
  const out: string[] = [];
  diff(withWebhooksShown(before), withWebhooksShown(after), '', out);
  return [...out, ...unshownWebhookChanges(before, after)];
}

/** What an operator must know beyond the changed values: what follows when, and what is left to do. */
export function changeNotes(before: SiteDocument | null, after: SiteDocument): string[] {
  const notes: string[] = [];
  const known = new Set(before?.site.domains ?? []);
  const added = after.site.domains.filter((domain) => !known.has(domain));
  if (added.length > 0)
    notes.push(
      `new domain${added.length === 1 ? '' : 's'} ${added.join(', ')}: in production also add ` +
        `${added.length === 1 ? 'it' : 'them'} to infra/deploy/k8s/ingress.yaml (rule and TLS host)`,
    );
  if (before && JSON.stringify(before.stock_filter) !== JSON.stringify(after.stock_filter))
    notes.push(
      'the stock filter changed: pages loaded from now on search with it (each answer signs it into a new ' +
        'site key); a page already open keeps its key, and the old filter, until it fetches the site ' +
        'config again (within the key’s hour)',
    );
  return notes;
}
