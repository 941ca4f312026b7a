import { describe, expect, it } from 'vitest';
import type { PublicUser } from '#shared/schemas/auth';
import { dashboardAccess, dashboardRole, opensDashboard } from '@/features/teams/dashboard/dashboard-access';
import { authorChoices, authorsOf } from '@/features/teams/dashboard/report-authors';
import {
  endsBeforeStart,
  hasReportFilters,
  parseReportFilters,
  reportsApiPath,
  withoutReportFilters,
  withReportFilter,
  type ReportFilters,
} from '@/features/teams/dashboard/report-filters';
import type { TeamReport } from '@/features/teams/dashboard/team-report';

const params = (query: string) => new URLSearchParams(query);
const NONE: ReportFilters = { q: '', author: '', from: '', to: '', jurisdiction: '', level: '' };

describe("the dashboard's report filters in the query string", () => {
  it('reads the six filters, trimmed', () => {
    expect(
      parseReportFilters(
        params('q=%20quai%20&author=u-1&from=2026-01-05&to=2026-03-31&jurisdiction=QC&level=high'),
      ),
    ).toEqual({
      q: 'quai',
      author: 'u-1',
      from: '2026-01-05',
      to: '2026-03-31',
      jurisdiction: 'QC',
      level: 'high',
    });
    expect(parseReportFilters(params(''))).toEqual(NONE);
  });

  it('drops values a hand-edited link could carry: unreal days, unknown jurisdictions and levels', () => {
    expect(
      parseReportFilters(params('from=2026-02-30&to=31/03/2026&jurisdiction=Mars&level=extreme')),
    ).toEqual(NONE);
    expect(parseReportFilters(params('jurisdiction=FEDERAL&level=critical'))).toMatchObject({
      jurisdiction: 'FEDERAL',
      level: 'critical',
    });
  });

  it("cuts texts to the server's limits", () => {
    const long = parseReportFilters(params(`q=${'a'.repeat(250)}&author=${'b'.repeat(200)}`));
    expect(long.q).toHaveLength(200);
    expect(long.author).toHaveLength(128);
  });

  it('sets a filter, removes it when emptied or cleared, and keeps the other parameters', () => {
    const set = withReportFilter(params('level=low&onglet=2'), 'jurisdiction', ' ON ');
    expect(set.toString()).toBe('level=low&onglet=2&jurisdiction=ON');
    expect(withReportFilter(set, 'level', '').has('level')).toBe(false);
    expect(withoutReportFilters(params('q=x&author=u&level=low&onglet=2')).toString()).toBe('onglet=2');
    expect(hasReportFilters(NONE)).toBe(false);
    expect(hasReportFilters({ ...NONE, level: 'low' })).toBe(true);
  });

  it('asks the server for one page with every filter, but never a range that ends before it starts', () => {
    const filters = parseReportFilters(
      params('q=quai&author=u-1&from=2026-01-05&to=2026-03-31&jurisdiction=QC&level=high'),
    );
    expect(reportsApiPath(filters, 'c2', 20)).toBe(
      '/api/analyses?limit=20&cursor=c2&q=quai&author=u-1&jurisdiction=QC&level=high&from=2026-01-05&to=2026-03-31',
    );
    expect(reportsApiPath({ ...NONE, from: '2026-03-31', to: '2026-01-05' }, null, 20)).toBe(
      '/api/analyses?limit=20',
    );
    expect(endsBeforeStart({ from: '2026-03-31', to: '2026-01-05' })).toBe(true);
    expect(endsBeforeStart({ from: '2026-03-31', to: '2026-03-31' })).toBe(false);
    expect(endsBeforeStart({ from: '', to: '2026-01-05' })).toBe(false);
  });
});

const report = (id: string, author: TeamReport['author']) => ({ id, author }) as TeamReport;

describe("the author filter's choices", () => {
  it("joins the team's members and the authors seen in the reports, each once, by name", () => {
    const seen = authorsOf([
      report('a1', { id: 'u2', name: 'Zoé Tremblay', email: 'zoe@exemple.ca' }),
      report('a2', { id: 'u3', name: '', email: 'eric@exemple.ca' }),
      report('a3', null),
      report('a4', { id: 'u2', name: 'Zoé Tremblay', email: 'zoe@exemple.ca' }),
    ]);
    expect([...seen]).toEqual([
      ['u2', 'Zoé Tremblay'],
      ['u3', 'eric@exemple.ca'],
    ]);
    expect(authorChoices([{ id: 'u1', name: 'Émilie Roy' }], seen, 'fr')).toEqual([
      { id: 'u1', name: 'Émilie Roy' },
      { id: 'u3', name: 'eric@exemple.ca' },
      { id: 'u2', name: 'Zoé Tremblay' },
    ]);
  });
});

const user = (fields: Partial<PublicUser>) =>
  ({ tier: 'pack_entreprise_5', role: 'user', ...fields }) as PublicUser;

describe('who opens the dashboard and what it offers them', () => {
  it('opens it to enterprise packs, visitors and admins; not to advisers or the international plan', () => {
    expect(opensDashboard(user({}))).toBe(true);
    expect(opensDashboard(user({ tier: 'conseiller_sst_pro', teamRole: 'visitor' }))).toBe(true);
    expect(opensDashboard(user({ tier: 'conseiller_sst_pro', role: 'admin' }))).toBe(true);
    expect(opensDashboard(user({ tier: 'conseiller_sst_pro' }))).toBe(false);
    expect(opensDashboard(user({ tier: 'enterprise' }))).toBe(false);
  });

  it('reads the team role of the auth check; a missing one is a plain member', () => {
    expect(dashboardRole(user({ teamRole: 'owner' }))).toBe('owner');
    expect(dashboardRole(user({ teamRole: 'visitor' }))).toBe('visitor');
    expect(dashboardRole(user({ teamRole: null }))).toBe('member');
  });

  it('keeps a visitor read-only and shows the member list to the owner and admins', () => {
    expect(dashboardAccess('visitor')).toEqual({ readOnly: true, managesTeam: false });
    expect(dashboardAccess('member')).toEqual({ readOnly: false, managesTeam: false });
    expect(dashboardAccess('admin')).toEqual({ readOnly: false, managesTeam: true });
    expect(dashboardAccess('owner')).toEqual({ readOnly: false, managesTeam: true });
  });
});
