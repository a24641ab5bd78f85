import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  expectStepPassed,
  finishLevel,
  lookAt,
  nextStep,
  openPlayerLevel,
  passQuizFromCorrection,
  saveStep,
} from '../support/level-player';
import {
  readOwnProgression,
  readOwnReminders,
  saveStudentAvatar,
  setLevel,
  setPaid,
} from '../support/progression';
import { type SignedUpUser, signUpAndSignIn } from '../support/session';

// One student plays the levels of « Se lancer » (31 to 50) that are written, each from the
// level before it (levels 6 to 30 are played by levels-6-30.spec.ts): one page, each test one level.
test.describe.configure({ mode: 'serial' });

let page: Page;
let student: SignedUpUser;

// Every mustMention rule of levels 31 to 50 finds its word in the first sentence; the rest pads.
const ANSWER_START =
  'Bonjour, peux-tu me montrer ton atelier samedi pour un stage d’une semaine, parce que je veux apprendre ' +
  'ce métier comme mon oncle, faire un BTS et gagner un salaire ? Après les résultats, je continue : au moins ' +
  'vingt personnes. J’ai appris à parler anglais pour mon projet. ';
const ANSWER =
  ANSWER_START +
  'Je note ici ce que j’ai vu, ce qui me plaît et ce qui me freine, avec des exemples précis de ma vie ' +
  'au lycée, à la maison et au sport, pour que ma réponse soit claire et complète pour la suite.';

async function openStudentPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
  const opened = await context.newPage();
  await opened.emulateMedia({ reducedMotion: 'reduce' });
  return opened;
}

test.beforeAll(async ({ browser }) => {
  page = await openStudentPage(browser);
  student = await signUpAndSignIn(page, { firstName: 'Maëlys' });
  await setPaid(student.id, true);
});

test.afterAll(async () => {
  await page.context().close();
});

/** The student starts `level` (the levels before it are another journey's). */
async function startLevel(level: number): Promise<void> {
  await setLevel(student.id, level);
  await openPlayerLevel(page, level);
  await nextStep(page);
}

async function expectLevel(level: number): Promise<void> {
  await expect.poll(async () => (await readOwnProgression(student)).level).toBe(level);
}

/** Fills every free-text field of the step (within its maximum length) and ticks every box. */
async function fillStep(): Promise<void> {
  const step = page.getByTestId('etape');
  for (const field of await step.locator('textarea, input:not([type]), input[type="text"]').all()) {
    const max = Number((await field.getAttribute('maxlength')) ?? ANSWER.length);
    await field.fill(ANSWER.slice(0, max));
  }
  for (const box of await step.getByRole('checkbox').all()) await box.check();
}

async function playTextStep(): Promise<void> {
  await fillStep();
  await saveStep(page);
  await expectStepPassed(page);
}

/** Long steps scroll the page: the sticky header then covers the step's buttons, which axe
 * reports as obscured targets. Look at them as the step opens, from the top. */
async function lookAtFromTop(name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await lookAt(page, name);
}

/** Adds slots to the typical week of the current step: day, start, end, kind, name. */
async function addWeekSlots(slots: [string, string, string, string, string][]): Promise<void> {
  const form = page.getByRole('form', { name: 'Ajouter un créneau' });
  for (const [day, start, end, kind, label] of slots) {
    await form.getByLabel('Jour').selectOption(day);
    await form.getByLabel('Début').fill(start);
    await form.getByLabel('Fin').fill(end);
    await form.getByLabel('Pour').selectOption(kind);
    await form.getByRole('textbox', { name: /^Nom/ }).fill(label);
    await form.getByRole('button', { name: 'Ajouter le créneau' }).click();
  }
}

test('niveau 31 : l’alternance, le salaire minimum d’apprenti et de vraies offres', async () => {
  await startLevel(31);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await page.getByRole('spinbutton', { name: 'Ton âge au début du contrat' }).fill('17');
  // The minimum comes from the dated figures: 27 % of the Smic in the 1st year before 18.
  const firstYear = page.getByRole('radio', { name: /^1re année 27\s% du Smic, soit \d/ });
  await expect(firstYear).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Service-public\.gouv\.fr, « Contrat d’apprentissage »/ }),
  ).toBeVisible();
  await firstYear.check();
  await page
    .getByRole('textbox', { name: 'Ce que ce salaire changerait pour toi' })
    .fill(ANSWER.slice(0, 300));
  const saved = await (await saveStep(page)).json();
  expect(saved.result).toMatchObject({ kind: 'apprentice-pay', percent: 27, band: 'moins18' });
  await expectStepPassed(page);
  await lookAt(page, 'level31-pay');
  await nextStep(page);
  const choose = page.getByRole('button', { name: /^Choisir / });
  await choose.first().click();
  await choose.first().click();
  await playTextStep();
  await lookAt(page, 'level31-offers');
  await finishLevel(page, 31);
  await expectLevel(32);
});

