import { describe, expect, it } from 'vitest';
import type { JobFacts } from '../job-facts/job-facts';
import { detectDistress, distressAnswer } from './distress';
import { detectIntent, jobWordsOf } from './intents';
import { OFFLINE_ASSISTANT_LIMITS, offlineAdvisorAnswer } from './offline-answer';

describe('détection de détresse', () => {
  it.each([
    ['J’ai envie de mourir', 'self-harm'],
    ['je pense au suicide depuis des semaines', 'self-harm'],
    ['Je me scarifie le soir', 'self-harm'],
    ['je veux en finir', 'self-harm'],
    ['je veux en finir avec la vie', 'self-harm'],
    ['On me harcèle sur Snap', 'harassment'],
    ['des élèves se moquent de moi tous les jours', 'harassment'],
    ['mon beau-père me frappe', 'violence'],
    ['j’ai subi des attouchements', 'violence'],
  ])('« %s » → %s', (message, kind) => {
    expect(detectDistress(message)).toBe(kind);
  });

  it.each([
    'Combien gagne un infirmier ?',
    'Je veux en finir avec les maths, quelles études sans maths ?',
    'Les espèces menacées m’intéressent, quel métier ?',
    'Je suis mort de rire',
  ])('« %s » ne déclenche rien', (message) => {
    expect(detectDistress(message)).toBeNull();
  });

  it('pointe vers un adulte de confiance et les quatre lignes d’aide', () => {
    for (const kind of ['self-harm', 'harassment', 'violence'] as const) {
      const answer = distressAnswer(kind);
      expect(answer).toContain('adulte de confiance');
      for (const line of ['3114', '3018', '119', 'Fil Santé Jeunes, 0 800 235 236'])
        expect(answer).toContain(line);
    }
  });
});

describe('intentions du conseiller hors ligne', () => {
  it.each([
    ['Combien gagne un infirmier ?', 'salary'],
    ['Quel est le salaire d’un plombier ?', 'salary'],
    ['Quelles études pour devenir avocat ?', 'studies'],
    ['Où me former pour être cuisinier ?', 'where-to-train'],
    ['C’est quoi le quotidien d’un pompier ?', 'daily-work'],
    ['Quelles compétences pour être infirmier ?', 'skills'],
    ['Il y a des offres près de chez moi ?', 'offers'],
    ['Quels métiers me correspondent d’après mes résultats ?', 'profile'],
    ['Salut', 'greeting'],
    ['Quelle est la capitale du Pérou ?', 'unknown'],
  ])('« %s » → %s', (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });

  it.each([
    ['Combien gagne un infirmier ?', 'infirmier'],
    ['Quelles études pour devenir développeur web ?', 'developpeur web'],
    ['Où me former pour être cuisinier ?', 'cuisinier'],
    ['Tu fais quoi de tes journées ?', ''],
    ['Il y a des offres près de chez moi ?', ''],
  ])('mots du métier dans « %s » : « %s »', (message, words) => {
    expect(jobWordsOf(message)).toBe(words);
  });
});

const facts: JobFacts = {
  query: 'plombier',
  romeCode: 'F1603',
  title: 'Plombier / Plombière',
  definition: 'Le plombier installe les réseaux d’eau.\nPose des canalisations\nRépare les fuites',
  access: "Cet emploi est accessible avec un CAP d'installateur.",
  skills: ['Poser des canalisations', 'Souder'],
  accessLevel: 'CAP ou équivalent',
  trainingPaths: ['CAP monteur en installations sanitaires'],
  salary: { beginner: { text: 'Smic', metier: 'plombier/ière', url: null }, medians: [] },
  formations: [],
  offers: { count: 0, departement: null, sample: [] },
};
const student = { firstName: 'Léo', department: null, recommendedJobs: [] };

describe('réponses hors ligne', () => {
  it('parle au nom du métier en mode persona', () => {
    const answer = offlineAdvisorAnswer({
      intent: 'daily-work',
      facts,
      jobFromMessage: false,
      persona: 'Plombier',
      student,
    });
    expect(answer).toBe(
      'Je suis plombier / plombière, alors je te réponds avec ce que je connais du métier. Le plombier installe les réseaux d’eau. Au quotidien, on pose des canalisations et on répare les fuites.',
    );
  });

  it('demande le département quand il manque pour les offres, et dit quand il n’y en a pas', () => {
    const answer = offlineAdvisorAnswer({
      intent: 'offers',
      facts,
      jobFromMessage: true,
      persona: null,
      student,
    });
    expect(answer).toContain('Je ne vois pas d’offre pour plombier / plombière en France');
    expect(answer).toContain('Indique ton département dans ton profil');
  });

  it('sans métier reconnu, le dit et explique ce qu’il sait faire', () => {
    const answer = offlineAdvisorAnswer({
      intent: 'salary',
      facts: { ...facts, romeCode: null, query: 'licorne' },
      jobFromMessage: false,
      persona: null,
      student,
    });
    expect(answer).toContain('Je n’ai pas trouvé de fiche métier pour «\u202Flicorne\u202F»');
    expect(answer).toContain(OFFLINE_ASSISTANT_LIMITS.replace(' :', '\u202F:'));
  });

  it('un métier nommé sans question reçoit son quotidien et son salaire', () => {
    const answer = offlineAdvisorAnswer({
      intent: 'unknown',
      facts,
      jobFromMessage: true,
      persona: null,
      student,
    });
    expect(answer).toContain('Au quotidien, on pose des canalisations');
    expect(answer).toContain('Côté salaire pour plombier / plombière');
  });

  it('profil : code RIASEC, familles dominantes et métiers recommandés ; sans analyse, invite au test', () => {
    const withResults = {
      ...student,
      recommendedJobs: ['Infirmier', 'Éducateur'],
      riasec: { code: 'SA', families: ['Social', 'Artistique'] },
    };
    expect(
      offlineAdvisorAnswer({
        intent: 'profile',
        facts: null,
        jobFromMessage: false,
        persona: null,
        student: withResults,
      }),
    ).toMatch(
      /^Ton profil d’intérêts \(RIASEC\) est SA, surtout Social et Artistique\. D’après ton analyse, les métiers qui te correspondent le plus sont\u202F: Infirmier et Éducateur\./,
    );
    expect(
      offlineAdvisorAnswer({ intent: 'profile', facts: null, jobFromMessage: false, persona: null, student }),
    ).toContain('fais le test d’orientation');
  });
});
