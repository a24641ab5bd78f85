import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createMailer } from './mail';
import { renderMail } from './mail-layout';

const silent = pino({ level: 'silent' });
const message = {
  to: 'lea@example.fr',
  ...renderMail({
    subject: 'Confirme ton adresse e-mail pour Déclic',
    greeting: 'Salut Léa\u202f!',
    paragraphs: ['Un paragraphe <avec> des caractères à échapper & un accent.'],
    action: { label: 'Confirmer', url: 'http://localhost:3000/#access_token=abc&type=signup' },
  }),
  actionUrl: 'http://localhost:3000/#access_token=abc&type=signup',
};

describe('envoi d’e-mails par SMTP (serveur de test sur 127.0.0.1)', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('remet le message au serveur SMTP, en texte et en HTML, avec le bon expéditeur', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Déclic <bonjour@declic.example>',
      outboxDir: '/nonexistent',
      log: silent,
    });
    expect(mailer.mode).toBe('smtp');
    await mailer.send(message);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('bonjour@declic.example');
    expect(mail?.to).toEqual(['lea@example.fr']);
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('signale un serveur SMTP injoignable, et l’envoi en arrière-plan ne fait que journaliser', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@declic.example',
      outboxDir: '/nonexistent',
      log: silent,
    });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.sendInBackground(message);
    await expect(mailer.flush()).resolves.toBeUndefined();
  });
});

describe('sans SMTP_URL : la boîte d’envoi locale', () => {
  it('écrit un .eml et un .json par message et imprime le lien dans le journal', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-outbox-'));
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ from: 'Déclic <bonjour@declic.example>', outboxDir: dir, log });
    expect(mailer.mode).toBe('outbox');
    await mailer.send(message);
    const files = fs.readdirSync(dir).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.json']);
    const json = JSON.parse(fs.readFileSync(path.join(dir, files[1]!), 'utf8'));
    expect(json).toMatchObject({ to: 'lea@example.fr', actionUrl: message.actionUrl });
    expect(json.html).toContain('&lt;avec&gt;');
    expect(fs.readFileSync(path.join(dir, files[0]!), 'utf8')).toContain('To: lea@example.fr');
    expect(lines.join('')).toContain(message.actionUrl);
    fs.rmSync(dir, { recursive: true });
  });
});
