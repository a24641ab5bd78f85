import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  CV_LEVEL,
  CV_STEP_ID,
  cvSnapshot,
  type MyApplication,
  type ReceivedApplication,
} from '@declic/domain';
import type { DatabaseHandle, Queryable } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { todayInFrance } from '../calendar';
import { readLetter } from '../letters';
import {
  answerApplication,
  findApplicationOwners,
  insertApplication,
  listMyApplications,
  listReceivedApplications,
  savedStepAnswer,
  userContact,
} from './applications.repository';
import { companyEmail, findCompany } from './companies.repository';
import { companyErrors, ownOffer } from './company-access';
import { applicationAnsweredMail, newApplicationMail } from './company-mails';
import { listMeetings, placesLeft } from './meetings.repository';
import type { ReviewDeps } from './offer-review.service';
import { findOffer, lockOffer, type OfferRow } from './offers.repository';

export interface ApplicationChoice {
  message: string;
  includeCv: boolean;
  letterId: string | null;
  shareEmail: boolean;
}

const applicationErrors = {
  studentsOnly: () =>
    new HttpError(
      403,
      'reserve_eleves',
      'Seuls les élèves postulent\u202f: un compte entreprise ne le peut pas.',
    ),
  closed: () => new HttpError(409, 'offre_fermee', 'Cette offre n’est plus ouverte aux candidatures.'),
  full: () =>
    new HttpError(409, 'rencontre_complete', 'Cette rencontre est complète. Regarde les autres dates.'),
  already: () =>
    new HttpError(
      409,
      'deja_postule',
      'Tu as déjà postulé à cette offre\u202f: suis-la dans «\u202fMes candidatures\u202f».',
    ),
  noCv: () =>
    new HttpError(
      400,
      'cv_absent',
      'Tu n’as pas encore de CV à joindre\u202f: il se construit au niveau 15.',
    ),
  noLetter: () =>
    new HttpError(404, 'lettre_introuvable', 'Cette lettre n’existe pas dans «\u202fMes lettres\u202f».'),
  notFound: () => new HttpError(404, 'candidature_introuvable', 'Cette candidature n’existe pas.'),
  notYours: () =>
    new HttpError(
      403,
      'candidature_autre_entreprise',
      'Cette candidature a été envoyée à une autre entreprise.',
    ),
};

async function attachedCv(db: DatabaseHandle, studentId: string) {
  const cv = cvSnapshot(await savedStepAnswer(db, studentId, CV_LEVEL, CV_STEP_ID));
  if (!cv) throw applicationErrors.noCv();
  return cv;
}

async function attachedLetter(db: DatabaseHandle, studentId: string, letterId: string) {
  const letter = await readLetter(db, studentId, letterId);
  if (!letter) throw applicationErrors.noLetter();
  return letter;
}

/** A meeting takes requests until its day, while places are left. */
async function assertMeetingOpen(db: Queryable, offer: OfferRow, today: string): Promise<void> {
  if (offer.kind !== 'rencontre') return;
  if (offer.startsOn < today) throw applicationErrors.closed();
  if ((await placesLeft(db, offer.id)) === 0) throw applicationErrors.full();
}

/** Only what the student ticked is copied for the company: message, and CV, letter, e-mail if chosen. */
export async function apply(
  deps: ReviewDeps,
  student: AuthUser,
  offerId: number,
  choice: ApplicationChoice,
  now: Date,
): Promise<MyApplication> {
  const db = deps.database;
  if (student.profileType !== 'student') throw applicationErrors.studentsOnly();
  const offer = await findOffer(db, offerId);
  if (!offer) throw companyErrors.offerNotFound();
  const company = await findCompany(db, offer.companyId);
  if (offer.status !== 'publiee' || !company || company.suspended) throw applicationErrors.closed();
  const contact = await userContact(db, student.id);
  const application = {
    offerId,
    studentId: student.id,
    firstName: contact?.firstName ?? 'Un élève',
    message: choice.message,
    cv: choice.includeCv ? await attachedCv(db, student.id) : null,
    letter: choice.letterId ? await attachedLetter(db, student.id, choice.letterId) : null,
    email: choice.shareEmail ? (contact?.email ?? null) : null,
  };
  // The offer's row is locked while places are counted: two last requests cannot both get the last place.
  const id = await db.transaction(async (tx) => {
    await lockOffer(tx, offerId);
    await assertMeetingOpen(tx, offer, todayInFrance(now));
    return insertApplication(tx, application);
  });
  if (!id) throw applicationErrors.already();
  const to = await companyEmail(db, company.id);
  if (to)
    deps.mailer.sendInBackground({ to, ...newApplicationMail(offer.title, `${deps.publicUrl}/entreprise`) });
  const mine = await listMyApplications(db, student.id);
  return mine.find((application) => application.id === id)!;
}

export async function receivedApplications(
  db: DatabaseHandle,
  companyId: string,
  offerId: number,
): Promise<ReceivedApplication[]> {
  await ownOffer(db, companyId, offerId);
  return listReceivedApplications(db, offerId);
}

/** The company answers; the student gets an e-mail and sees the new state in « Mes candidatures ». */
export async function answer(
  deps: ReviewDeps,
  companyId: string,
  applicationId: string,
  reply: { status: ApplicationStatus; message: string },
): Promise<ReceivedApplication> {
  const db = deps.database;
  const owners = await findApplicationOwners(db, applicationId);
  if (!owners) throw applicationErrors.notFound();
  if (owners.companyId !== companyId) throw applicationErrors.notYours();
  const answered = await answerApplication(db, applicationId, reply);
  const student = await userContact(db, owners.studentId);
  if (student) {
    deps.mailer.sendInBackground({
      to: student.email,
      ...applicationAnsweredMail(
        owners.offerTitle,
        APPLICATION_STATUS_LABELS[reply.status],
        `${deps.publicUrl}/app/candidatures`,
      ),
    });
  }
  return answered;
}

export const myApplications = listMyApplications;

/** The meetings a student may ask to join, as of today in France. */
export function meetingsFor(db: DatabaseHandle, studentId: string, now: Date) {
  return listMeetings(db, studentId, todayInFrance(now));
}
