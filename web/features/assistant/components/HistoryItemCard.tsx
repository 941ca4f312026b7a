import { useTranslation } from 'react-i18next';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import { jurisdictionName } from '#shared/taxonomy';
import { Button } from '@/components/ui/Button';
import { formatCount, formatDateTime } from '@/features/analysis';
import { AnswerStatusBadge } from './AnswerStatusBadge';
import { SelectableCard } from './SelectableCard';

interface HistoryItemCardProps {
  item: AssistantHistoryItem;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onDelete: () => void;
  language: string;
  /** Saved answers are listed with the reports: the card says so. */
  saved?: boolean;
}

/** A question asked in the space: its words, when, where, over how many files, and where it stands. */
export function HistoryItemCard({
  item,
  selected,
  onToggle,
  onOpen,
  onDelete,
  language,
  saved = false,
}: HistoryItemCardProps) {
  const { t } = useTranslation();
  const finished = item.status === 'done' || item.status === 'failed';
  return (
    <SelectableCard
      id={item.id}
      testId={saved ? 'saved-answer' : 'history-entry'}
      title={<span className="line-clamp-3">{item.question}</span>}
      selectLabel={t('assistant.item.select', { name: item.question })}
      selected={selected}
      onToggle={onToggle}
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={onOpen}
            disabled={!finished}
            aria-label={t('assistant.history.openLabel', { question: item.question })}
            data-testid="answer-open"
          >
            {t('assistant.history.open')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={t('assistant.item.deleteLabel', { name: item.question })}
            className="text-red-700 hover:bg-red-50"
            data-testid="item-delete"
          >
            {t('assistant.item.delete')}
          </Button>
        </>
      }
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        {saved && <span className="font-medium text-slate-800">{t('assistant.reports.kinds.answer')}</span>}
        <span>{formatDateTime(item.timestamp, language)}</span>
        <span>{jurisdictionName(item.province, language) ?? item.province}</span>
        <span>{t('assistant.history.files', { number: formatCount(item.fileNames.length, language) })}</span>
        <AnswerStatusBadge status={item.status} />
      </p>
    </SelectableCard>
  );
}
