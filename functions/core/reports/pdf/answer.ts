import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import reportsTexts from '#shared/i18n/reports';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { AssistantHistoryItem } from '#shared/schemas/assistant';
import type { Language } from '#shared/languages';
import { jurisdictionName } from '#shared/taxonomy';
import { formatDate } from './cover';
import { defaultFontResolver, subsetTo } from './fonts';
import { drawFooters, measureFooter } from './footer';
import { fill, REPORT_LABELS } from './labels';
import { Flow, pageSizeFor } from './layout';
import { ACCENT, MARGIN, MUTED } from './theme';
import type { ReportOptions } from './types';

const REPORTS = serverTexts('reports', reportsTexts);

type Answered = AssistantHistoryItem & { answer: NonNullable<AssistantHistoryItem['answer']> };

/**
 * The PDF of an assistant answer, in its language: the question, the summary, every passage quoted
 * under its source (file and page, or analysis and risk), the provisions with their status, and how
 * the answer was made. The same fonts, page size and footer as the analysis report.
 */
export async function renderAnswerPdf(item: Answered, options: ReportOptions = {}): Promise<Uint8Array> {
  const language: Language = item.language;
  const labels = REPORT_LABELS[language];
  const t = fixedT(language, REPORTS);
  const words = (key: string, values: Record<string, string | number> = {}) =>
    fill(t(`answerPdf.${key}` as 'answerPdf.title'), values);
  const { answer } = item;
  const sourceLine = (source: Answered['answer']['passages'][number]['source']) =>
    [
      source.name,
      source.page !== null ? words('page', { n: source.page }) : null,
      source.riskId ? words('risk', { id: source.riskId }) : null,
    ]
      .filter(Boolean)
      .join(' — ');
  const provisionLine = (p: Answered['answer']['provisions'][number]) =>
    `${p.instrument}${p.articles ? `, ${p.articles}` : ` (${words('unconfirmed')})`} — ${p.subject}`;
  const date = formatDate(item.timestamp, labels.locale);
  const province = jurisdictionName(item.province, language) ?? item.province;
  const texts = [
    words('title'),
    words('question'),
    words('province'),
    words('date'),
    words('answer'),
    words('sources'),
    words('provisions'),
    words(answer.engine === 'offline' ? 'engineOffline' : 'engineBedrock'),
    item.question,
    answer.summary,
    date,
    province,
    ...answer.passages.flatMap((passage) => [passage.quote, sourceLine(passage.source)]),
    ...answer.provisions.map(provisionLine),
    labels.legalNotice,
    labels.pageOf,
    '0123456789/—“”',
  ];
  const files = await (options.fonts ?? defaultFontResolver)(language);
  const charset = texts.join('\n');
  const [regularBytes, boldBytes] = await Promise.all([
    subsetTo(files.regular, charset),
    files.bold === files.regular ? null : subsetTo(files.bold, charset),
  ]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${words('title')} — ${item.question.slice(0, 80)}`);
  doc.setLanguage(labels.locale);
  doc.setProducer('RisqueVision');
  doc.setCreator('RisqueVision');
  const features = { liga: false, clig: false, calt: false, kern: false };
  const regular = await doc.embedFont(regularBytes, { subset: false, features });
  const bold = boldBytes ? await doc.embedFont(boldBytes, { subset: false, features }) : regular;
  const size = pageSizeFor(item.province);
  const footer = measureFooter(labels, regular, size[0]);
  const flow = new Flow(doc, size, regular, bold, MARGIN * 0.6 + footer.height);

  flow.text(words('title'), { size: 18, bold: true, color: ACCENT, gapAfter: 6 });
  flow.text(`${words('date')} : ${date} · ${words('province')} : ${province}`, { color: MUTED, gapAfter: 8 });
  flow.text(words('question'), { bold: true, gapAfter: 2 });
  flow.text(item.question, { gapAfter: 10 });
  flow.heading(words('answer'));
  flow.text(answer.summary, { gapAfter: 8 });
  if (answer.passages.length) {
    flow.heading(words('sources'));
    let previous = '';
    for (const passage of answer.passages) {
      const line = sourceLine(passage.source);
      if (line !== previous) flow.text(line, { bold: true, color: ACCENT, gapAfter: 2 });
      previous = line;
      flow.text(`“${passage.quote}”`, { indent: 12, gapAfter: 6 });
    }
  }
  if (answer.provisions.length) {
    flow.heading(words('provisions'));
    for (const provision of answer.provisions) flow.text(`• ${provisionLine(provision)}`, { gapAfter: 3 });
  }
  flow.space(8);
  flow.text(words(answer.engine === 'offline' ? 'engineOffline' : 'engineBedrock'), {
    color: MUTED,
    size: 8,
  });
  drawFooters(flow.pages, footer, labels, regular, size[0]);
  return doc.save({ useObjectStreams: true });
}
