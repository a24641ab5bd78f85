import type { Certificate } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { HttpError } from '../../../plugins/errors';
import { findCertificate } from './certificates.repository';

/** A certificate for its public page; 404 in French when the code is unknown (or the account gone). */
export async function verifyCertificate(database: DatabaseHandle, code: string): Promise<Certificate> {
  const certificate = await findCertificate(database, code);
  if (!certificate) {
    throw new HttpError(
      404,
      'certificat_inconnu',
      'Ce certificat n’existe pas, ou son titulaire a supprimé son compte.',
    );
  }
  return certificate;
}
