import { WORK_FIGURES } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { runAdminCommand } from '../admin/admin.commands';
import { FigureCommandError } from './figures.commands';

const newSmic = {
  value: 12.5,
  appliesFrom: '2027-01-01',
  reviewBy: '2028-01-01',
  sourceLabel: 'Service-public.gouv.fr, « Montant du Smic »',
  sourceUrl: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F2300',
  reason: 'Revalorisation du 1er janvier 2027',
};

describe(`chiffres datés : valeur, date, source, historique (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await createTestUser(t, { isStaff: true });
    student = await createTestUser(t);
  });
  afterAll(() => t.close());

  const figuresOf = async (who: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/facts', headers: who.headers })).json().figures as {
      id: string;
      value: unknown;
      appliesFrom: string;
      edited: boolean;
      source: { url: string };
    }[];
  const put = (who: TestUser, id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/facts/${id}`, headers: who.headers, payload: body });

  it('un élève lit chaque chiffre avec sa date et sa source officielle', async () => {
    const figures = await figuresOf(student);
    expect(figures.map((figure) => figure.id)).toContain('smic-mensuel-brut');
    const smic = figures.find((figure) => figure.id === 'smic-horaire-brut');
    expect(smic).toMatchObject({
      value: WORK_FIGURES['smic-horaire-brut'].fact.value,
      appliesFrom: '2026-06-01',
      edited: false,
    });
    expect(smic?.source.url).toMatch(/^https:\/\/www\.service-public\.gouv\.fr\//);
  });

  it('l’équipe change un chiffre : les élèves le voient, l’historique et le journal le gardent', async () => {
    const saved = await put(staff, 'smic-horaire-brut', newSmic);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      value: 12.5,
      appliesFrom: '2027-01-01',
      edited: true,
      toReview: false,
    });
    const seen = (await figuresOf(student)).find((figure) => figure.id === 'smic-horaire-brut');
    expect(seen).toMatchObject({ value: 12.5, appliesFrom: '2027-01-01' });

    await put(staff, 'smic-horaire-brut', { ...newSmic, value: 12.6, reason: 'Correction de la saisie' });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/admin/facts/smic-horaire-brut/history',
      headers: staff.headers,
    });
    expect(history.json().history.map((version: { value: number; reason: string }) => version.value)).toEqual(
      [12.6, 12.5],
    );
    const audit = await t.database.query<{ action: string; reason: string }>(
      `SELECT action, reason FROM staff_audit WHERE action = 'chiffre_date' ORDER BY id`,
    );
    expect(audit.map((line) => line.reason)).toEqual([newSmic.reason, 'Correction de la saisie']);
  });

  it('une valeur qui n’a pas la forme du chiffre est refusée en français, sans rien changer', async () => {
    const grid = await put(staff, 'apprenti-grille', { ...newSmic, value: { moins18: [27, 39] } });
    expect(grid.statusCode).toBe(400);
    expect(grid.json().message).toContain('Salaire minimum d’un apprenti');
    const dates = await put(staff, 'mineur-heures-jour', { ...newSmic, value: 8, reviewBy: '2026-01-01' });
    expect(dates.statusCode).toBe(400);
    const unknown = await put(staff, 'prix-du-pain', newSmic);
    expect(unknown.statusCode).toBe(400);
    expect((await figuresOf(student)).find((figure) => figure.id === 'apprenti-grille')?.edited).toBe(false);
  });

  it('un élève ne change pas un chiffre', async () => {
    expect((await put(student, 'smic-horaire-brut', newSmic)).statusCode).toBe(403);
  });

  it('la ligne de commande liste et change un chiffre, avec les mêmes contrôles', async () => {
    const listed = await runAdminCommand(t.database, ['chiffres']);
    expect(listed).toContain('mineur-heures-semaine = 35 depuis le 2008-05-01');
    const changed = await runAdminCommand(t.database, [
      'chiffre',
      'stage-gratification-horaire',
      '4.65',
      '2027-01-01',
      '2028-01-01',
      'https://www.service-public.gouv.fr/particuliers/vosdroits/F32131',
      'Nouveau',
      'plafond',
      '2027',
    ]);
    expect(changed).toContain('stage-gratification-horaire = 4.65 depuis le 2027-01-01');
    const audit = await t.database.query<{ via: string; reason: string }>(
      `SELECT via, reason FROM staff_audit WHERE action = 'chiffre_date' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]).toEqual({ via: 'cli', reason: 'Nouveau plafond 2027' });
    await expect(runAdminCommand(t.database, ['chiffre', 'prix-du-pain', '1'])).rejects.toThrow(
      FigureCommandError,
    );
    await expect(
      runAdminCommand(t.database, [
        'chiffre',
        'mineur-heures-jour',
        'huit',
        '2027-01-01',
        '2028-01-01',
        'x',
        'y',
      ]),
    ).rejects.toThrow('La valeur doit être du JSON');
  });
});