test('niveau 32 : la convention et la gratification en vigueur, des entreprises, le mail de demande', async () => {
  await startLevel(32);
  await expect(page.getByRole('radio', { name: /^\d,\d{2}\s€$/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Gratification minimale d’un stagiaire/ })).toBeVisible();
  await lookAt(page, 'level32-quiz');
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await page
    .getByRole('button', { name: /^Choisir / })
    .first()
    .click();
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await expect(page.getByRole('heading', { name: 'Le retour de ton guide' })).toBeVisible();
  await finishLevel(page, 32);
  await expectLevel(33);
});

test('niveau 33 : trois personnes du réseau, une demande précise chacune', async () => {
  await startLevel(33);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 33);
  await expectLevel(34);
});

test('niveau 34 : le ménage en ligne, les droits, l’image choisie', async () => {
  await startLevel(34);
  await playTextStep();
  await nextStep(page);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 34);
  await expectLevel(35);
});

test('niveau 38 : des formations du catalogue, les questions des portes ouvertes, la visite racontée', async () => {
  await startLevel(38);
  await page.getByRole('searchbox', { name: 'Chercher une formation' }).fill('BTS');
  const results = page.getByRole('list', { name: 'Résultats de la recherche' });
  await results
    .getByRole('button', { name: /^Choisir / })
    .first()
    .click();
  await playTextStep();
  await lookAt(page, 'level38-formations');
  await nextStep(page);
  const questions = [
    'Comment se passe une semaine type ?',
    'Comment les élèves trouvent-ils leur stage ?',
    'Que deviennent les élèves à la sortie ?',
    'Quelle part de pratique y a-t-il dans les cours ?',
    'Qu’est-ce qui surprend le plus les nouveaux élèves ?',
  ];
  for (const [index, question] of questions.entries()) {
    await page.getByRole('textbox', { name: `Question ${index + 1}`, exact: true }).fill(question);
  }
  await saveStep(page, 'Vérifier mes questions');
  await expectStepPassed(page);
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 38);
  await expectLevel(39);
});

test('niveau 39 : les stands d’un salon, des questions ouvertes, le sac prêt', async () => {
  await startLevel(39);
  await playTextStep();
  await nextStep(page);
  const questions = [
    'Comment se passe une semaine de cours ?',
    'Quels débouchés ont vos anciens élèves ?',
    'Pourquoi choisir votre formation plutôt qu’une autre ?',
    'Quelles qualités faut-il pour réussir ici ?',
    'Qu’est-ce qui surprend les nouveaux élèves ?',
  ];
  for (const [index, question] of questions.entries()) {
    await page.getByRole('textbox', { name: `Question ${index + 1}`, exact: true }).fill(question);
  }
  await saveStep(page, 'Vérifier mes questions');
  await expectStepPassed(page);
  await nextStep(page);
  await playTextStep();
  await lookAt(page, 'level39-checklist');
  await finishLevel(page, 39);
  await expectLevel(40);
});

test('niveau 41 : un plan B tiré du catalogue, justifié, avec sa route', async () => {
  await startLevel(41);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await playTextStep();
  await nextStep(page);
  await page.getByRole('searchbox', { name: 'Chercher un autre métier' }).fill('infirm');
  await page.getByRole('button', { name: 'Choisir Infirmier / Infirmière' }).click();
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 41);
  await expectLevel(42);
});

test('niveau 42 : les règles de la césure et un plan', async () => {
  await startLevel(42);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 42);
  await expectLevel(43);
});

test('niveau 43 : s’engager, deux missions repérées et un premier pas', async () => {
  await startLevel(43);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 43);
  await expectLevel(44);
});

test('niveau 44 : étudier à l’étranger, les démarches et un premier pas', async () => {
  await startLevel(44);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 44);
  await expectLevel(45);
});

test('niveau 45 : les règles du job, de vraies offres à temps partiel, le job placé dans la semaine', async () => {
  await startLevel(45);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await expect(page.getByRole('list', { name: /^Offres à temps partiel/ })).toContainText(
    /\d+\sh par semaine/,
  );
  await page
    .getByRole('button', { name: /^Choisir / })
    .first()
    .click();
  await playTextStep();
  await nextStep(page);
  await addWeekSlots([
    ['lundi', '08:00', '12:00', 'cours', 'Maths'],
    ['lundi', '13:30', '17:30', 'cours', 'Histoire'],
    ['mardi', '18:00', '19:00', 'devoirs', 'Exercices'],
    ['mercredi', '14:00', '16:00', 'sport', 'Foot'],
    ['jeudi', '08:00', '12:00', 'cours', 'Anglais'],
    ['samedi', '09:00', '13:00', 'job', 'Équipier'],
  ]);
  await saveStep(page);
  await expectStepPassed(page);
  await lookAt(page, 'level45-week');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 45);
  await expectLevel(46);
});

