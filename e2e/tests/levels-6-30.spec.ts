import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import {
  answerScale,
  expectStepPassed,
  fillTextsAndBoxes,
  finishLevel,
  lookAt,
  nextStep,
  openPlayerLevel,
  passQuizFromCorrection,
  saveStep,
} from '../support/level-player';
import { downloadedPdfText } from '../support/pdf';
import { readOwnProgression, saveKeyDate, setLevel, setPaid, staffCredentials } from '../support/progression';
import { type SignedUpUser, signIn, signUpAndSignIn } from '../support/session';

// One student plays levels 6 to 20 in order, then 22 and 24 to 30 (21 needs a microphone and 23 a fake
// clock: their own specs), in one page: each test is one level. A level with its checks runs past the
// default 45 s on a loaded machine (CI on a slow day).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let page: Page;
let student: SignedUpUser;

async function openStudentPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
  const opened = await context.newPage();
  // The guide's lines show at once: the journey waits on state, never on typing.
  await opened.emulateMedia({ reducedMotion: 'reduce' });
  return opened;
}

test.beforeAll(async ({ browser }) => {
  page = await openStudentPage(browser);
  student = await signUpAndSignIn(page);
  await setPaid(student.id, true);
  await setLevel(student.id, 6);
});

test.afterAll(async () => {
  await page.context().close();
});

async function expectLevel(level: number): Promise<void> {
  await expect.poll(async () => (await readOwnProgression(student)).level).toBe(level);
}

/** A step of texts and boxes only: fill, save, check the verdict, go on. */
async function playTextStep(): Promise<void> {
  await fillTextsAndBoxes(page);
  await saveStep(page);
  await expectStepPassed(page);
}

test('niveau 6 : trois métiers du catalogue, leurs fiches, ce qui attire et ce qui inquiète', async () => {
  await openPlayerLevel(page, 6);
  await nextStep(page);
  const search = page.getByRole('searchbox', { name: 'Chercher un autre métier' });
  for (const [typed, title] of [
    ['infirm', 'Infirmier / Infirmière'],
    ['menuis', 'Menuisier / Menuisière'],
    ['graphi', 'Graphiste'],
  ] as const) {
    await search.fill(typed);
    await page.getByRole('button', { name: `Choisir ${title}` }).click();
  }
  await expect(page.getByText('3 / 3 choisis')).toBeVisible();
  await page.getByText('Lire la fiche « Infirmier / Infirmière »').click();
  await expect(page.getByText(/Source\s:\sfiche/).first()).toBeVisible();
  await lookAt(page, 'level6-pick');
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 6);
  await expectLevel(7);
});

test('niveau 7 : les salaires d’un métier, puis un quiz corrigé par le serveur', async () => {
  await openPlayerLevel(page, 7);
  await nextStep(page);
  await page.getByRole('textbox', { name: 'Le métier' }).fill('Infirmier');
  await page.getByRole('button', { name: 'Voir les salaires' }).click();
  await expect(page.getByRole('heading', { name: /Infirmier/ })).toBeVisible();
  await lookAt(page, 'level7-salary');
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 7);
  await expectLevel(8);
});

test('niveau 8 : deux vidéos de pros, une note chacune', async () => {
  await openPlayerLevel(page, 8);
  await nextStep(page);
  for (const title of [
    'Une journée dans un atelier (vidéo de test)',
    'Un matin à l’hôpital (vidéo de test)',
  ]) {
    await page.getByRole('button', { name: `Choisir ${title}` }).click();
  }
  await lookAt(page, 'level8-videos');
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 8);
  await expectLevel(9);
});

