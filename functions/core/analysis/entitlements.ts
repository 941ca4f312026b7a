import { CANADIAN_JURISDICTIONS, INTERNATIONAL_JURISDICTIONS } from '#shared/knowledge/types';
import { planOf, PLAN_IDS, type PlanId } from '#shared/plans';
import type { StartAnalysisRequest } from '#shared/schemas/analysis';
import type { Edition } from '#shared/tiers';
import { claimCountry, claimedCountries } from '#adapters/table/quotas';
import type { User } from '#adapters/table/users';
import { AppError, filledError } from '#core/errors';

/** The edition each analysis screen belongs to (the route's own edition gate checks the plan). */
const EDITION_OF_SCREEN = {
  'conseiller-sst': 'canada',
  enterprise: 'canada',
  international: 'international',
} as const satisfies Record<NonNullable<StartAnalysisRequest['sourceInterface']>, Edition>;

const JURISDICTIONS_OF: Record<Edition, readonly string[]> = {
  canada: CANADIAN_JURISDICTIONS,
  international: INTERNATIONAL_JURISDICTIONS,
};

/**
 * What the plan lets this analysis cover. The jurisdiction must belong to the screen's edition
 * (a Canadian screen analyses provinces, territories and federal rules; the international one
 * its countries). International plans cover a number of countries (essential 1, professional 5):
 * the account's countries are the first ones it analyses, the checkout country first; a new
 * country past the limit is refused with 403 countryLimitReached naming the ones in use.
 */
export async function checkAnalysisEntitlement(user: User, request: StartAnalysisRequest): Promise<void> {
  const edition = EDITION_OF_SCREEN[request.sourceInterface ?? 'conseiller-sst'];
  if (!JURISDICTIONS_OF[edition].includes(request.jurisdiction)) {
    throw new AppError(400, 'jurisdictionNotOffered', { fields: { jurisdiction: 'jurisdictionNotOffered' } });
  }
  if (user.role === 'admin' || edition !== 'international') return;
  const plan = (PLAN_IDS as readonly string[]).includes(user.tier) ? planOf(user.tier as PlanId) : null;
  const limit = plan?.countries ?? null;
  if (limit === null) return;
  // The country chosen at checkout is the plan's first country, whatever is analysed first.
  if (user.country && JURISDICTIONS_OF.international.includes(user.country))
    await claimCountry(user.id, user.country, Number.MAX_SAFE_INTEGER);
  if (await claimCountry(user.id, request.jurisdiction, limit)) return;
  const countries = await claimedCountries(user.id);
  throw filledError(403, 'countryLimitReached', request.language, { limit, countries: countries.join(', ') });
}
