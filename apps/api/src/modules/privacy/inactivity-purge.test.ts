import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/helper';
import { addMs, DAY_MS, HOUR_MS } from '../../kernel/clock';
import { AUDIT_RETENTION_DAYS } from '../../kernel/staff-audit';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  registeredAccount,
  signedInAccount,
} from '../auth/auth.test-support';
import { purgeInactiveAccounts, RETENTION_MS } from './inactivity-purge';

describe(`purge des comptes inactifs depuis 3 ans (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const lastActive = async (id: string) =>
    (
      await t.database.query<{ last_active_at: Date }>('SELECT last_active_at FROM users WHERE id = $1', [id])
    )[0]?.last_active_at;
  const exists = async (id: string) =>
    (await t.database.query('SELECT 1 FROM users WHERE id = $1', [id])).length === 1;

  it('prévient 30 jours avant, supprime après, et épargne qui revient entre-temps', async () => {
    const sleeper = await registeredAccount(t);
    const returner = await registeredAccount(t);
    const active = await registeredAccount(t);
    const start = new Date();

    // 3 years minus 31 days: nobody is warned yet.
    expect(await purgeInactiveAccounts(t.app, addMs(start, RETENTION_MS - 31 * DAY_MS))).toEqual({
      warned: 0,
      deleted: 0,
    });

    // The active student signs in two years in (an hour later than the clock says is recorded).
    t.app.clock.now = () => addMs(start, 2 * 365 * DAY_MS);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: active.email, password: active.password },
    });
    t.app.clock.now = () => new Date();

    // 3 years minus 29 days: the two inactive accounts are warned, once.
    const warnDay = addMs(start, RETENTION_MS - 29 * DAY_MS);
    expect(await purgeInactiveAccounts(t.app, warnDay)).toEqual({ warned: 2, deleted: 0 });
    expect(await purgeInactiveAccounts(t.app, addMs(warnDay, HOUR_MS))).toEqual({ warned: 0, deleted: 0 });
    const warnings = (await t.outbox()).filter((m) => m.subject === 'Ton compte Déclic va être supprimé');
    expect(warnings.map((m) => m.to).sort()).toEqual([sleeper.email, returner.email].sort());
    expect(warnings[0]?.text).toMatch(/sera effacé le \d{1,2} \p{L}+ \d{4}/u);

    // The returner signs in during the notice period: activity resets the warning.
    t.app.clock.now = () => addMs(warnDay, 10 * DAY_MS);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: returner.email, password: returner.password },
    });
    t.app.clock.now = () => new Date();

    // 30 days after the warning: only the sleeper is erased.
    expect(await purgeInactiveAccounts(t.app, addMs(warnDay, 30 * DAY_MS))).toEqual({
      warned: 0,
      deleted: 1,
    });
    expect(await exists(sleeper.id)).toBe(false);
    expect(await exists(returner.id)).toBe(true);
    expect(await exists(active.id)).toBe(true);
  });

  it('enregistre la dernière activité au plus une fois par heure', async () => {
    const account = await signedInAccount(t);
    const { headers } = account;
    const base = new Date(Date.now() + DAY_MS);
    t.app.clock.now = () => base;
    // The write happens after the answer is sent: poll for it.
    const recorded = () => lastActive(account.id).then((date) => date?.getTime());
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    await expect.poll(recorded).toBe(base.getTime());

    t.app.clock.now = () => addMs(base, 30 * 60_000);
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await recorded()).toBe(base.getTime());

    t.app.clock.now = () => addMs(base, 61 * 60_000);
    await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    await expect.poll(recorded).toBe(addMs(base, 61 * 60_000).getTime());
    t.app.clock.now = () => new Date();
  });

  it('garde le journal de l’équipe un an, puis l’oublie', async () => {
    const now = new Date();
    await t.database.query(
      `INSERT INTO staff_audit (via, action, created_at) VALUES ('cli', 'ancienne', $1), ('cli', 'recente', $2)`,
      [addMs(now, -(AUDIT_RETENTION_DAYS + 1) * DAY_MS), addMs(now, -(AUDIT_RETENTION_DAYS - 1) * DAY_MS)],
    );
    await purgeInactiveAccounts(t.app, now);
    const kept = await t.database.query<{ action: string }>(
      "SELECT action FROM staff_audit WHERE action IN ('ancienne', 'recente')",
    );
    expect(kept).toEqual([{ action: 'recente' }]);
  });
});