test('niveau 9 : un contact, un message vérifié, la demande envoyée', async () => {
  await openPlayerLevel(page, 9);
  await nextStep(page);
  // The network drops every save: a clear message, and the answer stays, on screen and on the device.
  const saves = '**/api/levels/9/steps/**';
  await page.route(saves, (route) => route.abort('internetdisconnected'));
  const who = page.getByRole('textbox', { name: 'Qui vas-tu contacter, et comment tu la connais' });
  await who.fill('Karim, le père de mon ami Léo, électricien.');
  await page.getByRole('button', { name: 'Vérifier et enregistrer' }).click();
  await expect(page.getByText('Ta réponse est gardée sur cet appareil', { exact: false })).toBeVisible();
  await expect(who).toHaveValue('Karim, le père de mon ami Léo, électricien.');
  await page.unroute(saves);
  // Back later: the draft is still there when the step opens again.
  await page.getByRole('link', { name: 'Quitter' }).click();
  await expect(page).toHaveURL(/\/app\/activites$/);
  await openPlayerLevel(page, 9);
  await nextStep(page);
  await expect(
    page.getByRole('textbox', { name: 'Qui vas-tu contacter, et comment tu la connais' }),
  ).toHaveValue('Karim, le père de mon ami Léo, électricien.');
  await playTextStep();
  await nextStep(page);
  const message = page.getByRole('textbox', { name: 'Ton message de demande' });
  await message.fill('Bonjour, je voudrais vous parler de votre métier.'.padEnd(260, ' vraiment'));
  await saveStep(page);
  await expect(page.getByText('Dis qui tu es', { exact: false }).first()).toBeVisible();
  await lookAt(page, 'level9-message');
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 9);
  await expectLevel(10);
});

test('niveau 10 : cinq questions ouvertes, les questions fermées repérées', async () => {
  await openPlayerLevel(page, 10);
  await nextStep(page);
  const questions = [
    'Est-ce que vous aimez votre métier ?',
    'Comment se passe une journée type ?',
    'Pourquoi avez-vous choisi ce métier ?',
    'Quelles études avez-vous suivies ?',
    'Qu’est-ce qui est le plus difficile ?',
  ];
  for (const [index, question] of questions.entries()) {
    await page.getByRole('textbox', { name: `Question ${index + 1}`, exact: true }).fill(question);
  }
  await saveStep(page, 'Vérifier mes questions');
  await expect(page.getByText('Remplace « Est-ce que »', { exact: false })).toBeVisible();
  await lookAt(page, 'level10-questions');
  await page
    .getByRole('textbox', { name: 'Question 1', exact: true })
    .fill('Qu’aimez-vous le plus dans votre métier ?');
  await saveStep(page, 'Vérifier mes questions');
  await expectStepPassed(page);
  await nextStep(page);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await finishLevel(page, 10);
  await expectLevel(11);
});

test('niveau 11 : une entreprise qui recrute dans le département, la visite et son compte rendu', async () => {
  await openPlayerLevel(page, 11);
  await nextStep(page);
  await page
    .getByRole('button', { name: /^Choisir / })
    .first()
    .click();
  await lookAt(page, 'level11-entreprise');
  await playTextStep();
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 11);
  await expectLevel(12);
});

test('niveau 12 : les savoir-être notés, comparés aux métiers du niveau 6', async () => {
  await openPlayerLevel(page, 12);
  await nextStep(page);
  await answerScale(page, 'Plutôt oui');
  await saveStep(page, 'Voir mon profil');
  await expectStepPassed(page);
  await expect(page.getByRole('heading', { name: 'Ton profil' })).toBeVisible();
  await lookAt(page, 'level12-profile');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 12);
  await expectLevel(13);
});

test('niveau 13 : une réussite racontée en Situation, Tâche, Action, Résultat', async () => {
  await openPlayerLevel(page, 13);
  await nextStep(page);
  await page
    .getByRole('textbox', { name: 'Action' })
    .fill('On a tout préparé ensemble, sans personne en tête.'.padEnd(90, '.'));
  await saveStep(page);
  await expect(page.getByText('Encore un effort')).toBeVisible();
  await playTextStep();
  await expect(page.getByRole('heading', { name: 'Le retour de ton guide' })).toBeVisible();
  await expect(page.getByText('Retour du guide hors ligne', { exact: false })).toBeVisible();
  await lookAt(page, 'level13-star');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 13);
  await expectLevel(14);
});

test('niveau 14 : le test de leadership et son profil', async () => {
  await openPlayerLevel(page, 14);
  await nextStep(page);
  await answerScale(page, 'Tout à fait');
  await saveStep(page, 'Voir mon profil');
  await expectStepPassed(page);
  await lookAt(page, 'level14-profile');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 14);
  await expectLevel(15);
});

