import { joinPathOf } from '@declic/domain';
import { renderSVG } from 'uqr';
import type { DatabaseHandle } from '../../db/database';
import { activeTeacherOf } from '../teachers';
import { classroomErrors, ownClassroom } from './classroom-access';

/**
 * The QR code of a class's join screen, drawn on the server (uqr, no dependency of its own):
 * the web app ships no QR encoder, and the address comes from the server's PUBLIC_URL, the one
 * its e-mails use. Medium error correction and a four-module quiet zone, as the standard asks,
 * so that a phone reads it from the back of a room off a projector.
 */
export function joinQrSvg(url: string): string {
  return renderSVG(url, { ecc: 'M', border: 4, pixelSize: 1 });
}

/** The owner's class only (another's is a 404); an archived class has no code to draw (409). */
export async function classroomJoinQr(
  db: DatabaseHandle,
  teacherId: string,
  id: string,
  publicUrl: string,
): Promise<string> {
  await activeTeacherOf(db, teacherId);
  const classroom = await ownClassroom(db, teacherId, id);
  if (!classroom.joinCode) throw classroomErrors.archived();
  return joinQrSvg(`${publicUrl}${joinPathOf(classroom.joinCode)}`);
}
