import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITE_ROLES, type InviteRole } from '#shared/schemas/teams';
import { SelectChevron } from '@/components/ui/Select';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useChangeMemberRole } from '../api/change-member-role';

/**
 * A member's role as a compact select that changes it at once. While the server answers the
 * choice stays shown; a refusal puts the previous role back and says why.
 */
interface MemberRoleSelectProps {
  id: string;
  name: string;
  /** The member's current role (never the owner's, which is fixed). */
  role: InviteRole;
}

export function MemberRoleSelect({ id, name, role: current }: MemberRoleSelectProps) {
  const { t } = useTranslation();
  const change = useChangeMemberRole();
  const [chosen, setChosen] = useState<InviteRole | null>(null);

  const onChange = (role: InviteRole) => {
    setChosen(role);
    change.mutate(
      { id, role },
      {
        onSuccess: () =>
          toast({
            title: t('team.members.roleChanged', { name, role: t(`team.roles.${role}`) }),
          }),
        onError: (error) =>
          toast({
            title: apiErrorText(t, error, t('team.members.roleFailed')),
            variant: 'destructive',
          }),
        onSettled: () => setChosen(null),
      },
    );
  };

  return (
    <span className="relative inline-flex">
      <select
        value={chosen ?? current}
        onChange={(event) => onChange(event.target.value as InviteRole)}
        disabled={change.isPending}
        aria-label={t('team.members.roleLabel', { name })}
        data-testid="member-role-select"
        className="h-9 appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100"
      >
        {INVITE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`team.roles.${role}`)}
          </option>
        ))}
      </select>
      <SelectChevron />
    </span>
  );
}