test('niveau 15 : un CV d’une page, prérempli, exporté en PDF', async () => {
  await openPlayerLevel(page, 15);
  await nextStep(page);
  await expect(page.getByRole('textbox', { name: /Prénom, nom et contact/ })).toHaveValue(/Léa/);
  await fillTextsAndBoxes(page);
  await saveStep(page);
  await expectStepPassed(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mon CV (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cv-.*\.pdf$/);
  await lookAt(page, 'level15-cv');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 15);
  await expectLevel(16);
  await lookAt(page, 'level15-success');
});

test('niveau 16 : une lettre pour une offre gardée, rédigée puis retouchée', async () => {
  // The offer comes from Emplois, as a student keeps one at level 9.
  await page.goto('/app/emplois');
  await page
    .getByRole('checkbox', { name: /^Sélectionner / })
    .first()
    .check();
  await page.getByRole('button', { name: 'Ajouter à ma liste (1)' }).click();
  await expect(page.getByText('1 offre ajoutée à ta liste.')).toBeVisible();

  await openPlayerLevel(page, 16);
  await nextStep(page);
  const step = page.getByTestId('etape');
  const offer = step.getByRole('radio').first();
  await offer.check();
  await step.getByRole('combobox', { name: 'Le ton du brouillon' }).selectOption('enthousiaste');
  await step.getByRole('button', { name: 'Rédiger le brouillon' }).click();
  const letter = step.getByRole('textbox', { name: 'Ta lettre' });
  await expect(letter).toHaveValue(/Madame, Monsieur/);

  // The draft as it is does not pass: the server asks for the student's own words.
  await saveStep(page);
  await expect(step.getByText(/Fais-la tienne/).first()).toBeVisible();
  await letter.fill(
    `${await letter.inputValue()}\nChaque samedi, j’aide au marché de mon quartier : je sers les clients, je rends la monnaie et je range l’étal quand il pleut. Cet été, j’ai aussi tenu la boutique de ma voisine fleuriste pendant deux semaines, seule le matin. Votre offre m’attire parce que j’aime le contact et le travail bien fait.`,
  );
  await saveStep(page);
  await expectStepPassed(page);
  await lookAt(page, 'level16-letter');
  await nextStep(page);
  await fillTextsAndBoxes(page);
  await saveStep(page);
  await expectStepPassed(page);
  await finishLevel(page, 16);
  await expectLevel(17);
});

test('niveau 17 : le CV du niveau 15 relu avec un dictionnaire, corrigé jusqu’au feu vert', async () => {
  await openPlayerLevel(page, 17);
  await nextStep(page);
  const step = page.getByTestId('etape');
  // The CV written at level 15 is there to review.
  await expect(step.getByRole('textbox', { name: 'Formation' })).toHaveValue(/^Bonjour/);
  await saveStep(page, 'Relire mon CV');
  await expect(step.getByText(/Ajoute ton adresse e-mail/).first()).toBeVisible();

  const cv: Record<string, string> = {
    'Prénom, nom et contact': 'Léa Martin\nlea.martin@example.fr · Lyon',
    'Ton titre': 'Élève de seconde, à la recherche d’un stage d’observation',
    Formation: '2025-2026 : seconde générale, lycée Jean-Moulin, Lyon',
    Expériences: 'Été 2025 : garde de deux enfants, trois après-midi par semaine',
    Compétences: 'Tableur : tableaux et graphiques simples',
    Qualités: 'Rigueur : je relis trés attentivement chaque devoir',
    Langues: 'Anglais : niveau B1',
    'Centres d’intérêt': 'Handball en club depuis quatre ans',
  };
  for (const [label, text] of Object.entries(cv)) await step.getByRole('textbox', { name: label }).fill(text);
  await saveStep(page, 'Relire mon CV');
  await expect(step.getByText(/«\s?trés\s?» n’est pas dans le dictionnaire/).first()).toBeVisible();
  await lookAt(page, 'level17-review');
  await step
    .getByRole('textbox', { name: 'Qualités' })
    .fill('Rigueur : je relis très attentivement chaque devoir');
  await saveStep(page, 'Relire mon CV');
  await expectStepPassed(page);
  await nextStep(page);
  await fillTextsAndBoxes(page);
  await saveStep(page);
  await expectStepPassed(page);
  await finishLevel(page, 17);
  await expectLevel(18);
});

