import { useTranslation } from 'react-i18next';
import type { LibraryItem } from '#shared/schemas/assistant';
import { Badge, type BadgeTone } from '@/components/ui/Badge';

const TONES: Record<LibraryItem['status'], BadgeTone> = {
  processing: 'info',
  ready: 'success',
  noText: 'warning',
  failed: 'warning',
};

/** Whether a document has been read: being read, ready, no text found, or reading failed. */
export function LibraryStatusBadge({ status }: { status: LibraryItem['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} data-testid="item-status" data-status={status}>
      {t(`assistant.status.${status}`)}
    </Badge>
  );
}
