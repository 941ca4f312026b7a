import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { resultsHref } from '@/features/analysis/edition-paths';
import { variantRoutes } from '@/features/analysis/results/variant-routes';
import { appAreas } from '@/features/app-shell/app-areas';

describe("the advisers' navigation", () => {
  it('links each adviser edition to its own new analysis, history and action plan', () => {
    expect(appAreas.conseiller.nav.map((link) => link.to)).toEqual([
      '/conseiller-sst/app',
      '/conseiller-sst/history',
      '/conseiller-sst/actions',
    ]);
    expect(appAreas.international.nav.map((link) => link.to)).toEqual([
      '/international-sst/app',
      '/international-sst/history',
      '/international-sst/actions',
    ]);
  });

  it('leaves the enterprise app without these links (its own come with its redesign)', () => {
    expect(appAreas.enterprise.nav).toEqual([]);
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
