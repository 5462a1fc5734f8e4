/**
 * What names one sending of a lead to its receivers: the lead id for its first delivery (resend 0), else
 * `<lead id>.resend-<n>`. It is the webhook's Idempotency-Key, the email's Message-ID and the spool file's
 * name, so each sending is deduplicated on its own: the attempts of one sending (a retry, a resend after a
 * crash) repeat it, while a resend an operator asked for is a new request a receiver does not drop as a copy.
 * The lead itself keeps its one id everywhere (ADF <id>, X-Dealerline-Lead-Id, the email's text).
 */
export function deliveryKey(leadId: string, resend: number): string {
  return resend === 0 ? leadId : `${leadId}.resend-${resend}`;
}
