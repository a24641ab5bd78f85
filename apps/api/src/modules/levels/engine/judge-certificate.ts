import { type CertificateStep, checkCertificate } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { issueCertificate } from '../certificates/certificates.repository';
import { passedStepIds } from './step-answers.repository';

/** Levels 29 and 50: once the caller's step before it passed, their certificate (issued once, then the same). */
export async function judgeCertificate(
  database: DatabaseHandle,
  userId: string,
  step: CertificateStep,
  level: number,
) {
  const earned = (await passedStepIds(database, userId, level)).has(step.after ?? 'quiz');
  const certificate = earned ? await issueCertificate(database, userId, step.badge ?? 'expert') : null;
  return { answer: {}, check: checkCertificate(step, earned, certificate) };
}
