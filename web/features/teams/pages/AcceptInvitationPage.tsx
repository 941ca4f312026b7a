import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { InvitationVerify } from '#shared/schemas/teams';
import { paths } from '@/app/paths';
import { safeRedirect } from '@/app/safe-redirect';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { StatusCard } from '@/components/ui/StatusCard';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { planDisplayName } from '@/lib/plan-name';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useVerifyInvitation } from '../api/verify-invitation';
import { formatDay } from '../format';
import { invitationState } from '../invitation-state';

/** /accept-team-invitation?token=: the link of an invitation e-mail; join the team or turn it down. */
function AcceptInvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <AuthLayout>
      {token ? (
        <CheckedInvitation token={token} />
      ) : (
        <InvalidInvitation message={t('teamInvitation.missingToken')} />
      )}
    </AuthLayout>
  );
}

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={buttonClasses('secondary', 'lg', 'w-full')}>
      {t('common.backHome')}
    </Link>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StatusCard
      tone="error"
      title={t('teamInvitation.invalidTitle')}
      testId="invitation-invalid"
      footer={<HomeLink />}
    >
      <p>{message}</p>
    </StatusCard>
  );
}

/** The link is read first: only a pending, unexpired invitation offers Accept and Decline. */
function CheckedInvitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const verify = useVerifyInvitation(token);
  if (verify.isPending)
    return <StatusCard tone="loading" title={t('teamInvitation.checking')} testId="invitation-checking" />;
  if (verify.isError)
    return <InvalidInvitation message={apiErrorText(t, verify.error, t('teamInvitation.verifyFailed'))} />;

  const state = invitationState(verify.data);
  if (state === 'pending') return <PendingInvitation token={token} invitation={verify.data} />;
  return (
    <StatusCard
      tone={state === 'accepted' ? 'success' : 'warning'}
      title={t(`teamInvitation.closed.${state}.title`)}
      testId="invitation-closed"
      // After a decline the buttons are gone: the focus goes to what the page now says.
      focusTitle
      footer={
        state === 'accepted' ? (
          <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('landing.login')}
          </Link>
        ) : (
          <HomeLink />
        )
      }
    >
      <p data-state={state} data-testid="invitation-state">
        {t(`teamInvitation.closed.${state}.body`)}
      </p>
    </StatusCard>
  );
}

function PendingInvitation({ token, invitation }: { token: string; invitation: InvitationVerify }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const decline = useDeclineInvitation(token);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: (answer) => {
        setLeaving(true);
        if (answer.needsPasswordSetup && answer.passwordToken) {
          navigate(`${paths.setPassword}?token=${encodeURIComponent(answer.passwordToken)}`, {
            replace: true,
          });
        } else {
          navigate(safeRedirect(answer.redirectTo) ?? paths.dashboard, { replace: true });
        }
      },
    });

  const onDecline = () =>
    decline.mutate(undefined, {
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('teamInvitation.declineFailed')), variant: 'destructive' }),
      onSettled: () => setConfirming(false),
    });

  const details = [
    { label: t('teamInvitation.team'), value: invitation.teamName, testId: 'invitation-team' },
    {
      label: t('teamInvitation.inviter'),
      value:
        invitation.inviterName === invitation.inviterEmail
          ? invitation.inviterEmail
          : `${invitation.inviterName} (${invitation.inviterEmail})`,
      testId: 'invitation-inviter',
    },
    { label: t('teamInvitation.email'), value: invitation.email, testId: 'invitation-email' },
    { label: t('teamInvitation.role'), value: t(`team.roles.${invitation.role}`), testId: 'invitation-role' },
    {
      label: t('teamInvitation.plan'),
      value: planDisplayName(t, invitation.subscriptionTier),
      testId: 'invitation-plan',
    },
    {
      label: t('teamInvitation.expires'),
      value: formatDay(invitation.expiresAt, language),
      testId: 'invitation-expires',
    },
  ];

  return (
    <Card className="grid gap-6 p-6 sm:p-8" data-testid="invitation-pending">
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">
          {t('teamInvitation.title')}
        </h1>
        <p className="text-sm text-slate-600">
          {t('teamInvitation.intro', { inviter: invitation.inviterName, team: invitation.teamName })}
        </p>
      </div>
      <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm">
        {details.map((item) => (
          <div key={item.testId} className="grid gap-0.5">
            <dt className="text-slate-600">{item.label}</dt>
            <dd className="font-semibold break-words text-slate-900" data-testid={item.testId}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        {invitation.isExistingUser ? t('teamInvitation.existingAccount') : t('teamInvitation.newAccount')}
      </p>
      <FormAlert>
        {accept.isError && <p>{apiErrorText(t, accept.error, t('teamInvitation.acceptFailed'))}</p>}
      </FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => setConfirming(true)}
          disabled={accept.isPending || leaving}
          data-testid="decline-invitation"
        >
          {t('teamInvitation.decline')}
        </Button>
        <Button
          size="lg"
          onClick={onAccept}
          loading={accept.isPending || leaving}
          data-testid="accept-invitation"
        >
          {accept.isPending ? t('teamInvitation.accepting') : t('teamInvitation.accept')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('teamInvitation.declineTitle')}
        description={t('teamInvitation.declineBody', { team: invitation.teamName })}
        confirmLabel={t('teamInvitation.declineConfirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={onDecline}
        onCancel={() => setConfirming(false)}
        pending={decline.isPending}
        testId="confirm-decline-invitation"
      />
    </Card>
  );
}

export default AcceptInvitationPage;
