import type { MiddlewareObj } from '@middy/core';
import { editionOfTier, grantsAccess, isEnterpriseTier, type Edition } from '#shared/tiers';
import { resolveSession, type ActiveSession } from '#core/account';
import { AppError } from '#core/errors';
import { effectiveStatus } from '#core/account';
import { SESSION_COOKIE } from '#core/account';
import { readsSession, type Audience } from '#functions/route-types';
import { withTeam } from '#core/teams';
import { analysisAndWorkbenchKeys } from '#adapters/table/read-ahead';
import { isPlausiblePathParameter } from './path-parameters';
import type { HttpContext, HttpEvent, HttpResult } from './types';

/** Throws the 401/403 a session deserves for an audience; returns when it may pass. */
export function checkAudience(
  audience: Audience,
  session: ActiveSession | null,
  edition?: Edition,
  openToVisitors = false,
): void {
  if (audience === 'public' || audience === 'paymentProvider') return;
  if (!session) throw new AppError(401, 'unauthenticated');
  const { user } = session;
  // A visitor reads the team's reports (and signs out) and nothing else: no account of their own.
  if (session.visitor && !openToVisitors) throw new AppError(403, 'visitorReadOnly');
  if (audience === 'user') return;
  if (user.role === 'admin') return;
  if (audience === 'admin') throw new AppError(403, 'forbidden');
  if (!user.emailVerified) throw new AppError(403, 'emailNotVerified');
  if (!grantsAccess(effectiveStatus(user))) {
    throw new AppError(402, 'subscriptionRequired', { requiresSubscription: true });
  }
  // A plan of one edition never opens the other's routes (a Canadian plan, international analyses).
  if (edition && editionOfTier(user.tier) !== edition) throw new AppError(403, 'editionNotIncluded');
  if (audience === 'subscriber') return;
  // Members carry the owner's tier (withTeam); the team services check the team itself.
  if (!isEnterpriseTier(user.tier)) throw new AppError(403, 'forbidden');
  if (audience === 'teamAdmin' && user.teamRole !== 'owner' && user.teamRole !== 'admin')
    throw new AppError(403, 'forbidden');
}

/** Resolves the session cookie on every route (public ones may use it) and enforces the audience. */
export function audienceGuard(): MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext> {
  return {
    before: async ({ event, context }) => {
      const { route, cookies } = context.state;
      if (readsSession(route)) {
        // Only an id that can exist: the path check (404) runs after the audience check.
        const id = event.pathParameters?.id;
        const plausible = id !== undefined && isPlausiblePathParameter('id', id);
        const readAhead = route.readsAhead === 'analysis' && plausible ? analysisAndWorkbenchKeys(id) : [];
        context.state.session = await withTeam(await resolveSession(cookies[SESSION_COOKIE], readAhead));
      }
      checkAudience(route.audience, context.state.session, route.edition, route.openToVisitors);
    },
  };
}
