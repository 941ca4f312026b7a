import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { apiErrorText } from '@/lib/api-error-text';
import { useDisableTwoFactor } from '../api/two-factor';

/** Turning two-factor sign-in off is confirmed with the password: an open session alone cannot. */
export function DisableTwoFactorForm({ onDone }: { onDone: (disabled: boolean) => void }) {
  const { t } = useTranslation();
  const alertId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => inputRef.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (password === '') return;
    disable.mutate({ password }, { onSuccess: () => onDone(true) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={disable.isPending || undefined}>
      <p className="text-sm text-slate-800">{t('profilePage.twoFactor.disableBody')}</p>
      <FormAlert id={alertId}>
        {missing && <p>{t('formErrors.fillAllFields')}</p>}
        {disable.isError && <p>{apiErrorText(t, disable.error, t('profilePage.twoFactor.disableFailed'))}</p>}
      </FormAlert>
      <PasswordInput
        ref={inputRef}
        label={t('passwordFields.currentPassword')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? alertId : undefined}
        data-testid="two-factor-disable-password"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onDone(false)} disabled={disable.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          loading={disable.isPending}
          data-testid="two-factor-disable-confirm"
        >
          {t('profilePage.twoFactor.disableConfirm')}
        </Button>
      </div>
    </form>
  );
}
