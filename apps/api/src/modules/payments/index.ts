// What other modules and the composition root use of the payments module (docs/architecture.md).

export {
  classLicenceState,
  grantRunningLicence,
  type LicensedClassroom,
  openClassLicenceCheckout,
} from './class-licence.service';
export type { ClassMembersReader } from './class-members-port';
export { setStaffGrant } from './paid-status';
export { paymentsRoutes } from './payments.routes';
export type { PaymentsDeps } from './payments.service';
export { createStripeGateway } from './stripe-gateway';
