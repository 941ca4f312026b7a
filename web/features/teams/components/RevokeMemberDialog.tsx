import { useTranslation } from 'react-i18next';
import type { TeamMember } from '#shared/schemas/teams';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

interface RevokeMemberDialogProps {
  member: TeamMember | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before revoking: who loses access, and that it cannot be undone. */
export function RevokeMemberDialog({ member, pending, onConfirm, onCancel }: RevokeMemberDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={member !== null}
      title={t('team.members.revokeTitle', { name: member?.name ?? '' })}
      description={
        member && (
          <>
            <p>{t('team.members.revokeBody', { name: member.name, email: member.email })}</p>
            <p className="mt-2 font-semibold text-red-800">{t('team.members.revokeWarning')}</p>
          </>
        )
      }
      confirmLabel={t('team.members.revoke')}
      cancelLabel={t('dialog.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={pending}
      testId="confirm-revoke-member"
    />
  );
}
