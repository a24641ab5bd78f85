import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about: printed in the log when mail goes to the outbox folder. */
  actionUrl?: string;
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'outbox' writes each message under DATA_DIR/outbox/. */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Sends without making the caller wait (same answer time whatever happens); failures are logged. */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every background send has finished (server shutdown, tests). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  const mode = options.smtpUrl ? 'smtp' : 'outbox';
  // nodemailer loads with the first e-mail, not with every start.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const info = await (await transportOf()).sendMail({
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (mode === 'outbox') await writeToOutbox(options.outboxDir, message, info.message as Buffer);
    // Only the offline outbox prints the link: with real mail, tokens never reach the logs.
    if (mode === 'outbox' && message.actionUrl) {
      options.log.info(`E-mail « ${message.subject} » pour ${message.to} — lien : ${message.actionUrl}`);
    }
  }

  return {
    mode,
    send,
    sendInBackground(message) {
      const task = send(message)
        .catch((error: Error) => {
          options.log.error(
            { err: { message: error.message } },
            `échec de l’envoi de l’e-mail « ${message.subject} »`,
          );
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}

// Two messages of one millisecond still sort in the order they were sent.
let outboxSequence = 0;

/** One `.eml` (opens in any mail client) and one `.json` (easy for scripts and tests) per message. */
async function writeToOutbox(dir: string, message: MailMessage, raw: Buffer): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  outboxSequence += 1;
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const base = `${stamp}-${String(outboxSequence).padStart(8, '0')}-${randomBytes(4).toString('hex')}`;
  await fs.writeFile(path.join(dir, `${base}.eml`), raw);
  await fs.writeFile(
    path.join(dir, `${base}.json`),
    JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2),
  );
}

export async function registerMailer(app: FastifyInstance): Promise<void> {
  const mailer = createMailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    outboxDir: path.join(app.config.dataDir, 'outbox'),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.flush());
}
