import { webhookTarget } from './webhook-target';
import { leadToAdf } from './adf';
import { DEALERLESS_DELIVERY, parseDeliveryConfig, type ChannelName } from './delivery-config';
import { deliveryKey } from './delivery-key';
import type { DueLead } from './delivery-repository';
import type { MailTransport } from './mail-transport';
import { leadEmail } from './lead-email';

export interface ChannelSenders {
  mail: MailTransport;
  /** Sender address of lead emails. */
  mailFrom: string;
  /** POSTs the ADF, signed with the dealership's secrets (signedWebhookSender). */
  webhook: (
    url: string,
    lead: Pick<DueLead, 'id' | 'resend' | 'dealership_slug'>,
    adf: string,
  ) => Promise<void>;
}

/** A channel that acknowledged the lead in this attempt. */
export interface ChannelDelivery {
  channel: ChannelName;
  target: string;
}

/**
 * An attempt's result, with the channels that acknowledged it (recorded even when another one failed); a
 * retry names the channels that failed (`failedChannels`, for the logs).
 */
export type DeliveryOutcome = { channels: ChannelDelivery[] } & (
  | { kind: 'delivered' }
  | { kind: 'retry'; error: string; failedChannels: ChannelName[] }
  | { kind: 'failed'; error: string }
);

interface Channel {
  name: ChannelName;
  target: string;
  send(): Promise<void>;
}

/**
 * Sends a claimed lead on every channel of its dealership that has not acknowledged it yet, and lists the
 * channels that acknowledged now (the caller records them, so a later retry skips them). Delivered when every
 * channel acknowledged; retry when one failed; failed when the lead has nowhere to go.
 */
export async function deliverLead(lead: DueLead, senders: ChannelSenders): Promise<DeliveryOutcome> {
  const nowhere = (error: string): DeliveryOutcome => ({ kind: 'failed', error, channels: [] });
  // No dealership (deleted by a sites put): the dealer's email, not some other dealership's channels.
  const config = lead.dealership_name ? parseDeliveryConfig(lead.delivery) : DEALERLESS_DELIVERY;
  const adf = leadToAdf({
    id: lead.id,
    resend: lead.resend > 0,
    requestDate: lead.created_at,
    submission: lead.payload,
    vehicle: lead.vehicle,
    vendor: {
      name: lead.dealership_name ?? lead.site_name,
      email: lead.dealer_email || null,
      phone: lead.dealer_phone || null,
    },
  });
  const channels: Channel[] = [];
  if (config.webhook) {
    const { url } = config.webhook;
    channels.push({
      name: 'webhook',
      target: webhookTarget(url).shown,
      send: () => senders.webhook(url, lead, adf),
    });
  }
  if (config.email) {
    const to = config.email.to ?? lead.dealer_email;
    if (!to)
      return nowhere(
        lead.dealership_name
          ? 'the email channel has no address (nor has the dealer)'
          : 'the lead has no dealership (deleted) and the dealer has no email',
      );
    const message = leadEmail(lead, adf, senders.mailFrom, to);
    const key = deliveryKey(lead.id, lead.resend);
    channels.push({ name: 'email', target: to, send: () => senders.mail.send(message, key) });
  }
  if (channels.length === 0) return nowhere('the dealership has no delivery channel');
  const errors: string[] = [];
  const failedChannels: ChannelName[] = [];
  const done: ChannelDelivery[] = [];
  for (const channel of channels) {
    if (lead.delivered_channels.includes(channel.name)) continue;
    try {
      await channel.send();
      done.push({ channel: channel.name, target: channel.target });
    } catch (error) {
      errors.push(`${channel.name}: ${(error as Error).message}`);
      failedChannels.push(channel.name);
    }
  }
  return errors.length
    ? { kind: 'retry', error: errors.join('; '), failedChannels, channels: done }
    : { kind: 'delivered', channels: done };
}
