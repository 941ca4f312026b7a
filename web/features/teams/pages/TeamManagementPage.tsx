import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TeamRole } from '#shared/schemas/teams';
import { destinationAfterLogin, isEnterpriseTier } from '#shared/tiers';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/account';
import { ApiError } from '@/lib/api-client';
import { useTeamOverview } from '../api/team-overview';
import { EnterpriseReserved } from '../components/EnterpriseReserved';
import { InvitationsTab } from '../components/InvitationsTab';
import { LoadFailed } from '@/features/analysis';
import { MembersTab } from '../components/MembersTab';
import { OverviewTab } from '../components/OverviewTab';
import { SettingsTab } from '../components/SettingsTab';
import { TeamTabs } from '../components/TeamTabs';
import { RoleBadge } from '../components/TeamBadges';
import { VisitorAccessTab } from '../components/VisitorAccessTab';

const TABS = ['overview', 'members', 'invitations', 'visitors', 'settings'] as const;
type Tab = (typeof TABS)[number];
/** A member uses the team; only owners and admins see who is in it and manage it. */
const MEMBER_TABS: readonly Tab[] = ['overview', 'settings'];

function tabsFor(role: TeamRole): readonly Tab[] {
  return role === 'member' ? MEMBER_TABS : TABS;
}

/** Refusals that say the caller has no team to manage here (no pack, or no longer in the team). */
const isOutsideTeam = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * /team-management: the enterprise pack's team (every pack tier), in tabs kept in the address
 * (?tab=members), so a reload or a shared link opens the same one.
 */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const { user, isPlaceholderData } = useAuth();
  const enterprise = user !== null && isEnterpriseTier(user.tier);
  const overview = useTeamOverview(enterprise);
  const [params, setParams] = useSearchParams();

  // Only the server's answer decides the page is not for this account (a stored hint may be stale).
  if (user && !isPlaceholderData && (!enterprise || isOutsideTeam(overview.error)))
    return <EnterpriseReserved backTo={destinationAfterLogin(user)} />;
  if (!user || overview.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('team.loading')} size="lg" className="text-brand-600" />
      </div>
    );
  if (overview.isError)
    return (
      <div className="grid gap-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('team.title')}</h1>
        <LoadFailed
          error={overview.error}
          fallback={t('team.loadFailed')}
          onRetry={() => void overview.refetch()}
          retrying={overview.isRefetching}
          testId="team-error"
        />
      </div>
    );

  const { role, team } = overview.data;
  const tabs = tabsFor(role);
  const asked = params.get('tab');
  const current = tabs.find((tab) => tab === asked) ?? 'overview';
  const select = (tab: Tab) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  const panels: Record<Tab, () => ReactNode> = {
    overview: () => <OverviewTab team={team} />,
    members: () => <MembersTab role={role} email={user.email} />,
    invitations: () => <InvitationsTab />,
    visitors: () => <VisitorAccessTab />,
    settings: () => <SettingsTab role={role} />,
  };

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('team.title')}</h1>
          <p className="text-slate-600" data-testid="team-heading-name">
            {team.name}
          </p>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          {t('team.yourRole')} <RoleBadge role={role} />
        </p>
      </header>
      <TeamTabs
        tabs={tabs.map((id) => ({ id, label: t(`team.tabs.${id}`) }))}
        current={current}
        onSelect={select}
        label={t('team.tabs.label')}
      >
        {panels[current]()}
      </TeamTabs>
    </div>
  );
}
