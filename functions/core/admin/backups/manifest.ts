import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import { BACKUP_STATUSES, type BackupSummary } from '#shared/schemas/admin';

/** Days a backup is kept (the backup bucket's lifecycle, and the uploads' old versions). */
export const BACKUP_RETENTION_DAYS = 35;
/** A backup not finished after this long has failed (an export takes minutes; the next starts at 6 h). */
export const BACKUP_GIVES_UP_AFTER_MS = 5 * 3600_000;

const counts = /* @__PURE__ */ schema(() => z.record(z.string(), z.number().int()));

/**
 * `backups/<id>/manifest.json`: what a backup holds, written when it starts (running) and when it
 * ends (done or failed). The list of kept files is beside it (`objects.jsonl`), so that listing
 * backups reads small manifests only.
 */
export const backupManifest = /* @__PURE__ */ schema(() =>
  z.object({
    backupId: z.string(),
    /** The table's point in time (ISO). */
    timestamp: z.string(),
    trigger: z.enum(['schedule', 'admin']),
    /** The administrator's e-mail, or null for the schedule. */
    requestedBy: z.string().nullable(),
    status: z.enum(BACKUP_STATUSES),
    failure: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    exportArn: z.string().nullable(),
    table: z
      .object({
        itemCount: z.number().int(),
        /** Items by their `type` attribute (user, analysis, session…). */
        countsByEntity: counts,
        /** Bytes of the export's files as stored (compressed). */
        bytes: z.number().int(),
      })
      .nullable(),
    objects: z
      .object({
        count: z.number().int(),
        bytes: z.number().int(),
        /** `versions`: recorded versions of the uploads bucket (AWS); `copies`: copied into the backup. */
        storage: z.enum(['versions', 'copies']),
      })
      .nullable(),
    /** Table and files, in bytes. */
    size: z.number().int().nullable(),
    /** The downloadable zip: manifest, file list and table export (never the photos). */
    archive: z.object({ key: z.string(), bytes: z.number().int() }).nullable(),
  }),
);
export type BackupManifest = z.infer<typeof backupManifest>;

/** `20250131T180000Z-a1b2c3`: sorts by time, readable in a file name, unique. */
export function newBackupId(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/gu, '')
    .replace(/\.\d+Z$/u, 'Z');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

export const BACKUP_ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{6}$/u;

export function summaryOf(manifest: BackupManifest): BackupSummary {
  return {
    backupId: manifest.backupId,
    timestamp: manifest.timestamp,
    status: manifest.status,
    trigger: manifest.trigger,
    size: manifest.size,
    itemCount: manifest.table?.itemCount ?? null,
    objectCount: manifest.objects?.count ?? null,
  };
}

/** An item's entity, as the table adapters mark it; items without one are counted apart. */
export const UNTYPED = '(untyped)';

/**
 * Counts the items of export lines (`{"Item":{"type":{"S":"user"},…}}` each) by entity. A line that
 * is not an item fails the backup rather than being skipped: the counts are what restore checks.
 */
export function countItems(lines: Iterable<string>): {
  itemCount: number;
  countsByEntity: Record<string, number>;
} {
  const countsByEntity: Record<string, number> = {};
  let itemCount = 0;
  for (const line of lines) {
    if (!line.trim()) continue;
    const { Item } = JSON.parse(line) as { Item?: Record<string, { S?: string }> };
    if (!Item) throw new Error('An export line holds no item');
    const entity = Item.type?.S ?? UNTYPED;
    countsByEntity[entity] = (countsByEntity[entity] ?? 0) + 1;
    itemCount++;
  }
  return { itemCount, countsByEntity };
}
