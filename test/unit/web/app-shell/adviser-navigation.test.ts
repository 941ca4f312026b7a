import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { resultsHref } from '@/features/analysis/edition-paths';
import { variantRoutes } from '@/features/analysis/results/variant-routes';
import { visibleLinks } from '@/features/app-shell/app-areas';

const targets = (...args: Parameters<typeof visibleLinks>) => visibleLinks(...args).map((link) => link.to);

describe("the apps' navigation", () => {
  it('links each adviser edition to its own new analysis, history, action plan and profile', () => {
    expect(targets('conseiller', null)).toEqual([
      '/conseiller-sst/app',
      '/conseiller-sst/history',
      '/conseiller-sst/actions',
      '/conseiller-sst/profil',
    ]);
    expect(targets('international', null)).toEqual([
      '/international-sst/app',
      '/international-sst/history',
      '/international-sst/actions',
      '/profile',
    ]);
  });

  it("gives the enterprise menu its screens; team management to the team's owner and admins only", () => {
    const all = ['/', '/dashboard', '/risk-analysis', '/perplexity', '/team-management', '/profile'];
    expect(targets('enterprise', 'owner')).toEqual(all);
    expect(targets('enterprise', 'admin')).toEqual(all);
    expect(targets('enterprise', 'member')).toEqual(all.filter((to) => to !== '/team-management'));
  });

  it('offers a read-only visitor the reports only: no new analysis, assistant, profile or team management', () => {
    expect(targets('enterprise', 'visitor')).toEqual(['/', '/dashboard']);
  });

  it("sends the results screen's dashboard button of both adviser editions to their history", () => {
    expect(variantRoutes('conseiller').dashboard).toBe(paths.conseillerHistory);
    expect(variantRoutes('international').dashboard).toBe(paths.internationalHistory);
  });

  it('reopens an analysis on the results screen of the edition it is listed in', () => {
    expect(resultsHref('conseiller', 'a1')).toBe('/conseiller-sst-analysis-results?id=a1');
    expect(resultsHref('international', 'id with/slash')).toBe(
      '/international-sst-analysis-results?id=id%20with%2Fslash',
    );
  });
});
