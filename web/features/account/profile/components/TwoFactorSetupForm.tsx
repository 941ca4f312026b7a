import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { totpCode, type TwoFactorSetup } from '#shared/schemas/profile';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Input } from '@/components/ui/Input';
import { apiErrorText } from '@/lib/api-error-text';
import { useEnableTwoFactor } from '../api/two-factor';

interface TwoFactorSetupFormProps {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The QR code (or the key, typed by hand) for the app, then a first code that proves it works. */
export function TwoFactorSetupForm({ setup, onEnabled, onCancel }: TwoFactorSetupFormProps) {
  const { t } = useTranslation();
  const keyId = useId();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCode.safeParse(code);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    enable.mutate({ code: parsed.data }, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={enable.isPending || undefined}>
      <p className="text-sm text-slate-800">{t('profilePage.twoFactor.scan')}</p>
      <img
        src={setup.qrCode}
        alt={t('profilePage.twoFactor.qrAlt')}
        className="size-48 justify-self-center rounded-lg border border-slate-200 bg-white p-2 sm:justify-self-start"
        data-testid="two-factor-qr"
      />
      <div className="grid gap-1 text-sm">
        <p id={keyId} className="text-slate-600">
          {t('profilePage.twoFactor.manual')}
        </p>
        <code
          aria-labelledby={keyId}
          className="rounded bg-slate-100 px-2 py-1 font-mono break-all text-slate-900"
          data-testid="two-factor-secret"
          data-otpauth={setup.otpauthUri}
        >
          {setup.secret}
        </code>
      </div>
      <FormAlert>
        {enable.isError && <p>{apiErrorText(t, enable.error, t('profilePage.twoFactor.enableFailed'))}</p>}
      </FormAlert>
      <Input
        label={t('profilePage.twoFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={invalid ? t('profilePage.twoFactor.invalidCode') : undefined}
        data-testid="two-factor-code"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={enable.isPending} data-testid="two-factor-confirm">
          {t('profilePage.twoFactor.confirm')}
        </Button>
      </div>
    </form>
  );
}
