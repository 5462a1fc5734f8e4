import { brochureUrl } from '@dealerline/shared';

/** The message of a failed answer: the server's `{ message }` when it sent one, else the status. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall back to the status.
  }
  return `The brochure could not be downloaded (error ${response.status}).`;
}

/**
 * Spec §7.9: fetches the car's brochure PDF by slug and saves it as `{slug}.pdf` (a blob behind an object
 * URL, clicked through a temporary `<a download>`). Rejects with an Error whose message the page shows.
 */
export async function downloadBrochure(slug: string): Promise<void> {
  const response = await fetch(brochureUrl(slug));
  if (!response.ok) throw new Error(await failureMessage(response));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${slug}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
