import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useCancelVisitorCode } from '../api/cancel-visitor-code';
import { useVisitorCodes, type VisitorCode } from '../api/visitor-codes';
import { formatDay, formatMoment } from '../format';
import { useRefocusAfterDialog } from '../use-refocus';
import { IssueVisitorCodeForm } from './IssueVisitorCodeForm';
import { LoadFailed } from '@/features/analysis';
import { RecordCard } from './RecordCard';
import { VisitorCodeStatusBadge } from './TeamBadges';

/** Read-only access for visitors: issue a code for an address, follow the codes, end one early. */
export function VisitorAccessTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const codes = useVisitorCodes(true);
  const cancel = useCancelVisitorCode();
  const [toCancel, setToCancel] = useState<VisitorCode | null>(null);
  const heading = useRefocusAfterDialog<HTMLHeadingElement>(toCancel !== null);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        toast({ title: t('team.visitors.cancelled') });
        heading.refocus();
      },
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('team.visitors.cancelFailed')), variant: 'destructive' }),
      onSettled: () => setToCancel(null),
    });
  };

  let body;
  if (codes.isPending) body = <Spinner label={t('team.loading')} className="text-brand-600" />;
  else if (codes.isError)
    body = (
      <LoadFailed
        error={codes.error}
        fallback={t('team.loadFailed')}
        onRetry={() => void codes.refetch()}
        retrying={codes.isRefetching}
        testId="visitor-codes-error"
      />
    );
  else if (codes.data.codes.length === 0) body = <p className="text-slate-600">{t('team.visitors.empty')}</p>;
  else
    body = (
      <ul className="grid gap-3" data-testid="visitor-code-list">
        {codes.data.codes.map((code) => (
          <RecordCard
            key={code.id}
            title={code.name ?? code.email}
            subtitle={code.name ? code.email : undefined}
            testId="visitor-code"
            status={code.status}
            fields={[
              {
                label: t('team.members.statusLabel'),
                value: <VisitorCodeStatusBadge status={code.status} />,
              },
              { label: t('team.invitations.expiresOn'), value: formatDay(code.expiresAt, language) },
              {
                label: t('team.visitors.lastUsed'),
                value: code.lastUsedAt ? formatMoment(code.lastUsedAt, language) : t('team.never'),
                testId: 'visitor-code-last-used',
              },
            ]}
            actions={
              code.status === 'active' && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => setToCancel(code)}
                  aria-label={t('team.visitors.cancelLabel', { email: code.email })}
                  data-testid="cancel-visitor-code"
                >
                  {t('team.visitors.cancel')}
                </Button>
              )
            }
          />
        ))}
      </ul>
    );

  return (
    <div className="grid gap-6">
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('team.visitors.heading')}</h2>
        <p className="max-w-2xl text-sm text-slate-600">{t('team.visitors.intro')}</p>
        <IssueVisitorCodeForm />
      </section>
      <section className="grid gap-4" aria-busy={codes.isFetching || undefined}>
        <h3
          ref={heading.ref}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {t('team.visitors.listHeading')}
        </h3>
        {body}
      </section>
      <ConfirmDialog
        open={toCancel !== null}
        title={t('team.visitors.cancelTitle', { email: toCancel?.email ?? '' })}
        description={t('team.visitors.cancelBody')}
        confirmLabel={t('team.visitors.cancel')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
        pending={cancel.isPending}
        testId="confirm-cancel-visitor-code"
      />
    </div>
  );
}
