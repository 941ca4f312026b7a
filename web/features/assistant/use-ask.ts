import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantHistoryItem, ConsolidatedRequest } from '#shared/schemas/assistant';
import { toast } from '@/components/ui/use-toast';
import { ApiError, NetworkError } from '@/lib/api-client';
import { apiErrorText, hasErrorCode } from '@/lib/api-error-text';
import { askQuestion } from './api/ask-question';
import { useAssistantItem } from './api/assistant-item';
import { assistantKey } from './api/keys';
import { limitNumbers, useLimitToast } from './use-library-upload';

/**
 * How long the screen waits for an answer (the spec's client limit, 180 000 ms). The job goes on
 * running on the server: its answer still reaches the History tab.
 */
export const ANSWER_TIMEOUT_MS = 180_000;

type AskState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'waiting'; id: string }
  | { phase: 'timedOut'; id: string };

export interface Ask {
  /** Files being added, question being sent, or answer awaited. */
  running: boolean;
  /** What the screen is doing now, for its status line. */
  phase: AskState['phase'];
  /** The 3 minutes passed without an answer (the message says so, and where it will be). */
  timedOut: boolean;
  /**
   * Sends the question once `prepare` (adding the question's new files to the library) resolves
   * with the request; `prepare` resolving null stops there (it has said why).
   */
  ask: (prepare: () => Promise<ConsolidatedRequest | null>) => Promise<void>;
}

/**
 * The run of a question (spec section 4): the request is queued (202), then its item is polled
 * until it is done (`onAnswer`) or failed, or until the 3-minute limit; every failure is told in a
 * toast in the user's language (the original only logged some).
 */
export function useAsk(onAnswer: (item: AssistantHistoryItem) => void): Ask {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showLimit = useLimitToast();
  const [state, setState] = useState<AskState>({ phase: 'idle' });
  const waitingId = state.phase === 'waiting' ? state.id : null;
  const item = useAssistantItem(waitingId);
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  }, [onAnswer]);

  const fail = useCallback(
    (description: string) => {
      toast({ title: t('assistant.ask.failedTitle'), description, variant: 'destructive' });
    },
    [t],
  );

  useEffect(() => {
    if (!waitingId) return;
    const timer = window.setTimeout(() => {
      setState({ phase: 'timedOut', id: waitingId });
      toast({
        title: t('assistant.ask.timeoutTitle'),
        description: t('assistant.ask.timeout'),
        variant: 'destructive',
      });
    }, ANSWER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [t, waitingId]);

  const answer = waitingId ? item.data : undefined;
  useEffect(() => {
    if (!waitingId || !answer || answer.id !== waitingId) return;
    if (answer.status === 'done') {
      setState({ phase: 'idle' });
      void queryClient.invalidateQueries({ queryKey: assistantKey });
      onAnswerRef.current(answer);
    } else if (answer.status === 'failed') {
      setState({ phase: 'idle' });
      void queryClient.invalidateQueries({ queryKey: assistantKey });
      fail(t('assistant.ask.failed', { error: answer.error?.message ?? t('formErrors.unexpected') }));
    }
  }, [answer, fail, queryClient, t, waitingId]);

  // Polling that cannot reach the server ends the wait: the question may still be answered.
  const pollError = waitingId && item.isError ? item.error : null;
  useEffect(() => {
    if (!pollError) return;
    setState({ phase: 'idle' });
    fail(
      pollError instanceof NetworkError
        ? t('assistant.ask.connection')
        : apiErrorText(t, pollError, t('assistant.ask.connection')),
    );
  }, [fail, pollError, t]);

  const ask = useCallback(
    async (prepare: () => Promise<ConsolidatedRequest | null>) => {
      setState({ phase: 'preparing' });
      try {
        const request = await prepare();
        if (!request) {
          setState({ phase: 'idle' });
          return;
        }
        const { analysisId } = await askQuestion(request);
        setState({ phase: 'waiting', id: analysisId });
        void queryClient.invalidateQueries({ queryKey: assistantKey });
      } catch (error) {
        setState({ phase: 'idle' });
        // A question takes a place in the library too: a full one refuses it like a file.
        if (error instanceof ApiError && hasErrorCode(error, 'libraryFull'))
          showLimit(limitNumbers(error, 1));
        else
          fail(
            error instanceof NetworkError
              ? t('assistant.ask.connection')
              : t('assistant.ask.failed', { error: apiErrorText(t, error, t('formErrors.unexpected')) }),
          );
      }
    },
    [fail, queryClient, showLimit, t],
  );

  return {
    running: state.phase === 'preparing' || state.phase === 'waiting',
    phase: state.phase,
    timedOut: state.phase === 'timedOut',
    ask,
  };
}
