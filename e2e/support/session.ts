import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface SignUpOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Data folder of the server the page talks to, when it is not the config's (own-server.ts). */
  dataDir?: string;
  /** Where the confirmation link is read, when not in an outbox folder (an SMTP inbox). */
  linkToken?: (email: string, type: 'signup') => Promise<string>;
  age?: number;
  /** Orientation answers sent with the registration, as a visitor who took the questionnaire. */
  questionnaireResponses?: { question_id: number; answer: string }[];
}

export interface SignedUpUser {
  email: string;
  password: string;
  id: string;
}

/** The e2e server's data folder (set by playwright.config.ts); its outbox/ holds the e-mails. */
function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error('E2E_DATA_DIR manquant : lance les tests avec e2e/playwright.config.ts.');
  return path.join(dataDir, 'outbox');
}

/** A mail file of the outbox; null while the server is still writing it. */
function readMail(file: string): { to: string; actionUrl?: string } | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string; actionUrl?: string };
  } catch {
    return null;
  }
}

/** Waits for the link of type `type` mailed to `email` and returns its token. */
export async function mailedLinkToken(
  email: string,
  type: 'signup' | 'recovery' = 'signup',
  dataDir?: string,
): Promise<string> {
  const dir = outboxDir(dataDir);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = readMail(path.join(dir, file));
      if (!mail) continue;
      const match = mail.actionUrl?.match(/access_token=([^&]+)&type=(\w+)/);
      if (mail.to === email && match?.[2] === type) return decodeURIComponent(match[1]!);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Aucun e-mail « ${type} » reçu pour ${email}.`);
}

/**
 * A brand-new confirmed student, signed in through the real /login page: the browser holds a
 * real session (access token in memory, refresh cookie) and ends on /app.
 */
export async function signUpAndSignIn(page: Page, options: SignUpOptions = {}): Promise<SignedUpUser> {
  const email = options.email ?? `e2e.${Date.now()}.${randomBytes(3).toString('hex')}@example.fr`;
  const password = options.password ?? 'motdepasse-e2e';
  const firstName = options.firstName ?? 'Léa';
  const lastName = options.lastName ?? 'Martin';
  const registration = await page.request.post('/api/auth/register', {
    data: {
      email,
      password,
      userData: {
        prenom: firstName,
        nom: lastName,
        age: options.age ?? 17,
        genre: 'Femme',
        departement: '69 - Rhône',
      },
      questionnaireResponses: options.questionnaireResponses,
    },
  });
  expect(registration.status(), await registration.text()).toBe(202);
  const confirmation = await page.request.post('/api/auth/confirm', {
    data: {
      token: options.linkToken
        ? await options.linkToken(email, 'signup')
        : await mailedLinkToken(email, 'signup', options.dataDir),
    },
  });
  expect(confirmation.status(), await confirmation.text()).toBe(200);
  const { user } = (await confirmation.json()) as { user: { id: string } };
  await signIn(page, { email, password });
  return { email, password, id: user.id };
}

/**
 * A fixed account (a staff address, say): signed in when it already exists — a retried test
 * meets the account its first attempt created — else signed up like any new student.
 */
export async function signInOrSignUp(
  page: Page,
  options: SignUpOptions & { email: string; password: string },
): Promise<SignedUpUser> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: options.email, password: options.password },
  });
  if (!login.ok()) return signUpAndSignIn(page, options);
  const { user } = (await login.json()) as { user: { id: string } };
  await signIn(page, options);
  return { email: options.email, password: options.password, id: user.id };
}

/** Signs in through /login (profile Étudiant) and waits for /app. */
export async function signIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Adresse e-mail').fill(credentials.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/app(\/|$)/);
}
