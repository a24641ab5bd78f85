import { type AiChatResponse, type JobSheet, jobSheetReply, offlineJobSheet } from '@declic/domain';
import { HttpError } from '../../plugins/errors';
import { readJobFacts } from '../job-facts';
import type { AiChatDeps } from './ai-chat-deps';
import { sheetFromAi, writeJobSheet } from './job-sheet.task';
import { readStudentProfile } from './student.repository';

export const JOB_SHEET_ERROR = 'Une erreur est survenue lors de la génération de la fiche métier.';

export interface JobSheetRequest {
  userId: string;
  jobTitle: string;
  message: string;
  /** False when the student's AI quota is spent: the offline sheet answers. */
  mayUseProvider: boolean;
}

/**
 * Level 1 job sheet: facts from our data, written by the provider when one is set (checked
 * JSON), otherwise — or when it fails — composed offline. The student always gets a sheet.
 */
export async function answerJobSheet(deps: AiChatDeps, request: JobSheetRequest): Promise<AiChatResponse> {
  const profile = await readStudentProfile(deps.database, request.userId);
  const facts = await readJobFacts(deps.database, { job: request.jobTitle, departement: profile.department });
  let sheet: JobSheet = offlineJobSheet(facts);
  if (deps.ai.kind !== 'offline' && request.mayUseProvider) {
    try {
      sheet = sheetFromAi(
        facts,
        await deps.ai.generateJson(writeJobSheet, { facts, message: request.message }),
      );
    } catch (error) {
      deps.log.warn({ err: error }, 'Fiche métier : réponse de l’IA refusée, fiche hors ligne.');
    }
  }
  return { reply: jobSheetReply(sheet), sheet, origin: sheet.origin };
}

/** The job a sheet request names: `jobTitle`, else a short message (older clients). */
export function jobTitleOf(body: { jobTitle?: string | null; message: string }): string {
  const title = body.jobTitle?.trim() || (body.message.length <= 120 ? body.message.trim() : '');
  if (!title) throw new HttpError(400, 'metier_manquant', 'Indique le métier de la fiche (jobTitle).');
  return title;
}
