import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderEml, type MailMessage } from './mail-message';

/** Sends an email; resolving means the mail system accepted it. SMTP would be another implementation. */
export interface MailTransport {
  send(message: MailMessage, leadId: string): Promise<void>;
}

/**
 * The default transport: one `<lead id>.eml` per lead in `dir` (DATA_DIR/mail-spool), written to a temp file
 * and renamed, so a resend after a crash replaces the file instead of adding a second one.
 */
export function createSpoolTransport(dir: string): MailTransport {
  return {
    async send(message, leadId) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${leadId}.eml`);
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, renderEml(message), { flush: true });
      await rename(temp, file);
    },
  };
}
