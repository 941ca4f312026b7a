import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_TTL_DAYS, type TeamInvitation } from '#shared/schemas/teams';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useResendInvitation } from '../api/resend-invitation';
import { useTeamInvitations } from '../api/team-invitations';
import { formatDay } from '../format';
import { invitationState } from '../invitation-state';
import { useRefocusAfterDialog } from '../use-refocus';
import { InviteDialog } from './InviteDialog';
import { LoadFailed } from '@/features/analysis';
import { RecordCard } from './RecordCard';
import { InvitationStatusBadge, RoleBadge } from './TeamBadges';

/** The team's invitations: invite someone, and resend or cancel the ones still pending. */
export function InvitationsTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const invitations = useTeamInvitations(true);
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const [inviting, setInviting] = useState(false);
  const [toCancel, setToCancel] = useState<TeamInvitation | null>(null);
  const heading = useRefocusAfterDialog<HTMLHeadingElement>(toCancel !== null);

  const resendOne = (invitation: TeamInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast({
          title: t('team.invitations.resent'),
          description: t('team.invitations.resentBody', { email: invitation.email }),
        }),
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('team.invitations.resendFailed')), variant: 'destructive' }),
    });

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        toast({ title: t('team.invitations.cancelled') });
        heading.refocus();
      },
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('team.invitations.cancelFailed')), variant: 'destructive' }),
      onSettled: () => setToCancel(null),
    });
  };

  let body;
  if (invitations.isPending) body = <Spinner label={t('team.loading')} className="text-brand-600" />;
  else if (invitations.isError)
    body = (
      <LoadFailed
        error={invitations.error}
        fallback={t('team.loadFailed')}
        onRetry={() => void invitations.refetch()}
        retrying={invitations.isRefetching}
        testId="invitations-error"
      />
    );
  else if (invitations.data.invitations.length === 0)
    body = <p className="text-slate-600">{t('team.invitations.empty')}</p>;
  else
    body = (
      <ul className="grid gap-3" data-testid="invitation-list">
        {invitations.data.invitations.map((invitation) => {
          const state = invitationState(invitation);
          const resending = resend.isPending && resend.variables === invitation.id;
          return (
            <RecordCard
              key={invitation.id}
              title={invitation.name}
              subtitle={invitation.email}
              testId="invitation"
              status={state}
              fields={[
                { label: t('team.members.role'), value: <RoleBadge role={invitation.role} /> },
                {
                  label: t('team.members.statusLabel'),
                  value: <InvitationStatusBadge status={state} />,
                },
                {
                  label: t('team.invitations.expiresOn'),
                  value: formatDay(invitation.expiresAt, language),
                  testId: 'invitation-expiry',
                },
              ]}
              actions={
                state === 'pending' && (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => resendOne(invitation)}
                      loading={resending}
                      disabled={resend.isPending}
                      aria-label={t('team.invitations.resendLabel', { name: invitation.name })}
                      data-testid="resend-invitation"
                    >
                      {t('team.invitations.resend')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => setToCancel(invitation)}
                      aria-label={t('team.invitations.cancelLabel', { name: invitation.name })}
                      data-testid="cancel-invitation"
                    >
                      {t('team.invitations.cancel')}
                    </Button>
                  </>
                )
              }
            />
          );
        })}
      </ul>
    );

  return (
    <section className="grid gap-4" aria-busy={invitations.isFetching || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={heading.ref}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {t('team.invitations.heading')}
        </h2>
        <Button onClick={() => setInviting(true)} data-testid="open-invite">
          {t('team.invitations.invite')}
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        {t('team.invitations.validity', { days: INVITATION_TTL_DAYS })}
      </p>
      {body}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={toCancel !== null}
        title={t('team.invitations.cancelTitle', { name: toCancel?.name ?? '' })}
        description={toCancel && t('team.invitations.cancelBody', { email: toCancel.email })}
        confirmLabel={t('team.invitations.cancelConfirm')}
        cancelLabel={t('team.invitations.keep')}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
        pending={cancel.isPending}
        testId="confirm-cancel-invitation"
      />
    </section>
  );
}
