import {
  CLASS_LICENCE_PRODUCT_NAME,
  type ClassLicence,
  dayInFrance,
  formatDate,
  licenceTotalCents,
  schoolYearEnd,
  schoolYearLastDay,
} from '@declic/domain';
import type Stripe from 'stripe';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import {
  type ClassLicenceRow,
  countGrants,
  countPaidLicences,
  findClassroomLicence,
  findLicenceBySession,
  findRunningLicenceIds,
  insertGrants,
  insertPendingLicence,
  markLicencePaid,
  readLicencePrices,
} from './class-licence.repository';
import type { ClassMembersReader } from './class-members-port';
import { idOf, isPaidSession } from './complete-checkout';
import type { PaymentsDeps } from './payments.service';
import { callStripe, requireStripe, stripeUnreachable } from './stripe-gateway';

/** The metadata that tells a class licence's Checkout session from a student's. */
const LICENCE_KIND = 'licence_classe';

/** What the licence needs of a class the caller teaches (the classrooms module checked it). */
export interface LicensedClassroom {
  id: string;
  teacherId: string;
  schoolYear: string;
  studentCount: number;
}

const lastDayLabel = (schoolYear: string) => formatDate(`${schoolYearLastDay(schoolYear)}T12:00:00Z`);

const licenceErrors = {
  notOffered: () =>
    new HttpError(409, 'licence_non_proposee', 'La licence de classe n’est pas encore proposée.'),
  yearOver: () =>
    new HttpError(
      409,
      'annee_terminee',
      'L’année scolaire de cette classe est terminée\u202f: sa licence ne peut plus être payée.',
    ),
  alreadyPaid: (schoolYear: string) =>
    new HttpError(
      409,
      'licence_deja_payee',
      `La licence de cette classe est déjà payée jusqu’au ${lastDayLabel(schoolYear)}.`,
    ),
  noStudents: () =>
    new HttpError(
      409,
      'classe_sans_eleve',
      'Aucun élève n’a encore rejoint la classe\u202f: la licence se paie pour les élèves inscrits.',
    ),
};

const isRunning = (licence: ClassLicenceRow | undefined, now: Date) =>
  licence?.status === 'payee' && licence.validUntil > now;

/** Where the class's licence stands for its school year, and what paying it would cost now. */
export async function classLicenceState(
  deps: PaymentsDeps,
  classroom: LicensedClassroom,
  now: Date,
): Promise<ClassLicence> {
  let licence = await findClassroomLicence(deps.database, classroom.id, classroom.schoolYear);
  if (licence?.status === 'en_attente') licence = await settlePending(deps, licence);
  const { current } = await readLicencePrices(deps.database, dayInFrance(now));
  const yearOver = schoolYearEnd(classroom.schoolYear) <= now;
  const running = isRunning(licence, now);
  const status = running
    ? 'active'
    : yearOver
      ? 'annee_terminee'
      : licence?.status === 'en_attente'
        ? 'en_attente'
        : current
          ? 'aucune'
          : 'non_proposee';
  return {
    status,
    schoolYear: classroom.schoolYear,
    lastDay: schoolYearLastDay(classroom.schoolYear),
    offer:
      current && !running && !yearOver
        ? {
            unitAmountCents: current.amountCents,
            studentCount: classroom.studentCount,
            totalCents: licenceTotalCents(current.amountCents, classroom.studentCount),
          }
        : null,
    active:
      running && licence
        ? {
            coveredStudents: await countGrants(deps.database, licence.id),
            paidAt: licence.paidAt!.toISOString(),
          }
        : null,
  };
}

/**
 * A session still pending here may be paid at Stripe with its event not yet arrived (or never, on a
 * server without webhooks): asked once more, and recorded exactly as the webhook would.
 */
async function settlePending(deps: PaymentsDeps, licence: ClassLicenceRow): Promise<ClassLicenceRow> {
  if (!deps.stripe) return licence;
  const gateway = deps.stripe;
  try {
    const session = await callStripe(deps.log, () =>
      gateway.client.checkout.sessions.retrieve(licence.sessionId),
    );
    await applyClassLicenceSession(deps, deps.classMembers, session);
  } catch (error) {
    // Stripe out of reach (callStripe's 503): the licence stays pending until its event comes.
    if (error instanceof HttpError && error.code === 'paiement_indisponible') return licence;
    throw error;
  }
  return (await findLicenceBySession(deps.database, licence.sessionId)) ?? licence;
}

