import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantAnswer } from '#shared/schemas/assistant';
import { Badge } from '@/components/ui/Badge';
import { groupBySource, sourceLocation } from '../answer-sources';

/** The passages an answer quotes, grouped by their document or analysis, each with where it is. */
export function AnswerSources({ passages }: { passages: AssistantAnswer['passages'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const groups = groupBySource(passages);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('assistant.answer.sources')}
      </h4>
      <ul className="grid gap-3">
        {groups.map(({ source, passages: quoted }) => (
          <li
            key={`${source.kind}:${source.id}`}
            data-testid="answer-source"
            data-source-id={source.id}
            className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
          >
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold break-words text-slate-900">
              <span>{source.name}</span>
              <Badge tone="neutral">{t(`assistant.answer.sourceKinds.${source.kind}`)}</Badge>
            </p>
            <ul className="grid gap-2">
              {quoted.map((passage, index) => (
                <li key={index} data-testid="answer-passage" className="grid gap-1">
                  <blockquote className="border-l-4 border-brand-300 bg-white py-1.5 pr-2 pl-3 text-sm text-slate-800 italic">
                    {passage.quote}
                  </blockquote>
                  <p className="text-xs font-medium text-slate-600" data-testid="passage-location">
                    {sourceLocation(t, passage.source)}
                  </p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
