import type { JobMessage } from '#adapters/queue';
import { ANALYSIS_JOB } from '#core/analysis';
import { MAIL_JOB } from '#core/account';
import { ASSISTANT_ANSWER_JOB, LIBRARY_EXTRACT_JOB } from '#core/assistant';

export interface JobContext {
  /** How many times this message has been received: lets a job give up cleanly on its last try. */
  receiveCount: number;
}

export type JobHandler = (message: JobMessage, context: JobContext) => Promise<void>;

/**
 * Job types the worker runs, by message type. Each job must be idempotent: the same
 * message delivered twice leaves one result. A message of an unknown type fails and,
 * after the redrive limit, lands in the dead-letter queue.
 */
export const jobHandlers: Record<string, JobHandler> = {
  [ANALYSIS_JOB]: async (message, { receiveCount }) => {
    const { runAnalysisJob } = await import('#core/analysis/pipeline');
    // `repair`: the second answer of a rejected Bedrock answer, in its own invocation.
    await runAnalysisJob(message.jobId, receiveCount, message.payload.repair === true);
  },
  [MAIL_JOB]: async (message) => {
    const { runMailJob } = await import('#core/account');
    await runMailJob(message);
  },
  [LIBRARY_EXTRACT_JOB]: async (message) => {
    const [{ runDocumentExtraction }, { extractDocument, readingBudget }] = await Promise.all([
      import('#core/assistant/extract-document'),
      import('#core/analysis/extraction'),
    ]);
    await runDocumentExtraction(message, (fileName, bytes) =>
      extractDocument({ fileName, bytes, budget: readingBudget() }),
    );
  },
  [ASSISTANT_ANSWER_JOB]: async (message, { receiveCount }) => {
    const { runAnswerJob } = await import('#core/assistant/answer/run-answer');
    await runAnswerJob(message, receiveCount);
  },
};