test('niveau 46 : horaires et salaire des jeunes, corrigés sur les chiffres datés', async () => {
  await startLevel(46);
  await expect(page.getByRole('radio', { name: /^8\sheures$/ }).first()).toBeVisible();
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await expect(page.getByText(/^Pas tout à fait|^Bonne réponse/).first()).toBeVisible();
  await lookAt(page, 'level46-quiz');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 46);
  await expectLevel(47);
});

test('niveau 47 : la semaine type, ses heures, et son calendrier .ics', async () => {
  await startLevel(47);
  await addWeekSlots([
    ['lundi', '08:00', '12:00', 'cours', 'Maths'],
    ['lundi', '13:30', '17:30', 'cours', 'Histoire'],
    ['lundi', '18:00', '19:00', 'devoirs', 'Exercices'],
    ['mercredi', '14:00', '16:00', 'sport', 'Foot'],
    ['samedi', '10:00', '14:00', 'job', 'Boulangerie'],
    ['dimanche', '15:00', '18:00', 'loisirs', 'Amis'],
  ]);
  const totals = page.getByRole('list', { name: 'Heures par type de créneau' });
  await expect(totals).toContainText(/Cours\s:\s8\sh/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger ma semaine (.ics)' }).click();
  const ics = fs.readFileSync((await (await download).path()) as string, 'utf8');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(6);
  expect(ics).toContain('RRULE:FREQ=WEEKLY');
  expect(ics).toContain('SUMMARY:Sport : Foot');
  await saveStep(page);
  await expectStepPassed(page);
  await lookAtFromTop('level47-week');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 47);
  await expectLevel(48);
});

test('niveau 48 : le canevas d’un projet, un premier test et la décision', async () => {
  await startLevel(48);
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await lookAt(page, 'level48-after-test');
  await finishLevel(page, 48);
  await expectLevel(49);
});

/** The month `months` after this one, as YYYY-MM. */
function inMonths(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
}

test('niveau 49 : trois horizons, leurs étapes datées, devenues des rappels', async () => {
  await startLevel(49);
  for (const [horizon, months] of [
    ['dans un an', 3],
    ['dans deux ans', 15],
    ['dans trois ans', 30],
  ] as const) {
    await page
      .getByRole('textbox', { name: `Ton objectif — ${horizon}` })
      .fill('Entrer en BTS Électrotechnique en alternance près de chez moi.');
    const form = page.getByRole('form', { name: `Ajouter une étape — ${horizon}` });
    await form.getByRole('textbox', { name: 'Étape' }).fill(`Étape ${horizon}`);
    await form.getByLabel('Mois').fill(inMonths(months));
    await form.getByRole('button', { name: 'Ajouter l’étape' }).click();
    await expect(page.getByRole('list', { name: `Étapes — ${horizon}` })).toContainText(`Étape ${horizon}`);
  }
  await saveStep(page);
  await expectStepPassed(page);
  await lookAt(page, 'level49-roadmap');
  const reminders = await readOwnReminders(student);
  expect(reminders.filter((reminder) => reminder.level === 49).map((reminder) => reminder.due)).toContain(
    `${inMonths(3)}-01T08:00:00Z`,
  );
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 49);
  await expectLevel(50);
});

test('niveau 50 : le mot de la fin, le certificat de fin de parcours, la fête et le lien de partage', async () => {
  await saveStudentAvatar(student);
  await startLevel(50);
  await playTextStep();
  await nextStep(page);
  await page.getByRole('button', { name: 'Obtenir mon certificat' }).click();
  await expect(page.getByRole('heading', { name: 'Bravo Maëlys, tu as terminé Déclic !' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ton certificat' })).toContainText('Parcours Déclic complet');
  await page.getByRole('button', { name: 'Créer mon lien de partage' }).click();
  // This student skipped the questionnaire (share-results.spec.ts creates real links): the
  // server's gate answers in French and nothing is shared.
  await expect(page.getByRole('alert')).toContainText('Réponds d’abord au questionnaire d’orientation');
  await lookAtFromTop('level50-finale');
  await finishLevel(page, 50);
  await expect.poll(async () => (await readOwnProgression(student)).level).toBe(50);
});
