import { describe, expect, it } from 'vitest';
import { checkLetter } from '../engine/checks';
import { newWordCount } from '../engine/letter-check';
import type { LetterStep } from '../engine/steps';
import { LEVEL_16 } from './level-16';
import { check, stepOf } from './level-test-support';

const letter = stepOf<LetterStep>(LEVEL_16, 'lettre');
const target = { catalogue: 'offres' as const, code: 'OF-1', label: 'Vendeur / Vendeuse en boulangerie' };

const DRAFT = `Madame, Monsieur,

Actuellement élève en seconde, je vous propose ma candidature pour le poste de vendeur en boulangerie. ${'Le contact avec les clients me plaît beaucoup et je souhaite apprendre ce métier auprès de vous. '.repeat(6)}
Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.`;

const OWN =
  ' Chaque samedi matin, je tiens la caisse du marché avec mon oncle : je rends la monnaie, je conseille les habitués et je range l’étal quand il pleut. Votre boulangerie de la place Bellecour ouvre tôt ; je suis matinale et ponctuelle.';

const answer = (text: string, extra: object = {}) => ({
  target,
  draft: DRAFT,
  text,
  style: 'sobre',
  ...extra,
});

describe('niveau 16 : la lettre de motivation', () => {
  it('passe quand la lettre est adressée à l’offre, assez longue, complète et personnelle', () => {
    const result = check(letter, answer(DRAFT + OWN));
    expect(result.problems).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('refuse le brouillon tel quel : il faut des mots à soi', () => {
    const result = check(letter, answer(DRAFT));
    expect(result.passed).toBe(false);
    expect(result.problems.map((p) => p.message).join(' ')).toMatch(/Fais-la tienne/);
    expect(newWordCount(DRAFT, DRAFT + OWN)).toBeGreaterThanOrEqual(letter.minNewWords);
  });

  it('repère un passage laissé à compléter', () => {
    const result = check(letter, answer(`${DRAFT}${OWN} Je serai disponible à partir du [date].`));
    expect(result.problems.map((p) => p.message).join(' ')).toMatch(
      /Il reste un passage à compléter\u202f: «\u202f\[date\]\u202f»/,
    );
  });

  it('demande une lettre adressée à sa cible, et assez longue', () => {
    const other = 'Bonjour, je veux travailler chez vous. '.repeat(8) + OWN;
    const messages = check(letter, answer(other)).problems.map((p) => p.message);
    expect(messages.some((m) => m.startsWith('Ta lettre fait'))).toBe(true);
    expect(messages.some((m) => m.includes('à qui elle s’adresse'))).toBe(true);
    // The API passes the offer's company too: naming it is enough.
    const toCompany = `${'Bonjour, je veux travailler chez vous. '.repeat(20)}La Fournée Dorée m’a donné envie. ${OWN}`;
    const parsed = { target, draft: DRAFT, text: toCompany };
    expect(checkLetter(letter, parsed, [target.label, 'La Fournée Dorée']).passed).toBe(true);
  });

  it('sans cible ni brouillon, dit quoi faire d’abord', () => {
    expect(check(letter, { text: '' }).problems[0]?.message).toBe(
      'Choisis d’abord une offre ou une formation.',
    );
    expect(check(letter, { target, text: '' }).problems[0]?.message).toBe(
      'Rédige d’abord le brouillon de ta lettre.',
    );
  });
});
