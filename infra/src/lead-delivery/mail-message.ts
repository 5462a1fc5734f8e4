import { ADF_PROVIDER } from './adf';

export interface MailMessage {
  /**
   * Stable per sending of a lead (`deliveryKey`): a copy sent again after a crash is recognisably the same
   * email, a resend an operator asked for is a new one (mail systems drop a Message-ID they already have).
   */
  messageId: string;
  /** The Message-ID this one follows (a resend: its lead's first email), so mail clients show them together. */
  references?: string;
  from: string;
  /** The sender's name shown with `from` (default: the platform's leads). */
  fromName?: string;
  /** Where a reply goes, when not to `from` (a lead's: the shopper). */
  replyTo?: string;
  /** The name shown with `replyTo` (a lead's: the shopper's). */
  replyToName?: string;
  to: string;
  subject: string;
  date: Date;
  text: string;
  attachment?: { filename: string; contentType: string; content: string };
}

/** RFC 2047 encoded-word: any text (non-ASCII, line breaks) is safe in a header. */
function encodedWord(text: string): string {
  return `=?UTF-8?B?${Buffer.from(text.replace(/[\r\n]+/g, ' '), 'utf8').toString('base64')}?=`;
}

/** An address header value without line breaks or angle brackets that could add headers. */
function address(value: string): string {
  return `<${value.replace(/[\r\n<>"]/g, '')}>`;
}

function base64Lines(text: string): string {
  return (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g)
      ?.join('\r\n') ?? ''
  );
}

/** The attachment's MIME part (a lead's ADF), none without one. */
function attachmentPart(boundary: string, attachment: MailMessage['attachment']): string[] {
  if (!attachment) return [];
  const filename = attachment.filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return [
    `--${boundary}`,
    `Content-Type: ${attachment.contentType}; name="${filename}"`,
    `Content-Disposition: attachment; filename="${filename}"`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(attachment.content),
  ];
}

/** The email as an RFC 5322 / MIME message (.eml): a plain-text body and its attachment (a lead's ADF). */
export function renderEml(message: MailMessage): string {
  const boundary = `dealerline-${message.messageId.replace(/[^A-Za-z0-9]/g, '')}`;
  return [
    `From: ${encodedWord(message.fromName ?? `${ADF_PROVIDER} leads`)} ${address(message.from)}`,
    ...(message.replyTo
      ? [
          `Reply-To: ${message.replyToName ? `${encodedWord(message.replyToName)} ` : ''}${address(message.replyTo)}`,
        ]
      : []),
    `To: ${address(message.to)}`,
    `Subject: ${encodedWord(message.subject)}`,
    `Date: ${message.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${address(message.messageId)}`,
    ...(message.references
      ? [`In-Reply-To: ${address(message.references)}`, `References: ${address(message.references)}`]
      : []),
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.text),
    ...attachmentPart(boundary, message.attachment),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
