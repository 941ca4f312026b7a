import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  historyApiPath,
  isIsoDate,
  isReversedRange,
  parseHistoryFilters,
  withFilter,
  withoutFilters,
} from '@/features/analysis/history/history-filters';
import { historyStatus } from '@/features/analysis/history/history-status';

const params = (query: string) => new URLSearchParams(query);
const NONE = { q: '', client: '', from: '', to: '' };

describe('history filters in the query string', () => {
  it('reads the four filters, trimmed', () => {
    expect(
      parseHistoryFilters(params('q=%20chariot%20&client=Acme+inc.&from=2026-01-05&to=2026-03-31')),
    ).toEqual({ q: 'chariot', client: 'Acme inc.', from: '2026-01-05', to: '2026-03-31' });
    expect(parseHistoryFilters(params(''))).toEqual(NONE);
  });

  it('drops dates that are not real days, so a hand-edited link still opens the list', () => {
    expect(parseHistoryFilters(params('from=2026-02-30&to=31/03/2026'))).toEqual(NONE);
    expect(parseHistoryFilters(params('from=2028-02-29')).from).toBe('2028-02-29');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-12-31')).toBe(true);
  });

  it("cuts a search text to the server's 200 characters", () => {
    expect(parseHistoryFilters(params(`q=${'a'.repeat(250)}`)).q).toHaveLength(200);
  });

  it('sets a filter, removes it when emptied, and keeps the other parameters', () => {
    const set = withFilter(params('client=Acme&onglet=2'), 'q', '  échafaudage ');
    expect(set.get('q')).toBe('échafaudage');
    expect(set.get('client')).toBe('Acme');
    expect(set.get('onglet')).toBe('2');
    const cleared = withFilter(set, 'client', '   ');
    expect(cleared.has('client')).toBe(false);
    expect(cleared.get('q')).toBe('échafaudage');
  });

  it('clears every filter at once, and only the filters', () => {
    const cleared = withoutFilters(params('q=a&client=b&from=2026-01-01&to=2026-02-01&onglet=2'));
    expect(cleared.toString()).toBe('onglet=2');
    expect(hasFilters(parseHistoryFilters(cleared))).toBe(false);
    expect(hasFilters({ ...NONE, to: '2026-02-01' })).toBe(true);
  });
});

describe('history requests', () => {
  it('asks for one page with the filters and the cursor of the next one', () => {
    const path = historyApiPath(
      { q: 'chariot élévateur', client: 'Acme', from: '2026-01-01', to: '2026-01-31' },
      'cursor-2',
      20,
    );
    const url = new URL(path, 'http://local');
    expect(url.pathname).toBe('/api/analyses');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '20',
      cursor: 'cursor-2',
      q: 'chariot élévateur',
      client: 'Acme',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('sends no empty parameter on the first page', () => {
    expect(historyApiPath(NONE, null, 20)).toBe('/api/analyses?limit=20');
  });

  it('leaves out a reversed date range (it would match nothing) and flags it', () => {
    const reversed = { ...NONE, from: '2026-03-01', to: '2026-02-01' };
    expect(isReversedRange(reversed)).toBe(true);
    expect(historyApiPath(reversed, null, 20)).toBe('/api/analyses?limit=20');
    expect(isReversedRange({ ...NONE, from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(isReversedRange({ ...NONE, from: '2026-03-01' })).toBe(false);
  });
});

describe('history status', () => {
  it('shows every step of a job as running, and failed and done as they are', () => {
    for (const step of ['queued', 'extracting', 'analyzing', 'writing'] as const) {
      expect(historyStatus(step)).toBe('running');
    }
    expect(historyStatus('failed')).toBe('failed');
    expect(historyStatus('done')).toBe('done');
  });
});
