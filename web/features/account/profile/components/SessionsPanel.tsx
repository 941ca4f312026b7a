import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSession } from '#shared/schemas/profile';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';
import { formatDateTime } from '../format';

/** A revocation waiting for its confirmation: one session, or every other one. */
type ToRevoke = { kind: 'one'; session: UserSession; device: string } | { kind: 'others' };

/** The browsers signed in to the account; any but this one can be signed out, after a confirmation. */
export function SessionsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const query = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [toRevoke, setToRevoke] = useState<ToRevoke | null>(null);
  const pending = revokeOne.isPending || revokeOthers.isPending;

  const deviceOf = (session: UserSession) =>
    t('profilePage.sessions.device', {
      browser: session.browser ?? t('profilePage.sessions.unknownBrowser'),
      os: session.os ?? t('profilePage.sessions.unknownOs'),
    });

  const confirm = () => {
    if (!toRevoke) return;
    const settled = { onSettled: () => setToRevoke(null) };
    if (toRevoke.kind === 'one')
      revokeOne.mutate(toRevoke.session.id, {
        ...settled,
        onSuccess: () => toast({ title: t('profilePage.sessions.revoked') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: apiErrorText(t, error, t('profilePage.sessions.revokeFailed')),
          }),
      });
    else
      revokeOthers.mutate(undefined, {
        ...settled,
        onSuccess: ({ revoked }) =>
          toast({ title: t('profilePage.sessions.revokedOthers', { count: revoked }) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: apiErrorText(t, error, t('profilePage.sessions.revokeFailed')),
          }),
      });
  };

  let body;
  if (query.isPending)
    body = <Spinner label={t('profilePage.sessions.loading')} className="text-brand-600" />;
  else if (query.isError)
    body = (
      <FormAlert>
        <p>{apiErrorText(t, query.error, t('profilePage.sessions.loadFailed'))}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          loading={query.isRefetching}
          className="justify-self-start"
        >
          {t('profile.retry')}
        </Button>
      </FormAlert>
    );
  else {
    const { sessions } = query.data;
    const others = sessions.filter((session) => !session.current).length;
    body = (
      <>
        <ul className="grid gap-2" data-testid="sessions-list">
          {sessions.map((session) => {
            const device = deviceOf(session);
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
                data-testid="session"
                data-current={session.current || undefined}
              >
                <div className="grid min-w-0 gap-0.5 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {device}
                    {session.current && <Badge tone="success">{t('profilePage.sessions.current')}</Badge>}
                  </p>
                  <p className="text-slate-600">
                    {t('profilePage.sessions.lastUsed', {
                      date: formatDateTime(session.lastUsedAt, language),
                    })}
                  </p>
                  <p className="text-slate-600">
                    {t('profilePage.sessions.created', { date: formatDateTime(session.createdAt, language) })}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('profilePage.sessions.revokeLabel', { device })}
                    onClick={() => setToRevoke({ kind: 'one', session, device })}
                    data-testid="session-revoke"
                  >
                    {t('profilePage.sessions.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {others > 0 ? (
          <Button
            variant="ghost"
            className="justify-self-start text-red-700 hover:bg-red-50"
            onClick={() => setToRevoke({ kind: 'others' })}
            data-testid="sessions-revoke-others"
          >
            {t('profilePage.sessions.revokeOthers')}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{t('profilePage.sessions.onlyThis')}</p>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 border-t border-slate-200 pt-5"
      data-testid="sessions"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('profilePage.sessions.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('profilePage.sessions.intro')}</p>
      {body}
      <ConfirmDialog
        open={toRevoke !== null}
        title={
          toRevoke?.kind === 'others'
            ? t('profilePage.sessions.revokeOthersTitle')
            : t('profilePage.sessions.revokeTitle')
        }
        description={
          toRevoke?.kind === 'one'
            ? t('profilePage.sessions.revokeBody', { device: toRevoke.device })
            : t('profilePage.sessions.revokeOthersBody')
        }
        confirmLabel={t('profilePage.sessions.revoke')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={confirm}
        onCancel={() => setToRevoke(null)}
        pending={pending}
        testId="confirm-session-revoke"
      />
    </section>
  );
}
