import path from 'node:path';
import { z } from 'zod';
import { type ConfiguredVideo, readVideosFile } from './configured-videos';

const optionalUrl = (name: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(p)), {
      message: `${name} doit commencer par ${protocols.join(' ou ')}`,
    });

const envFields = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'NODE_ENV doit valoir development, production ou test',
    })
    .default('production'),
  PORT: z.coerce
    .number({ message: 'PORT doit être un nombre' })
    .int('PORT doit être un nombre entier')
    .min(0, 'PORT doit être compris entre 0 et 65535')
    .max(65535, 'PORT doit être compris entre 0 et 65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST ne peut pas être vide').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR ne peut pas être vide').default('data'),
  DECLIC_DATA_DIR: z.string().min(1, 'DECLIC_DATA_DIR ne peut pas être vide').default('../shared/data'),
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres://', 'postgresql://']),
  PUBLIC_URL: optionalUrl('PUBLIC_URL', ['http://', 'https://']),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'LOG_LEVEL doit valoir fatal, error, warn, info, debug, trace ou silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp://', 'smtps://']),
  // Several instances: rate limits in Redis when set (else in the database).
  REDIS_URL: optionalUrl('REDIS_URL', ['redis://', 'rediss://']),
  MAIL_FROM: z.string().default('Déclic <bonjour@declic.example>'),
  STAFF_EMAILS: z.string().default(''),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/, ]+)$/,
      'TRUST_PROXY vaut true, false, un nombre de relais ou une liste d’adresses',
    )
    .default('false'),
  // Key of the HMAC that hides e-mails and IP addresses in rate-limit counters (else in the database).
  RATE_LIMIT_KEY_SECRET: z
    .string()
    .min(32, 'RATE_LIMIT_KEY_SECRET doit compter au moins 32 caractères')
    .optional(),
  AUTH_RATE_LIMIT_SCALE: z.coerce
    .number({ message: 'AUTH_RATE_LIMIT_SCALE doit être un nombre' })
    .positive('AUTH_RATE_LIMIT_SCALE doit être positif')
    .default(1),
  AI_BASE_URL: optionalUrl('AI_BASE_URL', ['http://', 'https://']),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_DAILY_USER_QUOTA: z.coerce
    .number({ message: 'AI_DAILY_USER_QUOTA doit être un nombre' })
    .int('AI_DAILY_USER_QUOTA doit être un nombre entier')
    .min(0, 'AI_DAILY_USER_QUOTA ne peut pas être négatif')
    .default(30),
  AI_DAILY_GLOBAL_BUDGET: z.coerce
    .number({ message: 'AI_DAILY_GLOBAL_BUDGET doit être un nombre' })
    .int('AI_DAILY_GLOBAL_BUDGET doit être un nombre entier')
    .min(0, 'AI_DAILY_GLOBAL_BUDGET ne peut pas être négatif')
    .default(2000),
  SUPPORT_EMAIL: z
    .string()
    .email('SUPPORT_EMAIL doit être une adresse e-mail valide')
    .default('support@declic.example'),
  SOCIAL_HANDLE: z.string().default('@declic.orientation'),
  // Empty by default: no video ships with the project, the level-2 screen then says so.
  LEVEL2_VIDEO_URL: optionalUrl('LEVEL2_VIDEO_URL', ['http://', 'https://', '/']),
  PUBLISHER_NAME: z.string().default('[Nom de l’éditeur à compléter]'),
  PUBLISHER_LEGAL_FORM: z.string().default('[Forme juridique à compléter]'),
  PUBLISHER_ADDRESS: z.string().default('[Adresse du siège à compléter]'),
  PUBLISHER_SIRET: z.string().default('[SIRET à compléter]'),
  PUBLISHER_DIRECTOR: z.string().default('[Directeur ou directrice de la publication à compléter]'),
  HOST_NAME: z.string().default('[Hébergeur à compléter]'),
  HOST_ADDRESS: z.string().default('[Adresse de l’hébergeur à compléter]'),
  CATALOG_DEMO: z.enum(['auto', 'off'], { message: 'CATALOG_DEMO doit valoir auto ou off' }).optional(),
  FRANCE_TRAVAIL_CLIENT_ID: z.string().trim().optional(),
  FRANCE_TRAVAIL_CLIENT_SECRET: z.string().trim().optional(),
  FRANCE_TRAVAIL_TOKEN_URL: optionalUrl('FRANCE_TRAVAIL_TOKEN_URL', ['http://', 'https://']),
  FRANCE_TRAVAIL_API_URL: optionalUrl('FRANCE_TRAVAIL_API_URL', ['http://', 'https://']),
  FRANCE_TRAVAIL_SCOPE: z.string().trim().default('api_offresdemploiv2 o2dsoffre'),
  // La bonne alternance through API Apprentissage: the API key of the account (Bearer).
  LBA_API_URL: optionalUrl('LBA_API_URL', ['http://', 'https://']),
  LBA_API_TOKEN: z.string().trim().optional(),
  // Prometheus metrics on their own port, bound to the loopback (never the public one). Off when unset.
  METRICS_PORT: z.coerce
    .number({ message: 'METRICS_PORT doit être un nombre' })
    .int('METRICS_PORT doit être un nombre entier')
    .min(0, 'METRICS_PORT doit être compris entre 0 et 65535')
    .max(65535, 'METRICS_PORT doit être compris entre 0 et 65535')
    .optional(),
  METRICS_HOST: z.string().trim().default('127.0.0.1'),
  // A JSON file of videos level 8 proposes when ONISEP has none for the student's métiers.
  DECLIC_VIDEOS_FILE: z.string().trim().optional(),
  // Online payment is open only when both Stripe secrets are set.
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  // Tests point the Stripe client at a local server.
  STRIPE_API_HOST: z.string().trim().optional(),
  STRIPE_API_PORT: z.coerce
    .number({ message: 'STRIPE_API_PORT doit être un nombre' })
    .int('STRIPE_API_PORT doit être un nombre entier')
    .min(1, 'STRIPE_API_PORT doit être compris entre 1 et 65535')
    .max(65535, 'STRIPE_API_PORT doit être compris entre 1 et 65535')
    .optional(),
  STRIPE_API_PROTOCOL: z
    .enum(['http', 'https'], { message: 'STRIPE_API_PROTOCOL doit valoir http ou https' })
    .optional(),
  // Uploaded files in an S3-compatible bucket (all four, region aside); in the database otherwise.
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT', ['http://', 'https://']),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().min(1, 'S3_REGION ne peut pas être vide').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
});

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3 storage takes its four settings together: a partial set names what is missing. */
const envSchema = envFields.superRefine((env, ctx) => {
  const given = S3_SETTINGS.filter((name) => env[name]);
  if (given.length === 0 || given.length === S3_SETTINGS.length) return;
  for (const name of S3_SETTINGS.filter((name) => !env[name]))
    ctx.addIssue({ code: 'custom', path: [name], message: `requis avec ${given.join(', ')} (stockage S3)` });
});

