import {
  type DocumentSection,
  type DocumentStep,
  type Profile,
  type StoredStep,
  usersApi,
} from '@declic/domain';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { call } from '../../../../lib/api-call';
import { currentUserId } from '../../../../lib/auth/current-user';
import { readStoredJson, writeStoredJson } from '../../../../lib/stored-json';
import { levelStepsQuery } from '../api/level-steps';

type PrefillKind = NonNullable<DocumentSection['prefill']>;
type Sections = Record<string, string>;

/** What the student already told Déclic; a source that could not be read is absent. */
export interface CvSources {
  profile?: Profile;
  /** Level 12's stored steps: the self-assessment of the ROME savoir-être. */
  level12?: StoredStep[];
  /** Level 6's stored steps: the three jobs explored. */
  level6?: StoredStep[];
}

const QUALITIES_STEP = 'auto-evaluation';
const JOBS_STEP = 'trois-metiers';
const MAX_QUALITIES = 3;

const scoresSchema = z.object({
  scores: z.array(z.object({ label: z.string(), score: z.number() })),
});
const pickedSchema = z.object({ items: z.array(z.object({ label: z.string() })) });

/** The ROME libellés keep straight apostrophes and « Etre »: a CV shows them as French prints them. */
export function romeWording(label: string): string {
  return label.replace(/'/g, '’').replace(/\bEtre\b/g, 'Être');
}

/** The three strongest savoir-être of level 12, strongest first. */
export function topQualities(steps: readonly StoredStep[] | undefined): string[] {
  const parsed = scoresSchema.safeParse(steps?.find((step) => step.stepId === QUALITIES_STEP)?.result);
  if (!parsed.success) return [];
  return [...parsed.data.scores]
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_QUALITIES)
    .map((score) => romeWording(score.label));
}

/** The jobs picked at level 6, by their catalogue name. */
export function chosenJobs(steps: readonly StoredStep[] | undefined): string[] {
  const parsed = pickedSchema.safeParse(steps?.find((step) => step.stepId === JOBS_STEP)?.answer);
  return parsed.success ? parsed.data.items.map((item) => romeWording(item.label)) : [];
}

/** « 2025-2026 » from September (August already looks ahead to the coming year). */
export function schoolYear(today: Date): string {
  const year = today.getFullYear();
  const start = today.getMonth() >= 7 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** « 92 - Hauts-de-Seine » → « Hauts-de-Seine (92) », the way a CV gives where one lives. */
export function departementLine(departement: string | null | undefined): string {
  const match = /^(\w{2,3}) - (.+)$/.exec(departement?.trim() ?? '');
  return match ? `${romeWording(match[2] ?? '')} (${match[1]})` : '';
}

const joinLines = (lines: (string | null | undefined)[]) =>
  lines
    .map((line) => line?.trim() ?? '')
    .filter(Boolean)
    .join('\n');

function identityText(profile: Profile): string {
  const name = [profile.first_name, profile.last_name].map((part) => part?.trim()).filter(Boolean);
  if (name.length === 0) return '';
  const contact = [profile.email, profile.phone_number].map((part) => part?.trim()).filter(Boolean);
  return joinLines([name.join(' '), contact.join(' · '), departementLine(profile.department)]);
}

function prefillText(kind: PrefillKind, sources: CvSources, today: Date): string {
  switch (kind) {
    case 'identity':
      return sources.profile ? identityText(sources.profile) : '';
    case 'school': {
      const school = sources.profile?.school?.trim();
      return school ? `${schoolYear(today)} : ${school}` : '';
    }
    case 'qualities':
      return joinLines(topQualities(sources.level12));
    case 'interests': {
      const jobs = chosenJobs(sources.level6);
      return jobs.length > 0 ? `Découverte des métiers : ${jobs.join(', ')}` : '';
    }
    // No route gives back the level 5 English level; skills are the student's own to write.
    case 'languages':
    case 'skills':
      return '';
  }
}

/** The text Déclic can propose for each section, from what it already knows; empty when it knows nothing. */
export function cvPrefillTexts(
  sections: readonly DocumentSection[],
  sources: CvSources,
  today: Date,
): Sections {
  return Object.fromEntries(
    sections.flatMap((section) => {
      const text = section.prefill ? prefillText(section.prefill, sources, today) : '';
      return text ? [[section.id, text]] : [];
    }),
  );
}

/** Fills only the sections still empty: nothing the student typed is overwritten. */
export function fillEmptySections(current: Sections, texts: Sections): Sections {
  const filled = { ...current };
  for (const [id, text] of Object.entries(texts)) {
    if (!(filled[id] ?? '').trim()) filled[id] = text;
  }
  return filled;
}

/** GET /api/users/profile, kept to the profile (its own key: other screens cache other shapes). */
const profileQuery = {
  queryKey: ['levels', 'cv-profile'] as const,
  queryFn: async () => (await call(usersApi.profile)).profile,
};

const PREFILL_LEVELS = { qualities: 12, jobs: 6 } as const;

/**
 * Reads the profile, level 12's qualities and level 6's jobs, then proposes them once for the
 * empty sections of a CV that has neither a draft nor a stored answer (`fresh`). A failed read
 * leaves its sections empty. The level 6 jobs are returned in any case, to suggest a title.
 */
export function useCvPrefill(
  level: number,
  step: DocumentStep,
  fresh: boolean,
  apply: (texts: Sections) => void,
) {
  const flagKey = `declic.niveau.${currentUserId() ?? 'anonyme'}.${level}.${step.id}.pre-rempli`;
  const [wanted] = useState(() => fresh && readStoredJson(flagKey, z.literal(true)) === null);
  const [applied, setApplied] = useState<number | null>(null);
  const done = useRef(false);
  const [profile, level12, level6] = useQueries({
    queries: [
      { ...profileQuery, enabled: wanted, retry: false },
      { ...levelStepsQuery(PREFILL_LEVELS.qualities), enabled: wanted, retry: false },
      { ...levelStepsQuery(PREFILL_LEVELS.jobs), retry: false },
    ],
  });
  const pending = wanted && (profile.isPending || level12.isPending || level6.isPending);

  useEffect(() => {
    if (!wanted || pending || done.current) return;
    done.current = true;
    const texts = cvPrefillTexts(
      step.sections,
      { profile: profile.data, level12: level12.data?.steps, level6: level6.data?.steps },
      new Date(),
    );
    writeStoredJson(flagKey, true);
    setApplied(Object.keys(texts).length);
    apply(texts);
  }, [wanted, pending, step.sections, profile.data, level12.data, level6.data, flagKey, apply]);

  return {
    /** True while the sources are being read for the first fill. */
    pending,
    /** How many sections received a proposal (null when there was no fill). */
    applied,
    jobs: chosenJobs(level6.data?.steps),
  };
}
