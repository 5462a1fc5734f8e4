import { BOOT_ELEMENT_ID, type BootPayload } from '@dealerline/shared';

/**
 * The tenant's site config, dealer config and remote registry: embedded in the HTML by the platform server,
 * or fetched when the page was served without it.
 */
export async function readBootPayload(doc: Document, fetchFn: typeof fetch = fetch): Promise<BootPayload> {
  const embedded = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (embedded) return JSON.parse(embedded) as BootPayload;
  const response = await fetchFn('/api/boot', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the site configuration (${response.status})`);
  return (await response.json()) as BootPayload;
}
