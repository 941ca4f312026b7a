import type { AuditAction, AuditEntry } from '#shared/schemas/admin';
import { latestAuditEntries, putAuditEntry } from '#adapters/table/audit';
import type { User } from '#adapters/table/users';
import { logger } from '#functions/observability';

/** The audit log page shows this many entries, newest first. */
const AUDIT_PAGE = 50;

/** Writes what an administrator did, to whom, before the action's answer goes back. */
export async function recordAudit(
  actor: Pick<User, 'email'>,
  action: AuditAction,
  target: { email?: string | null; id?: string | null; detail?: string | null } = {},
): Promise<AuditEntry> {
  const entry = await putAuditEntry({
    action,
    actorEmail: actor.email,
    targetEmail: target.email ?? null,
    targetId: target.id ?? null,
    detail: target.detail ?? null,
  });
  logger.info('Admin action', { action, targetId: entry.targetId });
  return entry;
}

export function auditLog(): Promise<AuditEntry[]> {
  return latestAuditEntries(AUDIT_PAGE);
}
