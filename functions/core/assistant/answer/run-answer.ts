import * as z from 'zod';
import { schema } from '#shared/schemas/schema';
import type { AssistantAnswer } from '#shared/schemas/assistant';
import type { Language } from '#shared/languages';
import { writeAnswer } from '#adapters/model/assistant-writer';
import { config } from '#functions/config';
import { errorMessage } from '#shared/errors';
import type { JobMessage } from '#adapters/queue';
import { getEntry, updateEntry } from '#adapters/table/library';
import { getUser } from '#adapters/table/users';
import { withTeamPlan } from '#core/account';
import { logger } from '#functions/observability';
import { MAX_RECEIVES } from '#functions/jobs/timing';
import { composeAnswer } from './compose';
import { gatherCorpus } from './corpus';
import { retrieve } from './retrieve';

/**
 * In AWS, Bedrock writes the answer from the retrieved passages only; the passages kept are the ones
 * it cites (quoted exactly, as retrieved), and nothing it wrote without a passage survives the check.
 */
async function written(
  question: string,
  language: Language,
  extractive: AssistantAnswer,
): Promise<AssistantAnswer> {
  if (!extractive.found) return extractive;
  const sourceOf = (p: AssistantAnswer['passages'][number]) =>
    [p.source.name, p.source.page !== null ? `p. ${p.source.page}` : null, p.source.riskId]
      .filter(Boolean)
      .join(', ');
  const model = await writeAnswer(
    question,
    language,
    extractive.passages.map((passage) => ({ quote: passage.quote, source: sourceOf(passage) })),
  );
  if (!model) return extractive;
  return {
    ...extractive,
    summary: model.summary,
    passages: model.cited.map((index) => extractive.passages[index]!),
    engine: 'bedrock',
  };
}

const payloadSchema = /* @__PURE__ */ schema(() =>
  z.object({ owner: z.string().min(1), userId: z.string().min(1) }),
);

/**
 * Answers one question of the assistant (the worker's job): gathers the selected text, finds the
 * passages that answer, and stores the answer on the history item. A redelivered message finds the
 * item done and does nothing; the last failed attempt marks it failed with a message.
 */
export async function runAnswerJob(message: JobMessage, receiveCount: number): Promise<void> {
  const { owner, userId } = payloadSchema.parse(message.payload);
  const entry = await getEntry(owner, message.jobId);
  if (!entry || entry.kind !== 'history' || entry.status === 'done' || entry.status === 'failed') return;
  const account = await getUser(userId);
  try {
    if (!account) throw new Error('The asker no longer exists');
    const user = await withTeamPlan(account);
    await updateEntry(owner, entry.id, { status: 'running', attempts: entry.attempts + 1 });
    const corpus = await gatherCorpus(user, owner, entry.documentIds, entry.analysisIds, entry.language);
    const retrieval = retrieve(entry.question, entry.language, corpus.passages);
    const extractive = composeAnswer(retrieval, entry.province, entry.language, corpus.readable);
    const answer =
      config().ANALYZER === 'bedrock'
        ? await written(entry.question, entry.language, extractive)
        : extractive;
    await updateEntry(owner, entry.id, { status: 'done', answer, fileNames: corpus.names });
  } catch (error) {
    logger.error('Assistant answer failed', {
      questionId: entry.id,
      errorName: (error as Error).name,
      errorMessage: (error as Error).message,
    });
    if (receiveCount < MAX_RECEIVES) throw error;
    await updateEntry(owner, entry.id, {
      status: 'failed',
      error: { code: 'answerFailed', message: await errorMessage('answerFailed', entry.language) },
    });
  }
}
