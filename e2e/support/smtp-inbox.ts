import { startTestSmtpServer } from '../../apps/api/test/smtp-server';

/** Undoes quoted-printable soft breaks and escapes, enough to read links in a mail body. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The API tests' SMTP server (on `port`, or a free one), with a wait for a given message. */
export async function startSmtpInbox(port = 0) {
  const { received, close, port: listening } = await startTestSmtpServer(port);
  return {
    port: listening,
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
    close,
  };
}
