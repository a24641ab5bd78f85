// What other modules and the composition root use of the privacy module (docs/architecture.md).

export { deleteAccount } from './account-deletion.service';
export type { AccountEraser, AccountErasers } from './account-erasers';
export { type DataExport, exportUserData } from './data-export.service';
export { purgeInactiveAccounts } from './inactivity-purge';
export { registerPrivacy } from './privacy.plugin';
export { privacyRoutes } from './privacy.routes';
