import type { PublicUser } from '#shared/schemas/auth';
import { destinationAfterLogin, isEnterpriseTier, isInternationalTier } from '#shared/tiers';
import { RouteGuard, useAuth } from '@/features/account';
import type { WorkArea } from '@/features/app-shell/app-areas';
import { AssistantReserved } from '@/features/assistant/components/AssistantReserved';
import { AssistantPage } from '@/features/assistant/pages/AssistantPage';
import { paths } from '../paths';
import { SignedInApp } from './signed-in-app';

/** The caller's app: a team's (enterprise packs, admins), the international edition's, or the adviser's. */
function areaOf(user: PublicUser): WorkArea {
  if (isEnterpriseTier(user.tier) || user.teamRole !== null) return 'enterprise';
  if (user.sourceInterface === 'international' || isInternationalTier(user.tier)) return 'international';
  return 'conseiller';
}

const RESULTS: Record<WorkArea, string> = {
  enterprise: paths.riskAnalysisResults,
  conseiller: paths.conseillerResults,
  international: paths.internationalResults,
};

function AssistantScreen({ user }: { user: PublicUser }) {
  const area = areaOf(user);
  return (
    <SignedInApp area={area}>
      {user.teamRole === 'visitor' ? (
        // A visitor's session reads the team's reports only (the server refuses the rest anyway).
        <AssistantReserved backTo={paths.dashboard} />
      ) : (
        <AssistantPage
          homePath={destinationAfterLogin(user)}
          analysisHref={(id) => `${RESULTS[area]}?id=${encodeURIComponent(id)}`}
        />
      )}
    </SignedInApp>
  );
}

/**
 * /perplexity and /gemini: the assistant, for signed-in subscribers (advisers and a team's members);
 * without a session, the login page, coming back here.
 */
function AssistantRoute() {
  const { user } = useAuth();
  return <RouteGuard>{user && <AssistantScreen user={user} />}</RouteGuard>;
}

export default AssistantRoute;
