import { describe, expect, it } from 'vitest';
import type { ReviewStep } from '../engine/steps';
import { LEVEL_17 } from '../journey/level-17';
import { type CvRemark, reviewCv, type SpellChecker } from './cv-review';

const review = LEVEL_17.steps.find((step) => step.kind === 'review') as ReviewStep;

/** A tiny dictionary: the words of the CV below, and « très » for the suggestion. */
const KNOWN = new Set(
  'seconde générale lycée jean moulin lyon été babysitting deux enfants trois après midi par semaine tableur tableaux graphiques simples rigueur relis chaque devoir avant rendre anglais niveau série version originale très élève recherche stage observation cuisine handball club depuis ans capitaine équipe aujourd hui des'.split(
    ' ',
  ),
);
const spell: SpellChecker = {
  correct: (word) => KNOWN.has(word.toLowerCase()),
  suggest: (word) => (word === 'trés' ? ['très', 'prés'] : []),
};

const CV = {
  identite: 'Léa Martin\nlea.martin@example.fr · 06 12 34 56 78 · Lyon',
  titre: 'Élève de seconde, recherche un stage d’observation en cuisine',
  formation: '2025-2026 : seconde générale, lycée Jean-Moulin, Lyon',
  experiences: 'Été 2025 : babysitting de deux enfants, trois après-midi par semaine',
  competences: 'Tableur : tableaux et graphiques simples',
  qualites: 'Rigueur : je relis chaque devoir avant de le rendre',
  langues: 'Anglais : niveau B1, série en version originale',
  centres: 'Handball en club depuis 4 ans, capitaine de l’équipe',
};

const blocking = (remarks: CvRemark[]) => remarks.filter((remark) => remark.blocking);

describe('la relecture du CV (niveau 17)', () => {
  it('un CV propre, d’une page, n’a aucune remarque bloquante', () => {
    expect(blocking(reviewCv(review.sections, CV, spell))).toEqual([]);
  });

  it('une faute bloque, avec la correction proposée ; un mot accepté par l’élève ne bloque plus', () => {
    const remarks = reviewCv(
      review.sections,
      { ...CV, qualites: 'Rigueur : je relis trés chaque devoir' },
      spell,
    );
    expect(blocking(remarks)).toEqual([
      expect.objectContaining({
        section: 'qualites',
        kind: 'orthographe',
        excerpt: 'trés',
        suggestions: ['très', 'prés'],
      }),
    ]);
    expect(blocking(remarks)[0]?.message).toBe(
      '«\u202ftrés\u202f» n’est pas dans le dictionnaire\u202f: peut-être «\u202ftrès\u202f» ou «\u202fprés\u202f»\u202f?',
    );
    const club = { ...CV, centres: 'Handball au club des zébulons depuis 4 ans' };
    expect(blocking(reviewCv(review.sections, club, spell))).toHaveLength(1);
    expect(blocking(reviewCv(review.sections, club, spell, ['Zébulons']))).toEqual([]);
  });

  it('les noms propres, sigles, adresses et élisions ne sont pas jugés', () => {
    const text = { ...CV, competences: 'PSC1, Canva et Pronote ; aujourd’hui www.exemple-inconnu.fr' };
    expect(blocking(reviewCv(review.sections, text, spell))).toEqual([]);
  });

  it('une rubrique obligatoire vide, ou un contact sans e-mail, bloque', () => {
    const remarks = blocking(
      reviewCv(review.sections, { ...CV, experiences: ' ', identite: 'Léa Martin\nLyon' }, spell),
    );
    expect(remarks.map((remark) => remark.kind)).toEqual(['rubrique', 'rubrique']);
    expect(remarks.map((remark) => remark.section)).toEqual(['experiences', 'identite']);
  });

  it('un CV de plus d’une page bloque ; les mots vides et la typographie sont des conseils', () => {
    const long = { ...CV, experiences: `${CV.experiences}\n`.repeat(40) };
    expect(blocking(reviewCv(review.sections, long, spell)).map((remark) => remark.kind)).toEqual([
      'longueur',
    ]);
    const vague = reviewCv(
      review.sections,
      { ...CV, qualites: 'Très motivée , dynamique...' },
      { ...spell, correct: () => true },
    );
    expect(blocking(vague)).toEqual([]);
    expect(vague.filter((remark) => remark.kind === 'flou').map((remark) => remark.excerpt)).toEqual([
      'dynamique',
      'motivee',
    ]);
    expect(vague.find((remark) => remark.kind === 'typographie')?.suggestions).toEqual([
      'Très motivée, dynamique…',
    ]);
  });
});
