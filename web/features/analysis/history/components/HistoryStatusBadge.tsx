import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import type { HistoryStatus } from '../history-status';

const TONES: Record<HistoryStatus, BadgeTone> = { running: 'info', failed: 'warning', done: 'success' };

export function HistoryStatusBadge({ status }: { status: HistoryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} data-testid="history-status" data-status={status}>
      {t(`history.status.${status}`)}
    </Badge>
  );
}
