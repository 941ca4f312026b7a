import { describe, expect, it } from 'vitest';
import type { ActionStatus } from '#shared/schemas/workbench';
import {
  byDueDate,
  countByBucket,
  daysUntil,
  dueBucket,
  isOverdue,
  localIsoDate,
} from '@/features/analysis/actions/action-schedule';
import { scopeOf, withScope } from '@/features/analysis/actions/action-scope';

const TODAY = '2026-03-12';
const action = (dueDate: string, status: ActionStatus = 'open', title = 'Garde-corps', id = dueDate) => ({
  id,
  title,
  dueDate,
  status,
});

describe('overdue actions', () => {
  it('marks an open or in-progress action past its due date', () => {
    expect(isOverdue(action('2026-03-11'), TODAY)).toBe(true);
    expect(isOverdue(action('2025-12-01', 'in_progress'), TODAY)).toBe(true);
  });

  it('does not mark one due today or later', () => {
    expect(isOverdue(action(TODAY), TODAY)).toBe(false);
    expect(isOverdue(action('2026-03-13'), TODAY)).toBe(false);
  });

  it('does not mark a done or verified action, however late', () => {
    expect(isOverdue(action('2026-01-01', 'done'), TODAY)).toBe(false);
    expect(isOverdue(action('2026-01-01', 'verified'), TODAY)).toBe(false);
  });

  it('counts days across months and a daylight-saving change', () => {
    expect(daysUntil('2026-04-01', TODAY)).toBe(20);
    expect(daysUntil('2026-03-08', TODAY)).toBe(-4);
    expect(daysUntil('2026-11-02', '2026-10-31')).toBe(2);
  });

  it('takes today where the adviser is, not in UTC', () => {
    // 23:30 on 12 March, local time: still the 12th whatever the offset to UTC.
    expect(localIsoDate(new Date(2026, 2, 12, 23, 30))).toBe('2026-03-12');
    expect(localIsoDate(new Date(2026, 0, 5, 0, 5))).toBe('2026-01-05');
  });
});

describe('due buckets', () => {
  it('puts each action in one bucket: overdue, within 7 days, later, closed', () => {
    expect(dueBucket(action('2026-03-10'), TODAY)).toBe('overdue');
    expect(dueBucket(action(TODAY), TODAY)).toBe('dueSoon');
    expect(dueBucket(action('2026-03-19'), TODAY)).toBe('dueSoon');
    expect(dueBucket(action('2026-03-20'), TODAY)).toBe('later');
    expect(dueBucket(action('2026-03-10', 'done'), TODAY)).toBe('closed');
  });

  it('counts the buckets of a list', () => {
    const list = [
      action('2026-03-01'),
      action('2026-03-02', 'in_progress'),
      action('2026-03-15'),
      action('2026-06-01'),
      action('2026-02-01', 'verified'),
    ];
    expect(countByBucket(list, TODAY)).toEqual({ overdue: 2, dueSoon: 1, later: 1, closed: 1 });
    expect(countByBucket([], TODAY)).toEqual({ overdue: 0, dueSoon: 0, later: 0, closed: 0 });
  });
});

describe('order of the overview', () => {
  it('lists the soonest due first, one day by title, without changing the given list', () => {
    const list = [
      action('2026-05-01', 'open', 'Formation', 'a'),
      action('2026-03-01', 'open', 'Signalisation', 'b'),
      action('2026-03-01', 'open', 'Balisage', 'c'),
      action('2026-04-01', 'open', 'Audit', 'd'),
    ];
    expect(byDueDate(list).map((item) => item.id)).toEqual(['c', 'b', 'd', 'a']);
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('scope of the overview in the query string', () => {
  it('lists open actions unless ?status=all', () => {
    expect(scopeOf(new URLSearchParams(''))).toBe('open');
    expect(scopeOf(new URLSearchParams('status=open'))).toBe('open');
    expect(scopeOf(new URLSearchParams('status=whatever'))).toBe('open');
    expect(scopeOf(new URLSearchParams('status=all'))).toBe('all');
  });

  it('writes all as a parameter and open as none, keeping the others', () => {
    expect(withScope(new URLSearchParams('x=1'), 'all').toString()).toBe('x=1&status=all');
    expect(withScope(new URLSearchParams('x=1&status=all'), 'open').toString()).toBe('x=1');
  });
});
