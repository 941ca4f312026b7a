import type { TFunction } from 'i18next';
import { LANGUAGES } from '#shared/languages';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import { jurisdictionName } from '#shared/taxonomy';
import { groupBySource, sourceLocation } from './answer-sources';
import { provisionCitation } from './enhanced-analysis';

/** The language an answer was asked in, by its own name ("Français", "English"). */
export function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
}

/**
 * The text export of an answer, built in the browser (spec section 7): header, date, province,
 * language, question, then the answer with every quote and its source, and the provisions with
 * their status. `date` is the answer's date as the screen shows it. Labels, quotes and colons
 * follow the interface language's typography.
 */
export function answerText(t: TFunction, item: AssistantHistoryItem, language: string, date: string): string {
  const fact = (label: string, value: string) => t('assistant.export.fact', { label, value });
  const lines = [
    t('assistant.export.header'),
    '',
    fact(t('assistant.answer.date'), date),
    fact(t('assistant.answer.province'), jurisdictionName(item.province, language) ?? item.province),
    fact(t('assistant.answer.language'), languageName(item.language)),
    fact(t('assistant.answer.id'), item.id),
    fact(t('assistant.answer.files'), item.fileNames.join(', ') || t('assistant.answer.noFiles')),
    '',
    t('assistant.answer.question'),
    item.question,
    '',
    t('assistant.answer.results'),
  ];
  const answer = item.answer;
  if (!answer) return [...lines, t('assistant.answer.none'), ''].join('\n');
  if (!answer.found) lines.push(t('assistant.answer.notFound'));
  lines.push(answer.summary);
  const groups = groupBySource(answer.passages);
  if (groups.length > 0) {
    lines.push('', t('assistant.answer.sources'));
    for (const group of groups)
      for (const passage of group.passages)
        lines.push(
          t('assistant.export.quote', { quote: passage.quote, source: sourceLocation(t, passage.source) }),
        );
  }
  if (answer.provisions.length > 0) {
    lines.push('', t('assistant.answer.provisions'));
    answer.provisions.forEach((provision, index) =>
      lines.push(
        t('assistant.export.provision', {
          number: index + 1,
          citation: provisionCitation(provision, language),
          title: provision.subject,
          status: t(`assistant.answer.status.${provision.status}`),
        }),
      ),
    );
  }
  lines.push('', t('assistant.export.notice'), '');
  return lines.join('\n');
}

/** The export's file name: the product, "assistant" and the answer's id. */
export function answerTextFileName(item: Pick<AssistantHistoryItem, 'id'>): string {
  return `RisqueVision-assistant-${item.id.replace(/[^\w.-]+/g, '_')}.txt`;
}
