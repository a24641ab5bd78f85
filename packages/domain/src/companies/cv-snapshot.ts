import { z } from 'zod';
import type { DocumentStep } from '../levels/engine/steps';
import { LEVEL_15 } from '../levels/journey/level-15';

/** The level whose CV a student may attach to an application, and its step. */
export const CV_LEVEL = 15;
export const CV_STEP_ID = 'cv';

const savedCv = z.object({ sections: z.record(z.string(), z.string()) });

/** The section names are written for the student (« Ton titre »); a recruiter reads them plainly. */
const readerLabel = (label: string) =>
  label.replace(/^(Ton|Ta|Tes) (\p{L})/u, (_, _word, first: string) => first.toUpperCase());

const cvStep = LEVEL_15.steps.find(
  (step): step is DocumentStep => step.id === CV_STEP_ID && step.kind === 'document',
);

/**
 * The CV as the company will read it: each filled section with its label, in the CV's order.
 * Null when the student has no CV with anything in it.
 */
export function cvSnapshot(answer: unknown): { label: string; text: string }[] | null {
  const parsed = savedCv.safeParse(answer);
  if (!parsed.success || !cvStep) return null;
  const sections = cvStep.sections
    .map((section) => ({
      label: readerLabel(section.label),
      text: (parsed.data.sections[section.id] ?? '').trim(),
    }))
    .filter((section) => section.text.length > 0);
  return sections.length > 0 ? sections : null;
}
