import { describe, expect, it } from 'vitest';
import type { AnsweredStep, ChecklistStep, TextStep } from '../engine/steps';
import { LEVEL_09 } from './level-09';
import { check, prose, stepOf } from './level-test-support';

const step = <T extends AnsweredStep>(id: string) => stepOf<T>(LEVEL_09, id);

const contact = step<TextStep>('contact');
const message = step<TextStep>('message');
const envoi = step<ChecklistStep>('envoi');
const groups = message.fields[0]!.mustMention!;

const GOOD_MESSAGE = `Bonjour Madame Durand,

Je m’appelle Inès, je suis élève en première au lycée Jean-Moulin, dans la classe de Léo, votre fils.
Je m’intéresse au métier d’infirmière et j’aimerais mieux comprendre votre quotidien à l’hôpital.
Auriez-vous 20 minutes pour un échange, au téléphone ou à l’hôpital, quand cela vous arrange ?

Merci d’avance pour votre réponse.
Inès`;

const messageProblems = (text: string) =>
  check(message, { fields: { brouillon: text } }).problems.map((p) => p.message);

describe('level 9 — Prendre rendez-vous', () => {
  it('is a player level proved by its steps', () => {
    expect(LEVEL_09).toMatchObject({ level: 9, screen: 'player', evidence: 'steps' });
    expect(LEVEL_09.intro.length).toBeGreaterThanOrEqual(2);
  });

  it('has unique step ids, in the expected order', () => {
    const ids = LEVEL_09.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(LEVEL_09.steps.map((s) => s.kind)).toEqual(['dialogue', 'text', 'text', 'checklist']);
    expect(ids.slice(1)).toEqual(['contact', 'message', 'envoi']);
  });

  it('uses French typography in every text', () => {
    for (const text of prose(LEVEL_09)) {
      expect(text).not.toContain("'");
      expect(text).not.toMatch(/\d [a-zé]/);
    }
  });

  it('lists its matching words folded, without accents or capitals', () => {
    for (const word of groups.flatMap((g) => g.anyOf)) expect(word).toMatch(/^[a-z]+$/);
  });

  it('passes a contact with who and how, and refuses empty or too short fields', () => {
    const good = {
      fields: {
        qui: 'Karim, le père de mon ami Léo, il est électricien.',
        canal: 'Par SMS, puis au téléphone.',
      },
    };
    expect(check(contact, good).passed).toBe(true);
    expect(check(contact, { fields: {} }).problems).toHaveLength(2);
    expect(check(contact, { fields: { qui: 'Karim', canal: 'SMS' } }).problems).toHaveLength(2);
  });

  it('passes a realistic request message', () => {
    expect(GOOD_MESSAGE.length).toBeGreaterThan(250);
    expect(messageProblems(GOOD_MESSAGE)).toEqual([]);
  });

  it('refuses an empty or too short message', () => {
    expect(messageProblems('')).toHaveLength(1);
    expect(messageProblems('Bonjour, je suis élève, auriez-vous du temps ? Merci !')[0]).toContain('250');
  });

  it('says the thank-you is missing when « merci » is left out', () => {
    const withoutThanks = GOOD_MESSAGE.replace('Merci d’avance pour votre réponse.', 'Bonne journée à vous.');
    expect(messageProblems(withoutThanks)).toEqual([groups[3]!.message]);
    expect(groups[3]!.message).toContain('remerciement');
  });

  it('accepts « Je vous remercie » as a thank-you', () => {
    const remercie = GOOD_MESSAGE.replace('Merci d’avance', 'Je vous remercie par avance');
    expect(messageProblems(remercie)).toEqual([]);
  });

  it('says which part is missing: greeting, who you are, what you ask', () => {
    const noGreeting = GOOD_MESSAGE.replace('Bonjour Madame Durand,', 'Karine,');
    expect(messageProblems(noGreeting)).toEqual([groups[0]!.message]);

    const noStudent = GOOD_MESSAGE.replace(
      'je suis élève en première au lycée Jean-Moulin, dans la classe de Léo, votre fils',
      'je suis une amie de Léo, votre fils, et nous faisons du judo ensemble depuis trois ans',
    );
    expect(messageProblems(noStudent)).toEqual([groups[1]!.message]);

    const noRequest = GOOD_MESSAGE.replace(
      'Auriez-vous 20 minutes pour un échange, au téléphone ou à l’hôpital, quand cela vous arrange ?',
      'Ce métier me fait rêver depuis que je suis petite et je voudrais en savoir plus sur lui.',
    );
    // « Je m’appelle » is not a request for a call.
    expect(noRequest).toContain('m’appelle');
    expect(messageProblems(noRequest)).toEqual([groups[2]!.message]);
  });

  it('needs the three required boxes ticked, not the adult one, and no report', () => {
    expect(envoi.report).toBeUndefined();
    expect(envoi.items.filter((i) => i.required).map((i) => i.id)).toEqual(['relu', 'envoye', 'relance']);
    expect(check(envoi, { done: ['relu', 'envoye', 'relance'] }).passed).toBe(true);
    expect(check(envoi, { done: ['relu', 'envoye', 'relance', 'parent'] }).passed).toBe(true);
    expect(check(envoi, { done: [] }).problems).toHaveLength(3);
    const missing = check(envoi, { done: ['relu', 'envoye', 'parent'] });
    expect(missing.problems.map((p) => p.field)).toEqual(['relance']);
  });
});
