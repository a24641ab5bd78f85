import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links in a mail body. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpInbox(port: number) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    /** Waits for a message to `email` whose decoded body matches `pattern`, and returns the match. */
    async waitFor(email: string, pattern: RegExp): Promise<RegExpMatchArray> {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        for (const mail of received) {
          const match = mail.to.includes(email) ? decodeQuotedPrintable(mail.raw).match(pattern) : null;
          if (match) return match;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`Aucun e-mail reçu pour ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
