/**
 * The id of a lead form's heading (mf-leads), which a page's link can jump to: `lead-form-contact` is the
 * contact page's "Send us a message", which the page's locations (mf-locations) link to.
 */
export function leadFormAnchor(kind: string): string {
  return `lead-form-${kind}`;
}
