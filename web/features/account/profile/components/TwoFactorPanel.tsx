import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '#shared/schemas/profile';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { DisableTwoFactorForm } from './DisableTwoFactorForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetupForm } from './TwoFactorSetupForm';
import { useSetupTwoFactor } from '../api/two-factor';

/**
 * Two-factor sign-in: off, being set up (QR code, first code), just enabled (the recovery codes,
 * shown once), or on (codes left, and a way to turn it off with the password).
 */
export function TwoFactorPanel({ state }: { state: Profile['twoFactor'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const setup = useSetupTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);

  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (state.enabled)
    body = disabling ? (
      <DisableTwoFactorForm
        onDone={(disabled) => {
          setDisabling(false);
          if (disabled) toast({ title: t('profilePage.twoFactor.disabled') });
        }}
      />
    ) : (
      <>
        <p className="text-sm text-slate-600" data-testid="recovery-codes-left">
          {t('profilePage.twoFactor.recoveryLeft', { count: state.recoveryCodesLeft })}
        </p>
        <Button
          variant="secondary"
          className="justify-self-start"
          onClick={() => setDisabling(true)}
          data-testid="two-factor-disable"
        >
          {t('profilePage.twoFactor.disable')}
        </Button>
      </>
    );
  else if (setup.data)
    body = (
      <TwoFactorSetupForm
        setup={setup.data}
        onEnabled={(codes) => {
          setup.reset();
          setRecoveryCodes(codes);
          toast({ title: t('profilePage.twoFactor.enabled') });
        }}
        onCancel={() => setup.reset()}
      />
    );
  else
    body = (
      <>
        <FormAlert>
          {setup.isError && <p>{apiErrorText(t, setup.error, t('profilePage.twoFactor.setupFailed'))}</p>}
        </FormAlert>
        <Button
          className="justify-self-start"
          onClick={() => setup.mutate()}
          loading={setup.isPending}
          data-testid="two-factor-start"
        >
          {t('profilePage.twoFactor.start')}
        </Button>
      </>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 border-t border-slate-200 pt-5"
      data-testid="two-factor"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('profilePage.twoFactor.heading')}
        </h2>
        <Badge tone={state.enabled ? 'success' : 'neutral'} data-testid="two-factor-state">
          {state.enabled ? t('profilePage.twoFactor.on') : t('profilePage.twoFactor.off')}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">{t('profilePage.twoFactor.intro')}</p>
      {body}
    </section>
  );
}
