import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember, TeamRole } from '#shared/schemas/teams';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useRevokeMember } from '../api/revoke-member';
import { useTeamMembers } from '../api/team-members';
import { formatMoment } from '../format';
import { useRefocusAfterDialog } from '../use-refocus';
import { LoadFailed } from '@/features/analysis';
import { MemberRoleSelect } from './MemberRoleSelect';
import { RecordCard } from './RecordCard';
import { RevokeMemberDialog } from './RevokeMemberDialog';
import { MemberStatusBadge, RoleBadge } from './TeamBadges';

interface MembersTabProps {
  /** The caller's role: owners and admins manage the other members. */
  role: TeamRole;
  /** The caller's address, so they are never offered to revoke or demote themselves. */
  email: string;
}

/** Who is in the team: role, status and last access; owners and admins change roles and revoke. */
export function MembersTab({ role, email }: MembersTabProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const members = useTeamMembers(true);
  const revoke = useRevokeMember();
  const [toRevoke, setToRevoke] = useState<TeamMember | null>(null);
  const heading = useRefocusAfterDialog<HTMLHeadingElement>(toRevoke !== null);
  const manages = role === 'owner' || role === 'admin';

  const confirmRevoke = () => {
    if (!toRevoke) return;
    const member = toRevoke;
    revoke.mutate(member.id, {
      onSuccess: () => {
        toast({
          title: t('team.members.revoked'),
          description: t('team.members.revokedBody', { name: member.name }),
        });
        heading.refocus();
      },
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('team.members.revokeFailed')), variant: 'destructive' }),
      onSettled: () => setToRevoke(null),
    });
  };

  let body;
  if (members.isPending) body = <Spinner label={t('team.loading')} className="text-brand-600" />;
  else if (members.isError)
    body = (
      <LoadFailed
        error={members.error}
        fallback={t('team.loadFailed')}
        onRetry={() => void members.refetch()}
        retrying={members.isRefetching}
        testId="members-error"
      />
    );
  else if (members.data.members.length === 0)
    body = <p className="text-slate-600">{t('team.members.empty')}</p>;
  else
    body = (
      <ul className="grid gap-3" data-testid="member-list">
        {members.data.members.map((member) => {
          const editable =
            manages && member.role !== 'owner' && member.status === 'active' && member.email !== email;
          return (
            <RecordCard
              key={member.id}
              title={member.name}
              subtitle={member.email}
              testId="member"
              status={member.status}
              fields={[
                {
                  label: t('team.members.role'),
                  value:
                    editable && member.role !== 'owner' ? (
                      <MemberRoleSelect id={member.id} name={member.name} role={member.role} />
                    ) : (
                      <RoleBadge role={member.role} />
                    ),
                },
                { label: t('team.members.statusLabel'), value: <MemberStatusBadge status={member.status} /> },
                {
                  label: t('team.members.lastAccess'),
                  value: member.lastAccessAt ? formatMoment(member.lastAccessAt, language) : t('team.never'),
                  testId: 'member-last-access',
                },
              ]}
              actions={
                editable && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="text-red-700"
                    onClick={() => setToRevoke(member)}
                    aria-label={t('team.members.revokeLabel', { name: member.name })}
                    data-testid="revoke-member"
                  >
                    {t('team.members.revoke')}
                  </Button>
                )
              }
            />
          );
        })}
      </ul>
    );

  return (
    <section className="grid gap-4" aria-busy={members.isFetching || undefined}>
      <h2 ref={heading.ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {t('team.members.heading')}
      </h2>
      {body}
      <RevokeMemberDialog
        member={toRevoke}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setToRevoke(null)}
      />
    </section>
  );
}
