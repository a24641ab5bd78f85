import { type GenerateLetterRequest, type LetterTargetType, typographieFr } from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { AiProvider } from '../../plugins/ai';
import { writeLetterTask } from './letter-ai-task';
import { readLetterStrengths, readLetterTarget, readPersonalityType } from './letter-inputs.repository';
import { suggestTargets } from './letter-suggest.repository';
import { writeLetter } from './letter-writer';
import { listLetters, readLetterProfile, saveLetter } from './letters.repository';

/** What the letters need: the student's data, the AI that may write (else the offline writer). */
export interface LettersDeps {
  database: DatabaseHandle;
  ai: AiProvider;
  log: FastifyBaseLogger;
}

function selectionOf(body: GenerateLetterRequest): { type: LetterTargetType; label: string; id?: string } {
  if ('selection' in body) return body.selection;
  return body.emploi_selection
    ? { type: 'metier', label: body.emploi_selection }
    : { type: 'formation', label: body.formation_selection ?? '' };
}

export async function letterSuggestions(
  database: DatabaseHandle,
  type: LetterTargetType,
  query: string,
  minChars: number,
) {
  const q = query.trim();
  return { items: q.length < minChars ? [] : await suggestTargets(database, type, q) };
}

/** Writes the letter (AI when configured, else offline; offline too if the AI fails) and saves it. */
export async function generateLetter(deps: LettersDeps, userId: string, body: GenerateLetterRequest) {
  const selection = selectionOf(body);
  const [profile, strengths, personalityType, target] = await Promise.all([
    readLetterProfile(deps.database, userId),
    readLetterStrengths(deps.database, userId),
    readPersonalityType(deps.database, userId),
    readLetterTarget(deps.database, selection),
  ]);
  const input = {
    firstName: profile.first_name,
    lastName: profile.last_name,
    school: profile.school,
    department: profile.department,
    gender: profile.gender,
    strengths,
    personalityType,
    target,
    style: body.style,
    date: new Date(),
  };
  const letter = await deps.ai.generateText(writeLetterTask, input).then(
    (text) => (deps.ai.kind === 'offline' ? text : text.split('\n').map(typographieFr).join('\n')),
    (error: unknown) => {
      // A provider that fails must not cost the student their letter.
      deps.log.warn({ err: error }, 'lettre IA impossible : rédacteur hors ligne utilisé');
      return writeLetter(input);
    },
  );
  const saved = await saveLetter(deps.database, userId, {
    targetType: selection.type,
    target: selection.label,
    style: body.style,
    content: letter,
  });
  return { letter, saved };
}

export async function lettersOf(database: DatabaseHandle, userId: string) {
  return { letters: await listLetters(database, userId) };
}
