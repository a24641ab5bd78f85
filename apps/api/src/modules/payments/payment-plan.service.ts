import type { PaymentPlan } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { findCustomerId, findPlanPayment, type PlanRow, readStaffGrant } from './payments.repository';

function accessOf(payment: PlanRow | null, staffGrant: boolean, now: Date): PaymentPlan['access'] {
  if (payment?.offer === 'premium' && payment.status === 'paye') return 'premium';
  if (payment?.offer === 'abonnement' && payment.paidUntil && payment.paidUntil > now) return 'abonnement';
  return staffGrant ? 'equipe' : 'gratuit';
}

/** What the profile says of the paid offer: the same rules as users.is_paid, told in full. */
export async function paymentPlan(database: DatabaseHandle, userId: string, now: Date): Promise<PaymentPlan> {
  const [payment, staffGrant, customer] = await Promise.all([
    findPlanPayment(database, userId),
    readStaffGrant(database, userId),
    findCustomerId(database, userId),
  ]);
  const access = accessOf(payment, staffGrant, now);
  const paidByStudentOrParent = payment?.byParent ? 'parent' : 'eleve';
  return {
    access,
    status: payment?.status ?? null,
    until: payment?.offer === 'abonnement' ? (payment.paidUntil?.toISOString() ?? null) : null,
    renews: access === 'abonnement' && payment?.status === 'actif',
    paidBy: access === 'gratuit' ? null : access === 'equipe' ? 'equipe' : paidByStudentOrParent,
    canManage: customer !== null,
  };
}
