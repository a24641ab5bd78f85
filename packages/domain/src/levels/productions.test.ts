import { describe, expect, it } from 'vitest';
import { productionsResponseSchema } from '../contracts/productions';
import {
  excerpt,
  FOLLOW_UP_MESSAGE,
  type ProductionSourceStep,
  productionReminders,
  summarizeProductions,
} from './productions';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

const row = (
  level: number,
  stepId: string,
  answer: Record<string, unknown>,
  overrides: Partial<ProductionSourceStep> = {},
): ProductionSourceStep => ({
  level,
  stepId,
  answer,
  passed: true,
  check: { result: undefined },
  updatedAt: '2026-11-25T09:30:00.000Z',
  ...overrides,
});

const scores = (...values: [string, number][]) => ({
  result: {
    kind: 'scale',
    scores: values.map(([label, score]) => ({ dimension: label.toLowerCase(), label, score, portrait: '' })),
  },
});

const LONG_MESSAGE =
  'Bonjour Madame, je suis élève en première au lycée Jean-Moulin et je m’intéresse au métier d’infirmière. ' +
  'Auriez-vous 20 minutes pour un échange, au téléphone ou sur place ? Merci d’avance pour votre réponse. Léa';

const level9 = (done: string[]) => [
  row(9, 'contact', { fields: { qui: 'Karim, le père de Léo, électricien', canal: 'Téléphone' } }),
  row(9, 'message', { fields: { brouillon: LONG_MESSAGE } }),
  row(9, 'envoi', { done, report: '' }, { updatedAt: '2026-11-25T09:30:00.000Z' }),
];