/** A projet that speaks to the demo attendus of both informatique programmes (BTS SIO, BUT). */
const PROJET: Record<string, string> = {
  'Pourquoi cette formation':
    'Le programme de cette formation m’attire parce qu’il mêle développement, réseaux et mathématiques. Je l’ai découverte à la journée portes ouvertes, où un étudiant m’a montré comment il cherche la cause d’une panne avec méthode.',
  'Ce que tu as déjà fait':
    'Depuis deux ans, j’aime résoudre un problème de programme pas à pas : je code de petits jeux en Python et je comprends pourquoi ils plantent. J’ai de bonnes notes en mathématiques et j’aime la logique. Je lis la documentation technique en anglais sans me décourager. Cette année, j’ai mené un projet en équipe, le site de mon club de handball, livré dans les délais, et j’ai expliqué la solution aux bénévoles.',
  'Ton projet après':
    'Plus tard, je vise un métier du numérique, développeuse d’applications ou technicienne réseau, et cette formation me donnera les bases pour y arriver.',
};

test('niveau 18 : un projet motivé pour une formation, face à ses attendus nationaux', async () => {
  await openPlayerLevel(page, 18);
  await nextStep(page);
  const step = page.getByTestId('etape');
  await step.getByRole('searchbox', { name: 'Chercher une formation' }).fill('informatique');
  // The list folds away once a formation is chosen: a click, not check() (which reads the radio back).
  await step.getByRole('radio').first().click();
  const attendus = step.getByRole('region', { name: 'Ce que la formation attend' });
  await expect(attendus.getByRole('listitem').first()).toBeVisible();

  // One paragraph only: the server says what is missing, and the draft stays.
  const [first, ...others] = Object.entries(PROJET);
  await step.getByRole('textbox', { name: first![0] }).fill(first![1]);
  await saveStep(page);
  await expect(step.getByText(/Développe «\s?Ce que tu as déjà fait\s?»/).first()).toBeVisible();
  for (const [label, text] of others) await step.getByRole('textbox', { name: label }).fill(text);
  await expect(step.getByText(/^\d{3} \/ 1\s500\scaractères$/)).toBeVisible();
  await saveStep(page);
  await expectStepPassed(page);
  await expect(attendus.getByText(/ton texte y répond/).first()).toBeAttached();
  await lookAt(page, 'level18-projet');
  await nextStep(page);
  await fillTextsAndBoxes(page);
  await saveStep(page);
  await expectStepPassed(page);
  await finishLevel(page, 18);
  await expectLevel(19);
});

test('niveau 19 : une liste de vœux rééquilibrée avec une formation plus accessible', async () => {
  await openPlayerLevel(page, 19);
  await nextStep(page);
  const step = page.getByTestId('etape');
  await step.getByRole('searchbox', { name: 'Chercher une formation' }).fill('services informatiques');
  const results = step.getByRole('list', { name: 'Résultats de la recherche' });
  // Three ambitious wishes (demo rates), none safe.
  const ambitious = results
    .getByRole('listitem')
    .filter({ hasText: 'BTS Services informatiques' })
    .filter({ hasText: 'Ambitieux' });
  for (let i = 0; i < 3; i += 1) {
    await ambitious
      .getByRole('button', { name: /^Ajouter/ })
      .first()
      .click();
  }
  await expect(step.getByRole('heading', { name: /Ta liste\s?: 3 \/ 10 vœux/ })).toBeVisible();
  await saveStep(page, 'Demander mon avis et enregistrer');
  const advice = step.getByRole('region', { name: 'Mon avis sur ta liste' });
  await expect(advice.getByText(/Aucun de tes vœux n’est sûr/)).toBeVisible();
  await lookAt(page, 'level19-voeux');

  // A safer formation the server proposes, added in one click.
  await advice
    .getByRole('list', { name: 'Formations proposées' })
    .first()
    .getByRole('button', { name: /^Ajouter/ })
    .first()
    .click();
  await expect(step.getByRole('heading', { name: /Ta liste\s?: 4 \/ 10 vœux/ })).toBeVisible();
  await saveStep(page, 'Demander mon avis et enregistrer');
  await expectStepPassed(page);
  await nextStep(page);
  await fillTextsAndBoxes(page);
  await saveStep(page);
  await expectStepPassed(page);
  await finishLevel(page, 19);
  await expectLevel(20);
});

