import { familyLabel, type InterviewTargetItem, type InterviewTargetsResponse } from '@declic/domain';
import { z } from 'zod';
import type { DatabaseHandle } from '../../../db/database';
import { readAllPassedSteps } from '../engine/step-answers.repository';
import { findInterviewTargets, type TargetRef } from './interview-targets.repository';

type PassedStep = { level: number; stepId: string; answer: Record<string, unknown> };
type SourcedRef = TargetRef & { source: string };

const coded = z.object({ code: z.string() });
const SOURCES: { level: number; stepId: string; source: string; refs: (answer: unknown) => TargetRef[] }[] = [
  {
    level: 18,
    stepId: 'projet',
    source: 'Ton projet motivé',
    refs: (answer) => {
      const parsed = z.object({ formation: coded }).safeParse(answer);
      return parsed.success ? [{ kind: 'formation', code: parsed.data.formation.code }] : [];
    },
  },
  {
    level: 16,
    stepId: 'lettre',
    source: 'Ta lettre',
    refs: (answer) => {
      const parsed = z
        .object({ target: coded.extend({ catalogue: z.enum(['offres', 'formations']) }) })
        .safeParse(answer);
      if (!parsed.success) return [];
      const { catalogue, code } = parsed.data.target;
      return [{ kind: catalogue === 'offres' ? 'offre' : 'formation', code }];
    },
  },
  {
    level: 19,
    stepId: 'voeux',
    source: 'Tes vœux',
    refs: (answer) => {
      const parsed = z.object({ wishes: z.array(coded) }).safeParse(answer);
      return parsed.success ? parsed.data.wishes.map((wish) => ({ kind: 'formation', code: wish.code })) : [];
    },
  },
  {
    level: 6,
    stepId: 'trois-metiers',
    source: 'Tes métiers',
    refs: (answer) => {
      const parsed = z.object({ items: z.array(coded) }).safeParse(answer);
      return parsed.success ? parsed.data.items.map((item) => ({ kind: 'metier', code: item.code })) : [];
    },
  },
];

/** The targets the student's own passed steps name, the first source kept for each. */
export function ownTargetRefs(steps: PassedStep[]): SourcedRef[] {
  const seen = new Set<string>();
  return SOURCES.flatMap(({ level, stepId, source, refs }) => {
    const step = steps.find((candidate) => candidate.level === level && candidate.stepId === stepId);
    return step ? refs(step.answer).map((ref) => ({ ...ref, source })) : [];
  }).filter((ref) => {
    const key = `${ref.kind}:${ref.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What the caller may pass an interview for: the métiers, offer and formations of their journey. */
export async function interviewTargetsFor(
  database: DatabaseHandle,
  userId: string,
): Promise<InterviewTargetsResponse> {
  const refs = ownTargetRefs(await readAllPassedSteps(database, userId));
  const sources = new Map(refs.map((ref) => [`${ref.kind}:${ref.code}`, ref.source]));
  const targets = await findInterviewTargets(database, refs);
  return {
    targets: targets.map(
      (target): InterviewTargetItem => ({
        ...target,
        familyLabel: familyLabel(target),
        source: sources.get(`${target.kind}:${target.code}`) ?? '',
      }),
    ),
  };
}
