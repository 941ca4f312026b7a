import { useTranslation } from 'react-i18next';
import type { InvitationStatus, TeamRole } from '#shared/schemas/teams';
import { Badge, type BadgeTone } from '@/components/ui/Badge';

const ROLE_TONES: Record<TeamRole, BadgeTone> = { owner: 'info', admin: 'info', member: 'neutral' };

export function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation();
  return (
    <Badge tone={ROLE_TONES[role]} data-testid="team-role" data-role={role}>
      {t(`team.roles.${role}`)}
    </Badge>
  );
}

export function MemberStatusBadge({ status }: { status: 'active' | 'revoked' }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'} data-testid="member-status">
      {t(`team.members.status.${status}`)}
    </Badge>
  );
}

const INVITATION_TONES: Record<InvitationStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'neutral',
  expired: 'neutral',
  cancelled: 'neutral',
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={INVITATION_TONES[status]} data-testid="invitation-status">
      {t(`team.invitations.status.${status}`)}
    </Badge>
  );
}

export function VisitorCodeStatusBadge({ status }: { status: 'active' | 'expired' | 'cancelled' }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'} data-testid="visitor-code-status">
      {t(`team.visitors.status.${status}`)}
    </Badge>
  );
}
