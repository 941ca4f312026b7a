import { useTranslation } from 'react-i18next';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import { Badge, type BadgeTone } from '@/components/ui/Badge';

const TONES: Record<AssistantHistoryItem['status'], BadgeTone> = {
  queued: 'info',
  running: 'info',
  done: 'success',
  failed: 'warning',
};

/** Where a question stands: waiting, being answered, answered, or failed. */
export function AnswerStatusBadge({ status }: { status: AssistantHistoryItem['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} data-testid="answer-status" data-status={status}>
      {t(`assistant.history.status.${status}`)}
    </Badge>
  );
}
