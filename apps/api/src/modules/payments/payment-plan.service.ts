import type { PaymentPlan } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { findLicenceEnd } from './class-licence.repository';
import { findCustomerId, findPlanPayment, type PlanRow, readStaffGrant } from './payments.repository';

function accessOf(
  payment: PlanRow | null,
  staffGrant: boolean,
  licenceEnd: Date | null,
  now: Date,
): PaymentPlan['access'] {
  if (payment?.offer === 'premium' && payment.status === 'paye') return 'premium';
  if (payment?.offer === 'abonnement' && payment.paidUntil && payment.paidUntil > now) return 'abonnement';
  if (staffGrant) return 'equipe';
  return licenceEnd ? 'licence' : 'gratuit';
}

function untilOf(access: PaymentPlan['access'], payment: PlanRow | null, licenceEnd: Date | null) {
  if (access === 'licence') return licenceEnd?.toISOString() ?? null;
  return payment?.offer === 'abonnement' ? (payment.paidUntil?.toISOString() ?? null) : null;
}

/** What the profile says of the paid offer: the same rules as users.is_paid, told in full. */
export async function paymentPlan(database: DatabaseHandle, userId: string, now: Date): Promise<PaymentPlan> {
  const [payment, staffGrant, customer, licenceEnd] = await Promise.all([
    findPlanPayment(database, userId),
    readStaffGrant(database, userId),
    findCustomerId(database, userId),
    findLicenceEnd(database, userId, now),
  ]);
  const access = accessOf(payment, staffGrant, licenceEnd, now);
  const paidByStudentOrParent = payment?.byParent ? 'parent' : 'eleve';
  return {
    access,
    status: payment?.status ?? null,
    until: untilOf(access, payment, licenceEnd),
    renews: access === 'abonnement' && payment?.status === 'actif',
    paidBy:
      access === 'gratuit' || access === 'licence'
        ? null
        : access === 'equipe'
          ? 'equipe'
          : paidByStudentOrParent,
    canManage: customer !== null,
  };
}
