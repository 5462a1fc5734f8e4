import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderEml, type MailMessage } from './mail-message';
import { createSmtpTransport } from './smtp-transport';

/**
 * Sends an email; resolving means the mail system accepted it (the spool here, SMTP in smtp-transport.ts).
 * `key` names the sending (`deliveryKey`: the lead id, or `<lead id>.resend-<n>`).
 */
export interface MailTransport {
  send(message: MailMessage, key: string): Promise<void>;
}

/**
 * The default transport: one `<key>.eml` per sending in `dir` (DATA_DIR/mail-spool: `<lead id>.eml`, and
 * `<lead id>.resend-<n>.eml` for a resend), written to a temp file and renamed, so sending again after a crash
 * replaces the file instead of adding a second one.
 */
export function createSpoolTransport(dir: string): MailTransport {
  return {
    async send(message, key) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${key}.eml`);
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, renderEml(message), { flush: true });
      await rename(temp, file);
    },
  };
}

/**
 * Production without SMTP_URL: every email attempt fails with this reason (the lead is retried, logged at
 * warn and shown by `leads status`) instead of being written to the pod's disk and lost with it.
 */
export function createRefusingTransport(reason: string): MailTransport {
  return {
    async send() {
      throw new Error(reason);
    },
  };
}

/** How lead emails leave the platform. */
export type MailMode = 'smtp' | 'spool' | 'none';

/** SMTP when SMTP_URL is set, else the spool in DATA_DIR/mail-spool. */
export function mailTransportFor(smtpUrl: string | null | undefined, spoolDir: string): MailTransport {
  return smtpUrl ? createSmtpTransport(smtpUrl) : createSpoolTransport(spoolDir);
}
