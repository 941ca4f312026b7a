import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamRole } from '#shared/schemas/teams';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { useManageSubscription } from '@/features/billing';
import { apiErrorText } from '@/lib/api-error-text';

/**
 * The team's settings (seats, plan, billing) are those of its subscription: its owner, who pays,
 * changes them in the payment provider's portal, opened the way the profile opens it.
 */
export function SettingsTab({ role }: { role: TeamRole }) {
  const { t } = useTranslation();
  const manage = useManageSubscription();
  const [leaving, setLeaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const openPortal = () => {
    setNotice(null);
    manage.mutate(undefined, {
      onSuccess: (answer) => {
        if ('url' in answer) {
          setLeaving(true);
          window.location.assign(answer.url);
        } else {
          setNotice(t('profile.portalUnavailable'));
        }
      },
    });
  };

  return (
    <Card className="grid max-w-2xl gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('team.settings.heading')}</h2>
      <p className="text-slate-700">{t('team.settings.body')}</p>
      {role === 'owner' ? (
        <>
          <div role="status" className="empty:hidden">
            {notice && <p className="rounded-lg bg-brand-50 px-3.5 py-3 text-sm text-brand-900">{notice}</p>}
          </div>
          <FormAlert>
            {manage.isError && <p>{apiErrorText(t, manage.error, t('profile.portalFailed'))}</p>}
          </FormAlert>
          <Button
            onClick={openPortal}
            loading={manage.isPending || leaving}
            className="justify-self-start"
            data-testid="team-manage-subscription"
          >
            {t('team.settings.manage')}
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-600" data-testid="team-settings-owner-only">
          {t('team.settings.ownerOnly')}
        </p>
      )}
    </Card>
  );
}
