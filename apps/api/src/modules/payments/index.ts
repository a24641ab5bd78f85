// What other modules and the composition root use of the payments module (docs/architecture.md).

export { setStaffGrant } from './paid-status';
export { paymentsRoutes } from './payments.routes';