/** An ISO date `days` from today. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('niveau 20 : les dates de tous et les siennes, téléchargées en .ics', async () => {
  await saveKeyDate('e2e-parcoursup-fin-voeux', {
    session: '2027',
    label: 'Parcoursup : dernier jour pour formuler ses vœux',
    startsOn: inDays(60),
    sourceLabel: 'Parcoursup, calendrier de la session 2027',
    sourceUrl: 'https://www.parcoursup.gouv.fr/',
    reason: 'Parcours de test',
  });
  await openPlayerLevel(page, 20);
  await nextStep(page);
  const step = page.getByTestId('etape');
  await expect(step.getByText(/dernier jour pour formuler ses vœux/)).toBeVisible();

  const addDate = async (kind: string, label: string, date: string, place: string) => {
    await step.getByRole('combobox', { name: 'Type de date' }).selectOption({ label: kind });
    await step.getByRole('textbox', { name: 'Quoi' }).fill(label);
    await step.getByLabel('Quel jour').fill(date);
    await step.getByRole('textbox', { name: /^Où/ }).fill(place);
    await step.getByRole('button', { name: 'Ajouter cette date' }).click();
  };
  await addDate('Journée portes ouvertes', 'JPO du BUT informatique de Lannion', inDays(30), 'Lannion');
  await saveStep(page);
  await expect(step.getByText(/Ajoute encore 1 date à toi/).first()).toBeVisible();
  // The meeting asked for at level 9 comes as an idea: the student only picks the day.
  await step.getByRole('button', { name: /^Préparer cette date\s?: Rendez-vous avec / }).click();
  await expect(step.getByRole('textbox', { name: 'Quoi' })).toHaveValue(/^Rendez-vous avec /);
  await step.getByLabel('Quel jour').fill(inDays(10));
  await step.getByRole('button', { name: 'Ajouter cette date' }).click();
  await saveStep(page);
  await expectStepPassed(page);
  await lookAt(page, 'level20-calendar');

  const download = page.waitForEvent('download');
  await step.getByRole('button', { name: 'Télécharger mon calendrier (.ics)' }).click();
  const file = await (await download).path();
  const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(file, 'utf8')));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => [event.summary, event.startDate.toString()])).toEqual([
    [expect.stringMatching(/dernier jour pour formuler ses vœux/), inDays(60)],
    [expect.stringMatching(/Rendez-vous avec /), inDays(10)],
    [expect.stringMatching(/JPO du BUT informatique de Lannion/), inDays(30)],
  ]);

  await nextStep(page);
  await fillTextsAndBoxes(page);
  await saveStep(page);
  await expectStepPassed(page);
  await finishLevel(page, 20);
  await expectLevel(21);
});

test('niveau 22 : un entretien simulé pour une cible du parcours, chaque réponse commentée', async () => {
  await setLevel(student.id, 22);
  await openPlayerLevel(page, 22);
  await nextStep(page);
  const step = page.getByTestId('etape');
  // The targets come from levels 6, 16, 18 and 19 played above.
  const targets = step.getByRole('group', { name: 'Pour quoi passes-tu cet entretien ?' });
  await expect(targets.getByRole('radio')).not.toHaveCount(0);
  await targets
    .getByRole('radio', { name: /Oral devant un jury/ })
    .first()
    .check();
  await step.getByRole('button', { name: 'Commencer l’entretien' }).click();

  const answerBox = step.getByRole('textbox', { name: /^Ta réponse/ });
  for (let question = 1; question <= 6; question += 1) {
    await expect(step.getByText(`Question ${question} sur 6 · Le jury`)).toBeVisible();
    await answerBox.fill(
      question === 6 ? 'Combien de semaines de stage en première année ?' : 'Je suis motivé.',
    );
    await step.getByRole('button', { name: 'Répondre' }).click();
    if (question === 1) {
      await expect(step.getByText(/Un peu court \(3 mots\)/)).toBeVisible();
      await step.getByRole('button', { name: 'Retravailler ma réponse à la question 1' }).click();
      await answerBox.fill(
        'Je suis en terminale au lycée Chateaubriand. L’année dernière, pendant mon stage, j’ai réparé ' +
          'les ordinateurs du CDI avec le technicien : depuis, je veux en faire mon métier.',
      );
      await expect(step.getByText(/Tu donnes un exemple concret/)).toBeVisible();
      await step.getByRole('button', { name: 'Garder cette réponse à la question 1' }).click();
    }
    if (question < 6) await step.getByRole('button', { name: 'Question suivante' }).click();
  }
  await saveStep(page, 'Terminer et enregistrer l’entretien');
  // The short answers block the level, each one named.
  await expect(step.getByText(/Ta réponse à la question 2 fait 3 mots/).first()).toBeVisible();
  await lookAt(page, 'level22-interview');
  for (const question of [2, 3, 4, 5]) {
    await step.getByRole('button', { name: `Retravailler ma réponse à la question ${question}` }).click();
    await step
      .getByRole('textbox', { name: /^Ta réponse/ })
      .fill(
        'Au club de foot, j’ai organisé le tournoi des jeunes avec deux amis : je gérais les inscriptions.',
      );
    await step.getByRole('button', { name: `Garder cette réponse à la question ${question}` }).click();
  }
  await saveStep(page, 'Terminer et enregistrer l’entretien');
  await expectStepPassed(page);
  await finishLevel(page, 22);
  await expectLevel(23);
});

test('niveau 24 : le portfolio de tout ce qui a été produit, en un PDF', async () => {
  await setLevel(student.id, 24);
  await openPlayerLevel(page, 24);
  await nextStep(page);
  const step = page.getByTestId('etape');
  for (const title of [
    'Ton CV',
    'Ta lettre de motivation',
    'Ton projet de formation motivé',
    'Ton entretien d’entraînement',
  ]) {
    await expect(step.getByRole('heading', { name: title })).toBeVisible();
  }
  await step.getByRole('textbox', { name: 'En quelques mots, qui es-tu ?' }).fill('Léa, terminale.');
  await step.getByRole('checkbox', { name: /Ton entretien d’entraînement$/ }).uncheck();
  await saveStep(page);
  await expect(step.getByText(/Présente-toi en quelques phrases/).first()).toBeVisible();
  await step.getByRole('textbox', { name: 'En quelques mots, qui es-tu ?' }).fill(
    // A slip and three dots: level 26 will offer to fix them.
    'Je suis Léa, en terminale à Rennes. J’aime trés fort comprendre les ordinateurs... et je vise un BTS.',
  );
  await saveStep(page);
  await expectStepPassed(page);
  await lookAt(page, 'level24-portfolio');

  const download = page.waitForEvent('download');
  await step.getByRole('button', { name: 'Télécharger mon portfolio (PDF)' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^declic-portfolio-.*\.pdf$/);
  const text = await downloadedPdfText(pdf, 'level24');
  expect(text).toContain('Mon parcours d’orientation avec Déclic');
  expect(text).toContain('je vise un BTS');
  expect(text).toContain('TA LETTRE DE MOTIVATION');
  expect(text).not.toContain('ENTRETIEN');
  await finishLevel(page, 24);
  await expectLevel(25);
});

test('niveau 25 : le CV, la lettre, le projet et les vœux comparés, un plan pour ce qui est à revoir', async () => {
  await setLevel(student.id, 25);
  await openPlayerLevel(page, 25);
  await nextStep(page);
  const step = page.getByTestId('etape');
  const findings = step.getByRole('list', { name: 'Ce que je remarque' }).getByRole('listitem');
  await expect(findings.first()).toBeVisible();
  await expect(findings.filter({ hasText: 'Ton projet motivé et tes vœux' })).toHaveCount(1);
  await lookAt(page, 'level25-coherence');
  await step
    .getByRole('textbox', { name: /^Ce que tu (vas changer|veux encore améliorer)/ })
    .fill('Samedi, je relis ma lettre et je change le titre de mon CV pour annoncer le BTS que je vise.');
  await saveStep(page);
  await expectStepPassed(page);
  await finishLevel(page, 25);
  await expectLevel(26);
});

test('niveau 26 : orthographe et typographie de tous les documents, corrigées ou gardées d’un clic', async () => {
  await setLevel(student.id, 26);
  await openPlayerLevel(page, 26);
  await nextStep(page);
  const step = page.getByTestId('etape');
  await expect(step.getByRole('heading', { name: /La présentation de ton portfolio/ })).toBeVisible();
  await saveStep(page, 'Relire tous mes documents');
  const intro = step.getByRole('list', { name: /Remarques sur «\s?La présentation de ton portfolio/ });
  await expect(intro.getByText(/«\s?trés\s?» n’est pas dans le dictionnaire/)).toBeVisible();
  await lookAt(page, 'level26-polish');
  const saved = () =>
    page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/steps/'));
  let answered = saved();
  await intro.getByRole('button', { name: /^Corriger en «\s?très/ }).click();
  await answered;
  await expect(intro.getByText(/«\s?trés\s?»/)).toHaveCount(0);
  // Whatever else the dictionary flags in the other documents is kept as written.
  const keep = step.getByRole('button', { name: /^Garder/ });
  for (let left = await keep.count(); left > 0; left = await keep.count()) {
    answered = saved();
    await keep.first().click();
    await answered;
    // The list redraws after the answer: count again only once the kept remark has gone.
    await expect(keep).not.toHaveCount(left);
  }
  await expectStepPassed(page);
  await nextStep(page);
  await fillTextsAndBoxes(page);
  await saveStep(page);
  await expectStepPassed(page);
  await finishLevel(page, 26);
  await expectLevel(27);
});

test('niveau 27 : un conseil relu par l’équipe, puis publié sur le mur signé du prénom', async ({
  browser,
}) => {
  const advice =
    'Va aux portes ouvertes avec une liste de questions. Moi, j’ai découvert que le BTS avait trois semaines de stage.';
  await setLevel(student.id, 27);
  await openPlayerLevel(page, 27);
  await nextStep(page);
  const step = page.getByTestId('etape');
  await step.getByRole('radio', { name: 'Choisir son orientation' }).check();
  const text = step.getByRole('textbox', { name: 'Ton conseil' });
  await text.fill(`${advice} Écris-moi : lea@exemple.fr`);
  await saveStep(page, 'Envoyer mon conseil à l’équipe');
  await expect(step.getByText(/Retire l’adresse e-mail/).first()).toBeVisible();
  await text.fill(advice);
  await saveStep(page, 'Envoyer mon conseil à l’équipe');
  await expectStepPassed(page);
  await expect(step.getByText(/Ton conseil est chez l’équipe/)).toBeVisible();
  await lookAt(page, 'level27-advice');
  await finishLevel(page, 27);
  await expectLevel(28);

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, await staffCredentials());
    await staffPage.goto('/app/equipe');
    const queued = staffPage
      .getByRole('list', { name: 'Conseils à relire' })
      .getByRole('listitem')
      .filter({ hasText: advice });
    await queued.getByRole('textbox', { name: /^Raison/ }).fill('Conseil concret et vécu');
    await queued.getByRole('button', { name: /^Publier/ }).click();
    await expect(queued).toHaveCount(0);
  } finally {
    await staffContext.close();
  }
  await page.goto('/app/conseils');
  const wall = page.getByRole('list', { name: 'Conseils publiés' });
  await expect(wall.getByText(advice)).toBeVisible();
  await expect(wall.getByText(/^Léa, le /)).toBeVisible();
  await lookAt(page, 'advice-wall');
});

test('niveau 28 : l’histoire du parcours, écrite avec la frise de tout ce qui a été fait', async () => {
  await setLevel(student.id, 28);
  await openPlayerLevel(page, 28);
  await nextStep(page);
  const timeline = page.getByRole('region', { name: 'Ta frise' });
  await expect(timeline.getByText('Ton arrivée sur Déclic')).toBeVisible();
  await expect(timeline.getByText(/^Niveau 22 · /)).toBeVisible();
  await lookAt(page, 'level28-story');
  await playTextStep();
  await finishLevel(page, 28);
  await expectLevel(29);
});

test('niveau 29 : le quiz final, le certificat en PDF et sa page de vérification publique', async ({
  browser,
}) => {
  await setLevel(student.id, 29);
  await openPlayerLevel(page, 29);
  await passQuizFromCorrection(page, 'Valider mes réponses');
  await nextStep(page);
  const step = page.getByTestId('etape');
  await saveStep(page, 'Obtenir mon certificat');
  const certificate = step.getByRole('region', { name: 'Ton certificat' });
  await expect(certificate.getByText('Expert de l’orientation')).toBeVisible();
  await lookAt(page, 'level29-certificate');

  const download = page.waitForEvent('download');
  await step.getByRole('button', { name: 'Télécharger mon certificat (PDF)' }).click();
  const text = await downloadedPdfText(await download, 'level29');
  expect(text).toContain('Expert de l’orientation');
  expect(text).toContain('Décerné à Léa');
  const link = text.match(/https?:\/\/\S+\/verifier\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeDefined();
  await finishLevel(page, 29);
  await expectLevel(30);

  // Anyone, signed in or not, can check the certificate: first name, badge, date, nothing else.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link ?? '');
    const verified = visitorPage.getByRole('region', { name: 'Certificat vérifié' });
    await expect(verified.getByText('Certificat authentique, délivré par Déclic')).toBeVisible();
    await expect(verified).toContainText('Léa');
    await expect(visitorPage.getByText(student.email)).toHaveCount(0);
    await lookAt(visitorPage, 'certificate-verification');
  } finally {
    await visitor.close();
  }
});

test('niveau 30 : le bilan de tout ce qui a été fait, et les thèmes qui mettent en avant la suite', async () => {
  await setLevel(student.id, 30);
  await openPlayerLevel(page, 30);
  await nextStep(page);
  const step = page.getByTestId('etape');
  const built = step.getByRole('list', { name: 'Ce que tu as construit' });
  await expect(built.getByRole('listitem').first()).toBeVisible();
  await expect(built.getByText('Retélécharger ton CV')).toBeVisible();
  await step.getByRole('checkbox', { name: /Financer et organiser mes études/ }).check();
  await step
    .getByRole('textbox', { name: 'Pourquoi ce choix ?' })
    .fill('Je veux étudier à Rennes, loin de chez moi.');
  await saveStep(page);
  await expectStepPassed(page);
  await expect(step.getByText('Niveau 35 · Budget étudiant')).toBeVisible();
  await lookAt(page, 'level30-review');
  await finishLevel(page, 30);
  await expectLevel(31);

  await page.goto('/app/activites');
  await expect(page.getByRole('heading', { name: 'Tes niveaux prioritaires' })).toBeVisible();
  await expect(page.getByText(/Conseillé pour toi · Financer et organiser mes études/).first()).toBeVisible();
  await lookAt(page, 'activities-after-level30');
});

// Level 40 reuses level 22's simulator for a jury only: played by this student, whose levels 18
// and 19 named formations.
test('niveau 40 : l’oral d’admission devant un jury, pour une formation du parcours seulement', async () => {
  await setLevel(student.id, 40);
  await openPlayerLevel(page, 40);
  await nextStep(page);
  const step = page.getByTestId('etape');
  const targets = step.getByRole('group', { name: 'Pour quelle formation passes-tu cet oral ?' });
  await expect(targets.getByRole('radio')).not.toHaveCount(0);
  await expect(targets.getByRole('radio', { name: /recruteur/ })).toHaveCount(0);
  await targets.getByRole('radio').first().check();
  await step.getByRole('button', { name: 'Commencer l’entretien' }).click();
  const answerBox = step.getByRole('textbox', { name: /^Ta réponse/ });
  for (let question = 1; question <= 6; question += 1) {
    await expect(step.getByText(`Question ${question} sur 6 · Le jury`)).toBeVisible();
    await answerBox.fill(
      question === 6
        ? 'Comment se passent les stages de première année ?'
        : 'Au club de foot, j’ai organisé le tournoi des jeunes avec deux amis : je gérais les inscriptions, ' +
            'les horaires et les arbitres, et le tournoi a réuni trente équipes.',
    );
    await step.getByRole('button', { name: 'Répondre' }).click();
    if (question < 6) await step.getByRole('button', { name: 'Question suivante' }).click();
  }
  await saveStep(page, 'Terminer et enregistrer l’entretien');
  await expectStepPassed(page);
  await lookAt(page, 'level40-oral');
  await nextStep(page);
  await playTextStep();
  await finishLevel(page, 40);
  await expectLevel(41);
});

test('une fin de niveau sans preuve est refusée par le serveur', async ({ browser }) => {
  const other = await openStudentPage(browser);
  try {
    const user = await signUpAndSignIn(other);
    await setLevel(user.id, 6);
    const login = await other.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const response = await other.request.post(`/api/progression/${user.id}/complete`, {
      headers: { authorization: `Bearer ${token}` },
      data: { level: 6, xpReward: 60 },
    });
    expect(response.status()).toBe(409);
    expect(((await response.json()) as { code: string }).code).toBe('preuve_manquante');
    expect((await readOwnProgression(user)).level).toBe(6);
  } finally {
    await other.context().close();
  }
});
