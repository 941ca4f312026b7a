import { describe, expect, it } from 'vitest';
import {
  BACKUP_ID_PATTERN,
  type BackupManifest,
  countItems,
  newBackupId,
  summaryOf,
  UNTYPED,
} from '#core/admin/backups/manifest';
import { exportFolder } from '#adapters/backups/names';

const line = (type?: string, pk = 'USER#1') =>
  JSON.stringify({ Item: { pk: { S: pk }, sk: { S: 'X' }, ...(type ? { type: { S: type } } : {}) } });

describe('the counts of a backup', () => {
  it('counts exported items by their entity, untyped items apart, blank lines ignored', () => {
    const counted = countItems([line('user'), line('analysis'), line('user'), '', line(undefined), '  ']);
    expect(counted).toEqual({ itemCount: 4, countsByEntity: { user: 2, analysis: 1, [UNTYPED]: 1 } });
  });

  it('fails on a line that holds no item rather than counting short', () => {
    expect(() => countItems([line('user'), JSON.stringify({ Something: {} })])).toThrow(/no item/);
  });

  it('names backups so that the newest sorts first and the name reads as a time', () => {
    const earlier = newBackupId(new Date('2025-01-31T18:00:00.123Z'));
    const later = newBackupId(new Date('2025-02-01T00:00:00.000Z'));
    expect(earlier).toMatch(/^20250131T180000Z-[0-9a-f]{6}$/);
    expect(earlier).toMatch(BACKUP_ID_PATTERN);
    expect([earlier, later].sort().reverse()).toEqual([later, earlier]);
    expect(newBackupId()).not.toBe(newBackupId());
  });

  it('shows a running backup without figures and a finished one with table and files together', () => {
    const running: BackupManifest = {
      backupId: '20250131T180000Z-abcdef',
      timestamp: '2025-01-31T18:00:00.000Z',
      trigger: 'schedule',
      requestedBy: null,
      status: 'running',
      failure: null,
      startedAt: '2025-01-31T18:00:00.000Z',
      finishedAt: null,
      exportArn: null,
      table: null,
      objects: null,
      size: null,
      archive: null,
    };
    expect(summaryOf(running)).toMatchObject({ size: null, itemCount: null, objectCount: null });
    const done: BackupManifest = {
      ...running,
      status: 'done',
      table: { itemCount: 12, countsByEntity: { user: 12 }, bytes: 300 },
      objects: { count: 2, bytes: 5_000, storage: 'copies' },
      size: 5_300,
    };
    expect(summaryOf(done)).toEqual({
      backupId: running.backupId,
      timestamp: running.timestamp,
      status: 'done',
      trigger: 'schedule',
      size: 5_300,
      itemCount: 12,
      objectCount: 2,
    });
  });

  it('finds the export under the folder DynamoDB names after the export id', () => {
    const arn = 'arn:aws:dynamodb:ca-central-1:123456789012:table/T/export/01695353076000-06e2188f';
    expect(exportFolder('20250131T180000Z-abcdef', arn)).toBe(
      'backups/20250131T180000Z-abcdef/table/AWSDynamoDB/01695353076000-06e2188f/',
    );
  });
});
