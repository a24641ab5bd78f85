import { z } from 'zod';
import { CV_TITLE_SECTION } from '../cv/cv-layout';
import type { ProductionSourceStep } from '../productions';
import type { CoherenceInput } from './coherence-report';

const labelled = z.object({ label: z.string() });
const SCHEMAS = {
  metiers: z.object({ items: z.array(labelled) }),
  cv: z.object({ sections: z.record(z.string(), z.string()) }),
  letter: z.object({
    target: labelled.extend({ catalogue: z.enum(['offres', 'formations']) }),
    text: z.string(),
  }),
  projet: z.object({ formation: labelled, paragraphs: z.record(z.string(), z.string()) }),
  wishes: z.object({ wishes: z.array(labelled) }),
};

/**
 * What the cross-check reads from the student's passed steps (levels 6, 15, 16, 18, 19) and
 * the strengths of their analysis. A step missing or unreadable is simply left out.
 */
export function coherenceInput(rows: readonly ProductionSourceStep[], strengths: string[]): CoherenceInput {
  const answer = <T>(schema: z.ZodType<T>, level: number, stepId: string): T | undefined => {
    const row = rows.find((r) => r.passed && r.level === level && r.stepId === stepId);
    const parsed = schema.safeParse(row?.answer);
    return parsed.success ? parsed.data : undefined;
  };
  const cv = answer(SCHEMAS.cv, 15, 'cv');
  const letter = answer(SCHEMAS.letter, 16, 'lettre');
  const projet = answer(SCHEMAS.projet, 18, 'projet');
  return {
    metiers: answer(SCHEMAS.metiers, 6, 'trois-metiers')?.items.map((item) => item.label) ?? [],
    cv: cv
      ? {
          title: (cv.sections[CV_TITLE_SECTION] ?? '').split(/\r?\n/)[0]?.trim() ?? '',
          text: Object.values(cv.sections).join('\n'),
        }
      : null,
    letter: letter
      ? { catalogue: letter.target.catalogue, label: letter.target.label, text: letter.text }
      : null,
    projet: projet
      ? { label: projet.formation.label, text: Object.values(projet.paragraphs).join('\n') }
      : null,
    wishes: answer(SCHEMAS.wishes, 19, 'voeux')?.wishes.map((wish) => wish.label) ?? [],
    strengths,
  };
}
