import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { renderEml } from './mail-message';
import type { MailTransport } from './mail-transport';

/**
 * Lead emails over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465 or smtp://relay:25): the same
 * message the spool writes, sent raw, so the Message-ID (one per lead) lets receivers drop a resent copy.
 * Resolving means the server accepted the message (250); a refusal or a lost connection rejects and the
 * worker retries with backoff.
 */
export function createSmtpTransport(url: string, options: { timeoutMs?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 10_000;
  // SMTP transport options take the connection URL as `url` (read by nodemailer's SMTP transport).
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as SMTPTransport.Options);
  return {
    async send(message) {
      await transporter.sendMail({
        envelope: { from: message.from, to: [message.to] },
        raw: renderEml(message),
      });
    },
  };
}
