import { type CertificateStep, checkCertificate } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { issueCertificate } from '../certificates/certificates.repository';
import { passedStepIds } from './step-answers.repository';

/** The quiz the certificate rewards: the step of the same level. */
const QUIZ_STEP = 'quiz';

/** Level 29: once the caller's own quiz passed, their certificate (issued once, then the same). */
export async function judgeCertificate(
  database: DatabaseHandle,
  userId: string,
  step: CertificateStep,
  level: number,
) {
  const quizPassed = (await passedStepIds(database, userId, level)).has(QUIZ_STEP);
  const certificate = quizPassed ? await issueCertificate(database, userId) : null;
  return { answer: {}, check: checkCertificate(step, quizPassed, certificate) };
}
