import * as z from 'zod';
import { schema } from './schema';
import { BILLING_PERIODS } from '../plans';
import { SUBSCRIPTION_STATUSES, TIERS } from '../tiers';
import { emailSchema } from './auth';

/**
 * The platform administrator's calls: figures, accounts, audit log, backups (docs/adr/0016-admin-figures-follow-the-table-stream.md).
 * Figures come from counters kept as events happen (functions/core/admin/stats), never a table scan.
 */
export const TIER_BUCKETS = ['conseiller', 'enterprise', 'international', 'none'] as const;
export type TierBucket = (typeof TIER_BUCKETS)[number];
/** `teamMember`: a seat of an enterprise pack, on the owner's subscription (none of its own). */
export const STATUS_BUCKETS = ['active', 'trial', 'inactive', 'teamMember'] as const;
export type StatusBucket = (typeof STATUS_BUCKETS)[number];
export const CURRENCIES = ['CAD', 'USD'] as const;

const money = /* @__PURE__ */ schema(() => z.object({ mrr: z.number(), arr: z.number() }));

export const adminUserRow = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    subscriptionTier: z.enum(TIERS),
    /** The status the product acts on (a lapsed end date reads expired). */
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    billingCycle: z.enum(BILLING_PERIODS).nullable(),
    analysisCount: z.number().int(),
    /** ISO time of the last signed-in request; null when never. */
    lastActivity: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminStatsResponse = /* @__PURE__ */ schema(() =>
  z.object({
    success: z.literal(true),
    stats: z.object({
      totalUsers: z.number().int(),
      usersByTier: z.record(z.enum(TIER_BUCKETS), z.number().int()),
      usersByStatus: z.record(z.enum(STATUS_BUCKETS), z.number().int()),
    }),
    /** Canadian dollars (the Canadian plans); `byCurrency` adds the international plans' USD. */
    stripeStats: money.extend({
      currency: z.literal('CAD'),
      byCurrency: z.record(z.enum(CURRENCIES), money),
    }),
    usageStats: z.object({
      totalAnalyses: z.number().int(),
      averageAnalysesPerUser: z.number(),
      activeUsersLast30Days: z.number().int(),
    }),
    recentUsers: z.array(adminUserRow),
    /** When the counters were last recounted from the accounts (daily), to show their age. */
    recountedAt: z.string().nullable(),
  }),
);
export type AdminStats = z.infer<typeof adminStatsResponse>;

export const adminUserQuery = /* @__PURE__ */ schema(() => z.object({ email: emailSchema }));

export const adminUserDetail = /* @__PURE__ */ schema(() =>
  adminUserRow.extend({
    role: z.enum(['user', 'admin']),
    emailVerified: z.boolean(),
    subscriptionEndDate: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    teamId: z.string().nullable(),
    teamRole: z.enum(['owner', 'admin', 'member']).nullable(),
    language: z.string(),
    disabled: z.boolean(),
    disabledAt: z.string().nullable(),
    /** Open sessions (devices signed in). */
    sessions: z.number().int(),
  }),
);
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export const adminUserResponse = /* @__PURE__ */ schema(() =>
  z.object({ success: z.literal(true), user: adminUserDetail }),
);

export const disableAccountRequest = /* @__PURE__ */ schema(() =>
  z.object({
    reason: z.string().trim().min(1, { message: 'reasonRequired' }).max(300),
  }),
);

export const AUDIT_ACTIONS = [
  'lookupUser',
  'resendVerification',
  'disableAccount',
  'enableAccount',
  'createBackup',
  'downloadBackup',
  /** The data-lifecycle job (actor `system`) deleted an ended account: its id and counts, no address. */
  'purgeAccount',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntry = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    actorEmail: z.string(),
    targetEmail: z.string().nullable(),
    targetId: z.string().nullable(),
    /** What the action was given or found (a reason, a backup id). */
    detail: z.string().nullable(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogResponse = /* @__PURE__ */ schema(() =>
  z.object({ success: z.literal(true), entries: z.array(auditEntry) }),
);

export const BACKUP_STATUSES = ['running', 'done', 'failed'] as const;
export const backupSummary = /* @__PURE__ */ schema(() =>
  z.object({
    backupId: z.string(),
    /** ISO time the backup was taken (the table's point in time). */
    timestamp: z.string(),
    status: z.enum(BACKUP_STATUSES),
    trigger: z.enum(['schedule', 'admin']),
    /** Bytes: the table export plus the files it keeps; null while running. */
    size: z.number().nullable(),
    itemCount: z.number().int().nullable(),
    objectCount: z.number().int().nullable(),
  }),
);
export type BackupSummary = z.infer<typeof backupSummary>;
export const backupListResponse = /* @__PURE__ */ schema(() =>
  z.object({ success: z.literal(true), backups: z.array(backupSummary) }),
);
export const createBackupResponse = /* @__PURE__ */ schema(() =>
  z.object({ success: z.literal(true), backupId: z.string() }),
);

/** GET /api/email/status (spec 2.11 /stripe-test). */
export const emailStatusResponse = /* @__PURE__ */ schema(() =>
  z.object({
    timestamp: z.string(),
    mailService: z.object({
      configured: z.boolean(),
      status: z.object({ success: z.boolean(), message: z.string() }),
    }),
  }),
);
export type EmailStatus = z.infer<typeof emailStatusResponse>;
