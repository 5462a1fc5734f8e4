import { BOOT_ELEMENT_ID, type BootPayload } from '@dealerline/shared/boot';
import { sitePhone, telHref } from '@dealerline/shared/rules';

/**
 * What a shopper sees when the shell cannot start: its code did not arrive (a chunk the network or the server
 * failed) or threw before it took the page over. It says so, asks for a refresh, and gives the site's phone
 * number as a link that calls it: the page's buttons do nothing now, and the number is the one way to the
 * dealer that still works. It is part of the entry (with telHref from the bundled rules), so it shows whatever
 * of the rest failed, and reads the number from the boot payload the server put in the HTML: the site's
 * configuration in the store may never have loaded.
 *
 * It goes above the page, not in place of it: a page the server rendered stays as it is (its text, its links
 * and its header's phone work without the shell); a page it did not render is blank, and the notice is then
 * all there is.
 */

export const START_FAILURE_TEXT = 'Sorry, this page could not load properly. Please refresh the page';

/** On the notice, so it shows once whichever step failed. */
const NOTICE_ATTRIBUTE = 'data-start-failure';

/** The site's phone number as the server wrote it into the page's boot payload, or null. */
export function phoneInPage(doc: Document): string | null {
  try {
    const json = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
    const boot = json ? (JSON.parse(json) as Partial<BootPayload>) : null;
    return (boot?.site && boot.dealer && sitePhone(boot.site, boot.dealer)) || null;
  } catch {
    return null; // a payload cut short: the notice goes without a number
  }
}

/** The notice: the text, and "or call us on {phone}." where the page gives a number. */
export function startFailureNotice(doc: Document, phone: string | null): HTMLElement {
  const notice = doc.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.setAttribute(NOTICE_ATTRIBUTE, '');
  // Inline: the page's styles come from the shell that failed (a page it did not render has none).
  notice.style.cssText =
    'margin:0;padding:12px 16px;background:#fff4d6;color:#1f2328;border-bottom:1px solid #e0c36a;font:16px/1.5 system-ui,sans-serif';
  if (!phone) {
    notice.textContent = `${START_FAILURE_TEXT}.`;
    return notice;
  }
  const call = doc.createElement('a');
  call.href = telHref(phone);
  call.textContent = phone;
  call.style.color = '#0b4f9c';
  notice.append(`${START_FAILURE_TEXT} or call us on `, call, '.');
  return notice;
}

/** Shows the notice at the top of the page, once. */
export function showStartFailure(doc: Document): void {
  if (doc.querySelector(`[${NOTICE_ATTRIBUTE}]`)) return;
  const notice = startFailureNotice(doc, phoneInPage(doc));
  const root = doc.getElementById('root');
  if (root) root.before(notice);
  else doc.body.prepend(notice);
}