describe('summarizeProductions', () => {
  it('rien enregistré : aucune réalisation', () => {
    expect(summarizeProductions([])).toEqual([]);
  });

  it('niveau 6 : les trois métiers, avec le titre de la mission et un lien vers le niveau', () => {
    const [production] = summarizeProductions([
      row(6, 'trois-metiers', {
        items: [
          { code: 'A1', label: 'Boulanger / Boulangère', notes: { attire: 'x', inquiete: 'y' } },
          { code: 'A2', label: 'Infirmier / Infirmière', notes: {} },
          { code: 'A3', label: 'Électricien / Électricienne', notes: {} },
        ],
      }),
    ]);
    expect(production).toEqual({
      level: 6,
      title: 'Enquête métiers',
      items: [
        {
          label: 'Tes trois métiers',
          text: 'Boulanger / Boulangère, Infirmier / Infirmière et Électricien / Électricienne',
        },
      ],
      summary: '3 métiers',
      link: { to: '/app/niveau/6', label: 'Revoir ton enquête métiers' },
    });
  });

  it('ne compte que les étapes réussies', () => {
    const rows = [
      row(10, 'questions', { questions: ['Comment ?', 'Pourquoi ?'] }, { passed: false }),
      row(11, 'entreprise', { items: [{ code: 'E1', label: 'Boulangerie Martin' }] }, { passed: false }),
    ];
    expect(summarizeProductions(rows)).toEqual([]);
  });

  it('niveau 9 : le contact, le début du message et la date d’envoi', () => {
    const [production] = summarizeProductions(level9(['relu', 'envoye', 'relance']));
    expect(production?.title).toBe('Prendre rendez-vous');
    expect(production?.items).toEqual([
      { label: 'Ton contact', text: 'Karim, le père de Léo, électricien — Téléphone' },
      { label: 'Ta demande de rendez-vous', text: excerpt(LONG_MESSAGE) },
      { label: 'Envoi', text: 'Envoyée le 25 novembre 2026' },
    ]);
    expect(production?.summary).toBe('demande envoyée');
  });

  it('niveau 9 : sans envoi réussi, la demande est seulement écrite', () => {
    const rows = level9(['relu']).map((step) =>
      step.stepId === 'envoi' ? { ...step, passed: false } : step,
    );
    const [production] = summarizeProductions(rows);
    expect(production?.items.map((item) => item.label)).toEqual(['Ton contact', 'Ta demande de rendez-vous']);
    expect(production?.summary).toBe('demande écrite');
  });

  it('niveau 10 : chaque question, en liste', () => {
    const asked = ['Comment se passe votre journée ?', ' Pourquoi ce métier ? ', ''];
    const [production] = summarizeProductions([row(10, 'questions', { questions: asked })]);
    expect(production?.items).toEqual([
      { label: 'Tes questions', text: 'Comment se passe votre journée ?' },
      { label: 'Tes questions', text: 'Pourquoi ce métier ?' },
    ]);
    expect(production?.summary).toBe('2 questions');
  });

  it('niveau 11 : l’entreprise choisie', () => {
    const [production] = summarizeProductions([
      row(11, 'entreprise', { items: [{ code: 'E1', label: 'Boulangerie Martin', notes: {} }] }),
    ]);
    expect(production).toMatchObject({
      level: 11,
      title: 'Visite d’entreprise',
      items: [{ label: 'Ton entreprise', text: 'Boulangerie Martin' }],
      summary: '1 entreprise',
    });
  });

  it('niveaux 12 et 14 : les trois dimensions les plus fortes, avec leur score', () => {
    const productions = summarizeProductions([
      row(
        12,
        'auto-evaluation',
        { answers: {} },
        { check: scores(['Rigueur', 40], ['Écoute', 90], ['Autonomie', 75], ['Curiosité', 60]) },
      ),
      row(
        14,
        'test-leadership',
        { answers: {} },
        {
          check: scores(
            ['Organisation', 50],
            ['Élan', 88],
            ['Idées nouvelles', 63],
            ['Écoute du groupe', 25],
          ),
        },
      ),
    ]);
    expect(productions.map((p) => p.level)).toEqual([12, 14]);
    expect(productions[0]?.items.map((item) => item.text)).toEqual([
      `Écoute${NNBSP}: 90${NBSP}%`,
      `Autonomie${NNBSP}: 75${NBSP}%`,
      `Curiosité${NNBSP}: 60${NBSP}%`,
    ]);
    expect(productions[1]?.items[0]).toEqual({
      label: 'Tes styles les plus marqués',
      text: `Élan${NNBSP}: 88${NBSP}%`,
    });
    expect(productions[1]?.summary).toBe('style élan');
  });

  it('niveau 15 : le CV, nommé par sa première ligne, à retélécharger', () => {
    const [production] = summarizeProductions([
      row(15, 'cv', {
        sections: {
          identite: 'Léa Martin\nlea@example.fr',
          titre: 'Élève de seconde, à la recherche d’un stage',
          formation: '2025-2026 : seconde',
        },
      }),
    ]);
    expect(production).toEqual({
      level: 15,
      title: 'Ton premier CV',
      items: [{ label: 'Ton CV', text: 'Léa Martin — Élève de seconde, à la recherche d’un stage' }],
      summary: 'CV prêt',
      link: { to: '/app/niveau/15', label: 'Retélécharger ton CV' },
    });
  });

  it('niveaux 16 et 17 : la lettre et sa cible, le CV relu', () => {
    const productions = summarizeProductions([
      row(16, 'lettre', {
        target: { catalogue: 'offres', code: 'O1', label: 'Vendeur / Vendeuse en boulangerie' },
        text: `Madame, Monsieur, ${'je souhaite rejoindre votre boulangerie. '.repeat(10)}`,
      }),
      row(17, 'relecture-cv', { sections: {}, accepted: [] }),
      row(17, 'apres-relecture', { done: [] }, { passed: false }),
    ]);
    expect(productions.map((p) => [p.level, p.summary])).toEqual([
      [16, 'lettre prête'],
      [17, 'CV relu'],
    ]);
    expect(productions[0]?.items[0]?.label).toBe(
      `Ta lettre pour l’offre «${NNBSP}Vendeur / Vendeuse en boulangerie${NNBSP}»`,
    );
    expect(productions[0]?.items[0]?.text.endsWith('…')).toBe(true);
  });

  it('niveau 18 : le projet motivé et sa formation', () => {
    const [production] = summarizeProductions([
      row(18, 'projet', {
        formation: { code: '42', label: 'BUT - Informatique' },
        paragraphs: { pourquoi: 'Le numérique me passionne.', preuves: 'J’ai codé le site du club.' },
      }),
    ]);
    expect(production).toMatchObject({
      level: 18,
      summary: 'projet motivé prêt',
      items: [
        {
          label: `Ton projet motivé pour «${NNBSP}BUT - Informatique${NNBSP}»`,
          text: 'Le numérique me passionne. J’ai codé le site du club.',
        },
      ],
      link: { to: '/app/niveau/18', label: 'Revoir ton projet motivé' },
    });
  });

  it('niveau 19 : la liste de vœux et ses vœux sûrs, lus dans le verdict du serveur', () => {
    const [production] = summarizeProductions([
      row(
        19,
        'voeux',
        {
          wishes: [
            { code: '1', label: 'BUT - Informatique' },
            { code: '2', label: 'Licence - Psychologie' },
          ],
        },
        { check: { result: { kind: 'voeux', wishes: [{ category: 'sur' }, { category: 'reve' }] } } },
      ),
    ]);
    expect(production).toMatchObject({
      level: 19,
      summary: 'liste de vœux équilibrée',
      items: [
        { label: 'Ta liste de 2 vœux, dont 1 sûr', text: 'BUT - Informatique et Licence - Psychologie' },
      ],
    });
  });

  it('niveau 20 : les dates de l’élève dans l’ordre, et un rappel une semaine avant chacune et chaque date clé', () => {
    const rows = [
      row(20, 'calendrier', {
        dates: [
          { id: 'jpo-1', kind: 'portes-ouvertes', label: 'JPO de l’IUT', date: '2027-02-06', place: '' },
          {
            id: 'rdv-1',
            kind: 'rendez-vous',
            label: 'Rendez-vous avec Mme Caron',
            date: '2026-12-09',
            place: '',
          },
        ],
      }),
    ];
    const [production] = summarizeProductions(rows);
    expect(production).toMatchObject({
      level: 20,
      summary: '2 dates à toi',
      items: [
        { label: '9 décembre 2026', text: 'Rendez-vous avec Mme Caron' },
        { label: '6 février 2027', text: 'JPO de l’IUT' },
      ],
    });
    const keyDate = {
      id: 'parcoursup-2027-voeux',
      session: '2027',
      label: 'Parcoursup : début des vœux',
      startsOn: '2027-01-20',
      endsOn: '2027-03-11',
      source: { label: 'Parcoursup', url: 'https://www.parcoursup.gouv.fr/' },
      reviewBy: null,
    };
    const reminders = productionReminders(rows, [keyDate]);
    expect(reminders.map((r) => [r.key, r.due])).toEqual([
      ['jpo-1', '2027-01-30T08:00:00.000Z'],
      ['rdv-1', '2026-12-02T08:00:00.000Z'],
      ['parcoursup-2027-voeux', '2027-01-13T08:00:00.000Z'],
    ]);
    expect(reminders[1]?.message).toBe('Dans une semaine : Rendez-vous avec Mme Caron (9 décembre 2026).');
    // Before the calendar passes, no reminder of its dates.
    expect(productionReminders([{ ...rows[0]!, passed: false }], [keyDate])).toEqual([]);
  });

  it('niveau 22 : la cible de l’entretien, puis chaque question avec le début de la réponse', () => {
    const [production] = summarizeProductions([
      row(22, 'entretien', {
        target: { kind: 'formation', code: '1', label: 'BTS - Tourisme' },
        turns: [
          { question: 'Présentez-vous.', answer: 'Je suis en terminale STMG au lycée Colbert.' },
          { question: 'Avez-vous des questions ?', answer: 'Combien de semaines de stage ?' },
        ],
      }),
    ]);
    expect(production).toMatchObject({
      level: 22,
      summary: '2 réponses d’entretien',
      items: [
        { label: 'Ton entretien simulé', text: 'BTS - Tourisme' },
        { label: 'Présentez-vous.', text: 'Je suis en terminale STMG au lycée Colbert.' },
        { label: 'Avez-vous des questions ?', text: 'Combien de semaines de stage ?' },
      ],
    });
  });

  it('niveaux 24 à 30 : portfolio, vérification, conseil, histoire, certificat et priorités', () => {
    const productions = summarizeProductions([
      row(24, 'portfolio', { intro: 'Je suis Léa, en terminale.', sections: ['cv', 'lettre', 'projet'] }),
      row(27, 'conseil', { topic: 'stress', text: 'Respire avant l’oral.' }),
      row(
        29,
        'certificat',
        {},
        { check: { result: { kind: 'certificate', code: 'abc123XYZ', issuedAt: '2026-11-26T10:00:00Z' } } },
      ),
      row(30, 'bilan', { focus: ['financer', 'reseau'], why: 'Budget.' }),
    ]);
    expect(productions.map((production) => [production.level, production.summary])).toEqual([
      [24, 'portfolio de 3 rubriques'],
      [27, 'conseil envoyé'],
      [29, 'badge d’expert'],
      [30, 'financer et organiser mes études, mon réseau et mon image'],
    ]);
    expect(productions[1]?.items[0]).toEqual({
      label: 'Ton conseil · Gérer le stress',
      text: 'Respire avant l’oral.',
    });
    expect(productions[2]?.items[0]?.text).toBe('Vérifiable sur /verifier/abc123XYZ');
  });

  it('ignore une réponse abîmée plutôt que d’échouer, et respecte le contrat', () => {
    const productions = summarizeProductions([
      row(6, 'trois-metiers', { items: 'pas une liste' }),
      row(12, 'auto-evaluation', { answers: {} }, { check: null }),
      row(10, 'questions', { questions: ['Quel est votre parcours ?'] }),
    ]);
    expect(productions.map((p) => p.level)).toEqual([10]);
    expect(() => productionsResponseSchema.parse({ productions, reminders: [] })).not.toThrow();
  });
});