/**
 * Opens a Stripe Checkout page for the class: the price per student in force today times the
 * students in the class now. Whoever has the link may pay (the teacher or the school's accounts).
 */
export async function openClassLicenceCheckout(
  deps: PaymentsDeps,
  classroom: LicensedClassroom,
  now: Date,
): Promise<{ url: string }> {
  const gateway = requireStripe(deps.stripe);
  if (schoolYearEnd(classroom.schoolYear) <= now) throw licenceErrors.yearOver();
  const licence = await findClassroomLicence(deps.database, classroom.id, classroom.schoolYear);
  if (isRunning(licence, now)) throw licenceErrors.alreadyPaid(classroom.schoolYear);
  const { current } = await readLicencePrices(deps.database, dayInFrance(now));
  if (!current) throw licenceErrors.notOffered();
  if (classroom.studentCount < 1) throw licenceErrors.noStudents();
  const returnTo = `${deps.publicUrl}/enseignant/classes/${classroom.id}`;
  const session = await callStripe(deps.log, () =>
    gateway.client.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'eur',
            unit_amount: current.amountCents,
            product_data: { name: `${CLASS_LICENCE_PRODUCT_NAME} ${classroom.schoolYear}` },
          },
          quantity: classroom.studentCount,
        },
      ],
      client_reference_id: classroom.id,
      metadata: { kind: LICENCE_KIND, classroom: classroom.id, school_year: classroom.schoolYear },
      customer_creation: 'always',
      invoice_creation: { enabled: true },
      locale: 'fr',
      success_url: `${returnTo}?licence=ok`,
      cancel_url: `${returnTo}?licence=annulee`,
    }),
  );
  if (!session.url) throw stripeUnreachable();
  await insertPendingLicence(deps.database, {
    classroomId: classroom.id,
    teacherId: classroom.teacherId,
    checkoutSessionId: session.id,
    unitAmountCents: current.amountCents,
    studentCount: classroom.studentCount,
    schoolYear: classroom.schoolYear,
    validUntil: schoolYearEnd(classroom.schoolYear),
  });
  return { url: session.url };
}

/**
 * Records a paid class licence session — from the webhook or the teacher's page, in any order and
 * any number of times: the licence is marked paid once, and the students in the class then get its
 * paid levels. Returns false for a session that is not a class licence's.
 */
export async function applyClassLicenceSession(
  deps: Pick<PaymentsDeps, 'database' | 'log'>,
  classMembers: ClassMembersReader,
  session: Stripe.Checkout.Session,
): Promise<boolean> {
  const licence = await findLicenceBySession(deps.database, session.id);
  if (!licence) return false;
  if (session.client_reference_id !== licence.classroomId && licence.classroomId !== null) {
    deps.log.warn(
      { session: session.id },
      'licence de classe : la session Stripe ne désigne pas la même classe',
    );
    return true;
  }
  if (!isPaidSession(session)) return true;
  const paid = await markLicencePaid(deps.database, session.id, {
    customerId: idOf(session.customer),
    paymentIntentId: idOf(session.payment_intent),
    paidAt: new Date(),
  });
  if (!paid || !licence.classroomId) return true;
  if ((await countPaidLicences(deps.database, licence.classroomId, licence.schoolYear)) > 1) {
    deps.log.warn(
      { session: session.id },
      'licence de classe payée deux fois pour la même année : à rembourser',
    );
  }
  await insertGrants(deps.database, licence.id, await classMembers(deps.database, licence.classroomId));
  return true;
}

/** A student who joins a class whose licence runs gets its paid levels too, until its end. */
export async function grantRunningLicence(
  database: DatabaseHandle,
  classroomId: string,
  studentId: string,
  now: Date,
): Promise<void> {
  for (const licenceId of await findRunningLicenceIds(database, classroomId, now)) {
    await insertGrants(database, licenceId, [studentId]);
  }
}
