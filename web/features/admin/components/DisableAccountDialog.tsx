import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { disableAccountRequest, type AdminUserDetail } from '#shared/schemas/admin';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useDisableAccount } from '../api/disable-account';

interface DisableAccountDialogProps {
  /** The account to disable; null keeps the dialog closed. */
  user: AdminUserDetail | null;
  onClose: () => void;
}

/**
 * Asks before disabling an account, with the reason the audit log keeps (required). A refusal is
 * said inside the dialog; the success toast shows once it has closed.
 */
export function DisableAccountDialog({ user, onClose }: DisableAccountDialogProps) {
  const { t } = useTranslation();
  const disable = useDisableAccount();
  const close = () => {
    disable.reset();
    onClose();
  };
  return (
    <Dialog
      open={user !== null}
      onClose={close}
      title={t('adminUsers.disable.title', { email: user?.email ?? '' })}
      description={t('adminUsers.disable.body')}
      role="alertdialog"
      dismissible={!disable.isPending}
      testId="admin-disable-dialog"
      className="max-w-md"
    >
      {user && <DisableForm user={user} disable={disable} onDone={close} />}
    </Dialog>
  );
}

interface DisableFormProps {
  user: AdminUserDetail;
  disable: ReturnType<typeof useDisableAccount>;
  onDone: () => void;
}

function DisableForm({ user, disable, onDone }: DisableFormProps) {
  const { t } = useTranslation();
  const alertId = useId();
  const form = useForm({ resolver: zodResolver(disableAccountRequest), defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason?.message;

  const onSubmit = form.handleSubmit(({ reason }) => {
    disable.mutate(
      { id: user.id, reason },
      {
        onSuccess: () => {
          onDone();
          toast({
            title: t('adminUsers.disable.done'),
            description: t('adminUsers.disable.doneBody', { email: user.email }),
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={disable.isPending || undefined}>
      <FormAlert id={alertId}>
        {disable.isError && <p>{apiErrorText(t, disable.error, t('adminUsers.disable.failed'))}</p>}
      </FormAlert>
      <Input
        label={t('adminUsers.disable.reason')}
        autoComplete="off"
        maxLength={300}
        required
        error={reasonError ? t('adminUsers.disable.reasonRequired') : undefined}
        {...form.register('reason')}
        data-testid="admin-disable-reason"
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={disable.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          loading={disable.isPending}
          data-testid="admin-disable-confirm"
        >
          {disable.isPending ? t('adminUsers.disable.submitting') : t('adminUsers.disable.confirm')}
        </Button>
      </div>
    </form>
  );
}
