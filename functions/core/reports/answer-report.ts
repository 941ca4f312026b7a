import reportsTexts from '#shared/i18n/reports';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { User } from '#adapters/table/users';
import { questionOf } from '#core/assistant';
import { AppError } from '#core/errors';
import type { FileAnswer } from './report-answer';
import { answerFileName, contentDisposition } from './file-name';

const REPORTS = serverTexts('reports', reportsTexts);

/**
 * GET /api/perplexity/pdf/{id}: the caller's answer as a PDF that lists its sources, to download
 * or print (an answer of a few passages always fits in the response).
 */
export async function answerPdf(user: User, id: string, kind: 'inline' | 'attachment'): Promise<FileAnswer> {
  const item = await questionOf(user, id);
  if (item.status !== 'done' || !item.answer) throw new AppError(409, 'answerNotReady');
  // Loaded with the first PDF, not with the function (see analysisPdf).
  const { renderAnswerPdf } = await import('./pdf/answer');
  const bytes = await renderAnswerPdf({ ...item, answer: item.answer });
  const title = fixedT(item.language, REPORTS)('answerPdf.title');
  return {
    binary: bytes,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(kind, answerFileName(title, item.question, item.timestamp)),
    },
  };
}
