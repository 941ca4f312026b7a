import { describe, expect, it } from 'vitest';
import { resources } from '#shared/i18n/resources';
import { LANGUAGE_CODES } from '#shared/languages';
import { paths } from '@/app/paths';
import { EDITION_PATHS } from '@/features/analysis/edition-paths';
import type { ResultsVariant } from '@/features/analysis/results/results-variant';
import { variantRoutes } from '@/features/analysis/results/variant-routes';

/** Pages for visitors: a signed-in user sent there would be offered to log in again. */
const PUBLIC_PAGES: string[] = [
  paths.home,
  paths.login,
  paths.pricing,
  paths.conseiller,
  paths.conseillerLanding,
  paths.international,
  paths.internationalLanding,
];

const VARIANTS: ResultsVariant[] = ['conseiller', 'international', 'enterprise', 'generic'];

describe('a results link with no analysis to show (unknown, someone else’s, or none)', () => {
  it('takes an adviser to their own edition’s history', () => {
    expect(variantRoutes('conseiller').fallback).toBe(EDITION_PATHS.conseiller.history);
    expect(variantRoutes('international').fallback).toBe(EDITION_PATHS.international.history);
  });

  it('never leads a signed-in user to a public page', () => {
    for (const variant of VARIANTS)
      expect(PUBLIC_PAGES, variant).not.toContain(variantRoutes(variant).fallback);
  });

  it('says the analysis does not exist or is not theirs, in every language', () => {
    expect(resources.fr.results.report.notFound).toBe(
      'Cette analyse n’existe pas ou ne vous appartient pas.',
    );
    expect(resources.en.results.report.notFound).toBe('This analysis does not exist or is not yours.');
    const texts = LANGUAGE_CODES.map((language) => resources[language].results.report.notFound);
    expect(new Set(texts).size).toBe(LANGUAGE_CODES.length);
  });
});