describe('excerpt', () => {
  it('garde un texte court tel quel, espaces rangés', () => {
    expect(excerpt('Bonjour\n\nMadame,   merci')).toBe('Bonjour Madame, merci');
  });

  it('coupe à 160 caractères au plus, sur un mot, avec des points de suspension', () => {
    const cut = excerpt(LONG_MESSAGE);
    expect(cut.length).toBeLessThanOrEqual(161);
    expect(cut.endsWith('…')).toBe(true);
    expect(LONG_MESSAGE.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('productionReminders', () => {
  it('niveau 9 envoyé avec une relance prévue : un rappel dix jours après l’envoi', () => {
    expect(productionReminders(level9(['relu', 'envoye', 'relance']))).toEqual([
      { level: 9, message: FOLLOW_UP_MESSAGE, due: '2026-12-05T09:30:00.000Z' },
    ]);
  });

  it('pas de rappel sans envoi réussi ni relance prévue', () => {
    expect(productionReminders(level9(['relu', 'envoye']))).toEqual([]);
    const notPassed = level9(['relu', 'envoye', 'relance']).map((step) => ({ ...step, passed: false }));
    expect(productionReminders(notPassed)).toEqual([]);
  });

  it('le message suit la typographie française', () => {
    expect(FOLLOW_UP_MESSAGE).not.toContain("'");
  });
});
