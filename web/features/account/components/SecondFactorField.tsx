import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/Input';

export type SecondFactor = 'code' | 'recovery';

interface SecondFactorFieldProps {
  factor: SecondFactor;
  onSwitch: (factor: SecondFactor) => void;
  /** The field's message: the server's (a wrong code) or the form's (not six digits). */
  error?: string;
  field: UseFormRegisterReturn;
}

/** The sign-in's second step: the app's six digits, or one of the recovery codes. */
export function SecondFactorField({ factor, onSwitch, error, field }: SecondFactorFieldProps) {
  const { t } = useTranslation();
  const code = factor === 'code';
  return (
    <div
      className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3"
      data-testid="second-factor"
    >
      <p className="text-sm text-slate-800">
        {code ? t('login.twoFactor.intro') : t('login.twoFactor.recoveryIntro')}
      </p>
      <Input
        key={factor}
        label={code ? t('login.twoFactor.code') : t('login.twoFactor.recoveryCode')}
        autoComplete={code ? 'one-time-code' : 'off'}
        inputMode={code ? 'numeric' : 'text'}
        // The step appears after the password was accepted: the reader is taken to what it asks.
        autoFocus
        error={error}
        data-testid={code ? 'login-code' : 'login-recovery-code'}
        {...field}
      />
      <button
        type="button"
        onClick={() => onSwitch(code ? 'recovery' : 'code')}
        className="justify-self-start rounded text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        {code ? t('login.twoFactor.useRecovery') : t('login.twoFactor.useApp')}
      </button>
    </div>
  );
}
