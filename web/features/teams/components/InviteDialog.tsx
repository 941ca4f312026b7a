import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITATION_TTL_DAYS, INVITE_ROLES } from '#shared/schemas/teams';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { EmailInput } from '@/components/ui/EmailInput';
import { FormAlert } from '@/components/ui/FormAlert';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { fieldErrorProps, formErrorText, hasEmptyFields } from '@/lib/form-errors';
import { useInviteMember } from '../api/invite-member';
import { inviteForm } from '../invite-form';

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Full name, address and role of the person to invite. A refusal (already a member, team full…)
 * is said inside the dialog, where the user is; the success toast shows once it has closed.
 */
export function InviteDialog({ open, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const invite = useInviteMember();
  // The next opening starts without the last refusal.
  const close = () => {
    invite.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('team.inviteDialog.title')}
      description={t('team.inviteDialog.description', { days: INVITATION_TTL_DAYS })}
      dismissible={!invite.isPending}
      testId="invite-dialog"
    >
      <InviteForm invite={invite} onDone={close} />
    </Dialog>
  );
}

function InviteForm({ invite, onDone }: { invite: ReturnType<typeof useInviteMember>; onDone: () => void }) {
  const { t } = useTranslation();
  const alertId = useId();
  const form = useForm({
    resolver: zodResolver(inviteForm),
    defaultValues: { name: '', email: '', role: 'member' as const },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: () => {
        onDone();
        toast({
          title: t('team.inviteDialog.sent'),
          description: t('team.inviteDialog.sentBody', { email: values.email }),
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={invite.isPending || undefined}>
      <FormAlert id={alertId}>
        {hasEmptyFields(errors) && <p>{formErrorText(t, 'fillAllFields')}</p>}
        {invite.isError && <p>{apiErrorText(t, invite.error, t('team.inviteDialog.failed'))}</p>}
      </FormAlert>
      <Input
        label={t('team.inviteDialog.name')}
        autoComplete="off"
        maxLength={120}
        {...fieldErrorProps(t, errors.name?.message, alertId)}
        {...form.register('name')}
        data-testid="invite-name"
      />
      <EmailInput
        label={t('team.inviteDialog.email')}
        autoComplete="off"
        {...fieldErrorProps(t, errors.email?.message, alertId)}
        {...form.register('email')}
        data-testid="invite-email"
      />
      <Select label={t('team.inviteDialog.role')} {...form.register('role')} data-testid="invite-role">
        {INVITE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`team.roles.${role}`)}
          </option>
        ))}
      </Select>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={invite.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={invite.isPending} data-testid="invite-submit">
          {invite.isPending ? t('team.inviteDialog.submitting') : t('team.inviteDialog.submit')}
        </Button>
      </div>
    </form>
  );
}
