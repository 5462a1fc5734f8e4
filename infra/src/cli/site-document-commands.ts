import { readFile } from 'node:fs/promises';
import type { SitePutResult } from '../site-documents/put-site-document';
import { plural } from '../site-documents/site-document-store-checks';
import { SiteDocumentRefused, validateSiteDocument } from '../site-documents/validate-site-document';
import { OpsError, type OpsBackend } from './ops-backend';

type Print = (text: string) => void;

/** A site document is tens of kB; a file far larger is not one (a feed given by mistake). */
const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

/** `sites show <slug>`: the site's whole document as JSON on stdout, as `sites put` takes it. */
export async function sitesShow(
  backend: Pick<OpsBackend, 'showSite'>,
  print: Print,
  slug: string,
): Promise<void> {
  print(JSON.stringify(await backend.showSite(slug), null, 2));
}

async function readDocument(file: string): Promise<unknown> {
  let text: string;
  try {
    const bytes = await readFile(file);
    if (bytes.length > MAX_DOCUMENT_BYTES)
      throw new OpsError(`${file}: larger than 2 MB, not a site document`);
    text = bytes.toString('utf8');
  } catch (error) {
    if (error instanceof OpsError) throw error;
    throw new OpsError(
      `${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new OpsError(`${file} is not JSON: ${(error as Error).message}`);
  }
}

/** What the put did (or would do), then each change on its own line. */
export function formatSitePut(result: SitePutResult): string {
  const verb = result.dry_run
    ? `Dry run, nothing written: sites put would ${result.created ? 'create' : 'replace'}`
    : result.created
      ? 'Created'
      : 'Replaced';
  const head = `${verb} site ${result.slug}${result.changes.length === 0 ? ' (no change)' : ':'}`;
  const reindexed =
    result.reindexed_cars > 0
      ? [
          `  search records of ${plural(result.reindexed_cars, 'car')} ${result.dry_run ? 'would be' : 'are being'} refreshed`,
        ]
      : [];
  return [head, ...result.changes.map((change) => `  ${change}`), ...reindexed].join('\n');
}

/**
 * `sites put <file.json> [--dry-run]`: creates or replaces the site the document names. The document is
 * checked here first (the same checks, and words, as the platform's), so a broken file is refused before
 * anything is sent; the platform checks it again against the other sites and its cars. A refusal is exit 1.
 */
export async function sitesPut(
  backend: Pick<OpsBackend, 'putSite'>,
  print: Print,
  file: string,
  options: { dryRun: boolean; actor: string },
): Promise<void> {
  const input = await readDocument(file);
  let document;
  try {
    document = validateSiteDocument(input);
  } catch (error) {
    if (error instanceof SiteDocumentRefused) throw new OpsError(`${file}: ${error.message}`);
    throw error;
  }
  print(formatSitePut(await backend.putSite(document, options)));
}