export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>, rootDir: string, videos: ConfiguredVideo[]) {
  const dataDir = path.resolve(rootDir, env.DATA_DIR);
  const webDistDir = env.WEB_DIST_DIR ?? path.resolve(rootDir, 'apps/web/dist');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    /** The open-data files the importers read (laid out as shared/data), as `npm run import` finds them. */
    openDataDir: path.resolve(env.DECLIC_DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    /** Where Prometheus reads /metrics (a port of its own, loopback by default); none when unset. */
    metrics: env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    webDistDir,
    /** The web's server rendering of the public pages, built beside its files (apps/web/dist-ssr). */
    webRendererFile: path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js'),
    smtpUrl: env.SMTP_URL,
    /** Uploaded files in this S3-compatible bucket; in the database when none. */
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : null,
    /** Rate limits counted in Redis when set; in the database otherwise (shared either way). */
    redisUrl: env.REDIS_URL,
    mailFrom: env.MAIL_FROM,
    /** Accounts with these addresses are staff (the chat's 'Admin' badge, the progression tools). */
    staffEmails: env.STAFF_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    /** Multiplies every sign-in/sign-up rate limit (the browser journeys raise it). */
    authRateLimitScale: env.AUTH_RATE_LIMIT_SCALE,
    /** The HMAC key of personal values in rate-limit counters; created in the database when unset. */
    rateLimitKeySecret: env.RATE_LIMIT_KEY_SECRET,
    /** Off by default: X-Forwarded-For is only believed behind a proxy we were told about. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      /** Provider calls a student may make per day (Paris time); the offline engine is free. */
      dailyUserQuota: env.AI_DAILY_USER_QUOTA,
      /** Provider calls all students together may make per day. */
      dailyGlobalBudget: env.AI_DAILY_GLOBAL_BUDGET,
    },
    catalog: {
      // The demo catalogue fills empty tables, except in tests, which start from nothing.
      demo: env.CATALOG_DEMO ?? (env.NODE_ENV === 'test' ? 'off' : 'auto'),
    },
    franceTravail: {
      clientId: env.FRANCE_TRAVAIL_CLIENT_ID || undefined,
      clientSecret: env.FRANCE_TRAVAIL_CLIENT_SECRET || undefined,
      tokenUrl:
        env.FRANCE_TRAVAIL_TOKEN_URL ??
        'https://entreprise.francetravail.fr/connexion/oauth2/access_token?realm=%2Fpartenaire',
      apiUrl: env.FRANCE_TRAVAIL_API_URL ?? 'https://api.francetravail.io/partenaire/offresdemploi',
      scope: env.FRANCE_TRAVAIL_SCOPE,
    },
    /** Apprenticeship offers: live from the API only with a token, else from the saved file. */
    laBonneAlternance: {
      apiUrl: env.LBA_API_URL ?? 'https://api.apprentissage.beta.gouv.fr/api',
      token: env.LBA_API_TOKEN || undefined,
    },
    site: {
      publisher: {
        name: env.PUBLISHER_NAME,
        legalForm: env.PUBLISHER_LEGAL_FORM,
        address: env.PUBLISHER_ADDRESS,
        siret: env.PUBLISHER_SIRET,
        director: env.PUBLISHER_DIRECTOR,
        host: env.HOST_NAME,
        hostAddress: env.HOST_ADDRESS,
      },
      supportEmail: env.SUPPORT_EMAIL,
      socialHandle: env.SOCIAL_HANDLE,
      level2VideoUrl: env.LEVEL2_VIDEO_URL ?? null,
    },
    payments: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      /** Checkout, the portal and the webhook work only with both secrets. */
      online: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET),
      apiHost: env.STRIPE_API_HOST || undefined,
      apiPort: env.STRIPE_API_PORT,
      apiProtocol: env.STRIPE_API_PROTOCOL,
    },
    levels: {
      /** Level 8's fallback videos (DECLIC_VIDEOS_FILE); none by default. */
      videos,
    },
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Thrown with one French line per bad variable, so start-up can print it and stop. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv, rootDir = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.');
      return `Configuration invalide : ${variable} — ${issue.message}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  return toConfig(parsed.data, rootDir, configuredVideos(parsed.data.DECLIC_VIDEOS_FILE, rootDir));
}

/** The videos of DECLIC_VIDEOS_FILE (a path from rootDir); a bad file stops the start-up. */
function configuredVideos(file: string | undefined, rootDir: string): ConfiguredVideo[] {
  if (!file) return [];
  const read = readVideosFile(path.resolve(rootDir, file));
  if ('videos' in read) return read.videos;
  throw new ConfigError(
    read.errors.map((error) => `Configuration invalide : DECLIC_VIDEOS_FILE — ${error}`).join('\n'),
  );
}
