/** Platform administration: figures, accounts, audit log, backups, data lifecycle. */
export { auditLog, recordAudit } from './audit';
export { adminStats, applyFiguresDelta, figuresDeltaOf, recountFigures } from './stats';
export { disableAccount, enableAccount, findAccount, resendVerificationFor } from './accounts';
export { emailServiceStatus } from './email-status';
export { purgeEndedAccounts } from './lifecycle/purge-ended-accounts';
export type { PurgeRun, PurgedAccount } from './lifecycle/purge-ended-accounts';
