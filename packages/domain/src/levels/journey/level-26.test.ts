import { describe, expect, it } from 'vitest';
import type { SpellChecker } from '../cv/cv-review';
import { checkPolish } from '../engine/checks';
import type { PolishStep } from '../engine/steps';
import { polishDocuments } from '../polish/polish-documents';
import {
  applyRemark,
  keepsSubstance,
  polishRemarks,
  typographyFixed,
  typographyKey,
} from '../polish/polish-review';
import type { ProductionSourceStep } from '../productions';
import { LEVEL_26 } from './level-26';
import { stepOf } from './level-test-support';

const polish = stepOf<PolishStep>(LEVEL_26, 'finitions');

/** A tiny dictionary: every word but the ones listed as misspelled, with their fixes. */
const SPELL: SpellChecker = {
  correct: (word) => !['trés', 'adresser'].includes(word),
  suggest: (word) => ({ trés: ['très', 'tres'], adresser: [] })[word] ?? [],
};

const row = (level: number, stepId: string, answer: object, passed = true): ProductionSourceStep => ({
  level,
  stepId,
  answer: answer as Record<string, unknown>,
  passed,
  updatedAt: '2026-11-20T10:00:00Z',
});

const LETTER =
  "Madame, Monsieur,\nJe suis trés motivée par votre offre...\nJe vous prie d'agréer mes salutations.";
const ROWS = [
  row(16, 'lettre', { target: { catalogue: 'offres', label: 'Vendeuse' }, text: LETTER }),
  row(18, 'projet', { formation: { label: 'BTS' }, paragraphs: { pourquoi: 'Le tourisme me plaît.' } }),
  row(24, 'portfolio', { intro: 'Je suis Léa.', sections: [] }, false),
];

describe('niveau 26 : les finitions', () => {
  it('lit chaque document enregistré, texte par texte, avec les libellés de son niveau', () => {
    const documents = polishDocuments(ROWS);
    expect(documents.map((document) => document.id)).toEqual(['lettre', 'projet']);
    expect(documents[1]?.fields).toEqual([
      { id: 'pourquoi', label: 'Pourquoi cette formation', text: 'Le tourisme me plaît.' },
    ]);
  });

  it('propose une correction par mot inconnu et par ligne mal typographiée, appliquée d’un clic', () => {
    const remarks = polishRemarks(polishDocuments(ROWS), SPELL, []);
    expect(remarks.map((remark) => [remark.kind, remark.excerpt, remark.replacement])).toEqual([
      ['orthographe', 'trés', 'très'],
      ['typographie', 'Je suis trés motivée par votre offre...', 'Je suis trés motivée par votre offre…'],
      ['typographie', "Je vous prie d'agréer mes salutations.", 'Je vous prie d’agréer mes salutations.'],
    ]);
    // As on screen: one click, then the review runs again on the corrected text.
    let text = LETTER;
    for (let clicks = 0; clicks < 3; clicks += 1) {
      const documents = polishDocuments([{ ...ROWS[0]!, answer: { ...ROWS[0]?.answer, text } }]);
      const [first] = polishRemarks(documents, SPELL, []);
      if (first) text = applyRemark(text, first);
    }
    expect(text).toBe(
      'Madame, Monsieur,\nJe suis très motivée par votre offre…\nJe vous prie d’agréer mes salutations.',
    );
    expect(typographyFixed('Bonjour ,voici mon CV : www.exemple.fr/a,b')).toBe(
      'Bonjour, voici mon CV\u202F: www.exemple.fr/a,b',
    );
  });

  it('passe quand chaque remarque est corrigée ou gardée, et refuse une lettre réécrite', () => {
    const documents = polishDocuments(ROWS);
    expect(checkPolish(polish, { texts: {}, kept: [] }, documents, SPELL).problems).toHaveLength(3);
    const fixed =
      'Madame, Monsieur,\nJe suis très motivée par votre offre…\nJe vous prie d’agréer mes salutations.';
    expect(
      checkPolish(polish, { texts: { lettre: { text: fixed } }, kept: [] }, documents, SPELL).passed,
    ).toBe(true);
    const keptAsIs = checkPolish(
      polish,
      {
        texts: {},
        kept: [
          'Trés',
          typographyKey('Je suis trés motivée par votre offre...'),
          typographyKey("Je vous prie d'agréer mes salutations."),
        ],
      },
      documents,
      SPELL,
    );
    expect(keptAsIs.passed).toBe(true);
    const rewritten = checkPolish(
      polish,
      {
        texts: { lettre: { text: 'Bonjour, embauchez-moi, je suis la meilleure vendeuse de la ville.' } },
        kept: [],
      },
      documents,
      SPELL,
    );
    expect(rewritten.problems[0]?.message).toMatch(
      /^«\u202FTexte\u202F» \(ta lettre de motivation\) a trop changé/,
    );
    expect(checkPolish(polish, { texts: {}, kept: [] }, [], SPELL).passed).toBe(false);
  });

  it('ne signale pas une ligne où seules manquent les espaces fines, invisibles dans un champ de texte', () => {
    const documents = polishDocuments([row(24, 'portfolio', { intro: 'Mon but : un BTS ! Et toi ?' })]);
    expect(polishRemarks(documents, SPELL, [])).toEqual([]);
    expect(typographyKey('Une ligne très longue. '.repeat(40))).toMatch(/^typo:[0-9a-f]{1,8}$/);
  });

  it('garde la même substance : quelques mots corrigés, jamais un sur dix', () => {
    expect(
      keepsSubstance('Je suis trés motivée par votre offre', 'Je suis très motivée par votre offre'),
    ).toBe(true);
    expect(keepsSubstance('Un texte de vingt mots '.repeat(4), 'Tout autre chose ici')).toBe(false);
  });
});
