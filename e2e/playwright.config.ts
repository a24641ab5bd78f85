import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_STAFF_EMAILS } from './support/staff-accounts';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// Computed once by the main process; workers inherit the variable and read the same folder
// (the sign-in fixture reads confirmation e-mails from its outbox/).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `declic-e2e-${port}-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

// A second server whose e-mails go over real SMTP to a test server the journey starts on
// 127.0.0.1 (accounts-smtp-journey.spec.ts); the first one writes them to its outbox.
process.env.E2E_SMTP_APP_PORT ??= String(port + 50);
process.env.E2E_SMTP_PORT ??= String(2525 + (Math.abs(port - 3100) % 5));
const smtpAppPort = Number(process.env.E2E_SMTP_APP_PORT);
const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: path.resolve(import.meta.dirname, '../apps/web/dist'),
  // Every journey signs up from 127.0.0.1: keep the real limits for the API tests only.
  AUTH_RATE_LIMIT_SCALE: '1000',
  // Staff accounts the journeys sign up to use /api/admin (e2e/support/progression.ts).
  STAFF_EMAILS: E2E_STAFF_EMAILS.join(','),
  // A same-origin path the level-2 journey serves a short video at (level2-video.spec.ts).
  LEVEL2_VIDEO_URL: '/e2e-media/fondateur.webm',
  // Level 8's configured videos: no ONISEP import on the e2e server (levels-6-30.spec.ts).
  DECLIC_VIDEOS_FILE: path.resolve(import.meta.dirname, 'fixtures/level8-videos.json'),
};

// Debian's Chromium, with the flags this closed network needs (no background connections).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Journeys that need the fake media devices (project chromium-media). */
const MEDIA_JOURNEYS = /level(2|3|21)-.*\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace makes the browser stream its frames for every test: a third of the
    // journeys' CPU. On CI (one retry), only the retry of a failed test is recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker would precache the shell in every journey's fresh browser: only the
    // installable-app journey lets it run (installable-app.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: MEDIA_JOURNEYS,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Chromium's fake microphone and camera, granted without a prompt: the level-3 pitch
      // records real audio through MediaRecorder, and videos may play without a gesture.
      name: 'chromium-media',
      testMatch: MEDIA_JOURNEYS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            ...chromiumArgs,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node ../apps/api/dist/server.mjs`,
      url: `${baseURL}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      command: `rm -rf ${dataDir}-smtp && node ../apps/api/dist/server.mjs`,
      url: `http://localhost:${smtpAppPort}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        ...serverEnv,
        PORT: String(smtpAppPort),
        DATA_DIR: `${dataDir}-smtp`,
        PUBLIC_URL: `http://localhost:${smtpAppPort}`,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      },
    },
  ],
});
