import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml } from '../testing/parse-eml';
import type { MailMessage } from '../mail-message';
import { createSmtpTransport } from '../smtp-transport';

/** A real SMTP server on loopback that keeps what it receives, refusing recipients at `refuse.example`. */
async function startSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refuse.example')) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const message = (to: string): MailMessage => ({
  messageId: 'lead-0b6f5a3e@dealerline.leads',
  from: 'leads@dealerline.local',
  to,
  subject: 'New lead: Vehicle Enquiry',
  date: new Date('2026-11-21T06:00:00Z'),
  text: 'Jo Citizen asked about a car.',
  attachment: {
    filename: 'lead-0b6f5a3e.adf.xml',
    contentType: 'application/xml',
    content: '<?xml version="1.0"?><adf><prospect><id>0b6f5a3e</id></prospect></adf>',
  },
});

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

describe('createSmtpTransport', () => {
  it('sends the lead email with its Message-ID and the ADF attached, to the dealership', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    await transport.send(message('sales@dealer.example'), '0b6f5a3e');
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'leads@dealerline.local', to: ['sales@dealer.example'] });
    const eml = parseEml(mail!.data.replace(/\r?\n/g, '\r\n'));
    expect(eml.headers['message-id']).toBe('<lead-0b6f5a3e@dealerline.leads>');
    expect(eml.parts[1]!.body).toContain('<id>0b6f5a3e</id>');
  });

  it('rejects when the server refuses the message, so the worker retries', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    await expect(transport.send(message('nobody@refuse.example'), 'x')).rejects.toThrow();
  });

  it('rejects when no server answers', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${closed.port}`, { timeoutMs: 2000 });
    await expect(transport.send(message('sales@dealer.example'), 'x')).rejects.toThrow();
  });
});
