import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { apiErrorText } from '@/lib/api-error-text';
import { fieldErrorProps, formErrorText, hasEmptyFields } from '@/lib/form-errors';
import { changePasswordForm } from '@/lib/password-forms';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password';

/** The profile's change-password toggle; the form opens under it. */
export function ChangePasswordPanel() {
  const { t } = useTranslation();
  const formId = useId();
  const [expanded, setExpanded] = useState(false);
  const [changed, setChanged] = useState(false);
  return (
    <section className="grid gap-3 border-t border-slate-200 pt-5">
      <div role="status" className="empty:hidden" data-testid="password-changed">
        {changed && (
          <p className="rounded-lg bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800">
            {t('profile.passwordChanged')}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={() => {
          setExpanded((value) => !value);
          setChanged(false);
        }}
      >
        {t('profile.changePassword')}
      </Button>
      <div id={formId} className="empty:hidden">
        {expanded && (
          <ChangePasswordForm
            onChanged={() => {
              setExpanded(false);
              setChanged(true);
            }}
          />
        )}
      </div>
    </section>
  );
}

/** Current and new password; the change is confirmed first, since it signs out other sessions. */
function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const alertId = useId();
  const change = useChangePassword();
  const [toConfirm, setToConfirm] = useState<ChangePasswordInput | null>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    change.reset();
    setToConfirm(values);
  });
  const confirm = () => {
    if (!toConfirm) return;
    change.mutate(toConfirm, { onSuccess: onChanged, onSettled: () => setToConfirm(null) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={change.isPending || undefined}>
      <FormAlert id={alertId}>
        {hasEmptyFields(errors) && <p>{formErrorText(t, 'fillAllFields')}</p>}
        {change.isError && <p>{apiErrorText(t, change.error, t('profile.passwordFailed'))}</p>}
      </FormAlert>
      <PasswordInput
        label={t('passwordFields.currentPassword')}
        autoComplete="current-password"
        {...fieldErrorProps(t, errors.currentPassword?.message, alertId)}
        {...form.register('currentPassword')}
      />
      <PasswordInput
        label={t('passwordFields.newPassword')}
        autoComplete="new-password"
        {...fieldErrorProps(t, errors.newPassword?.message, alertId, {
          passwordTooShort: 'newPasswordTooShort',
        })}
        {...form.register('newPassword')}
      />
      <Button type="submit" loading={change.isPending}>
        {t('profile.savePassword')}
      </Button>
      <ConfirmDialog
        open={toConfirm !== null}
        title={t('profile.confirmPasswordTitle')}
        description={t('profile.confirmPasswordBody')}
        confirmLabel={t('profile.confirmPasswordAction')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={confirm}
        onCancel={() => setToConfirm(null)}
        pending={change.isPending}
        tone="primary"
        testId="confirm-password-change"
      />
    </form>
  );
}
