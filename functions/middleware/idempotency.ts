import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import type { JSONValue } from '@aws-lambda-powertools/commons/types';
import type { Context } from 'aws-lambda';
import { idempotencyStore } from '#adapters/idempotency-store';
import { AppError } from '#core/errors';
import { METRIC, metrics, MetricUnit } from '#functions/observability';
import type { RouteDefinition } from '#functions/route-types';
import type { HandlerResult } from './define-handler';
import type { HttpEvent, RequestState } from './types';

/** An answer that must not be stored: an error is not the outcome of the request. */
class NotStored extends Error {
  constructor(readonly result: HandlerResult) {
    super('not stored');
  }
}

/** The provider's event id: its retries carry the same id with new signatures. */
function providerEventId(rawBody: string | undefined): string | undefined {
  try {
    const id = (JSON.parse(rawBody ?? '') as { id?: unknown }).id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What makes two requests the same: for the payment webhook the event id; otherwise the
 * caller (two users sending the same body are two requests), the path and the body, plus an
 * `Idempotency-Key` header for clients that mean to send the same content twice.
 */
export function requestIdentity(route: RouteDefinition, state: RequestState, event: HttpEvent) {
  if (route.rawBody) return { route: route.id, event: providerEventId(state.rawBody) ?? state.rawBody };
  return {
    route: route.id,
    user: state.session?.user.id ?? null,
    params: event.pathParameters ?? {},
    input: state.input,
    key: event.headers?.['idempotency-key'] ?? null,
  };
}

/** A stored answer served again: marked as a replay; for the provider, counted as a duplicate. */
function replayed(route: RouteDefinition, result: HandlerResult): HandlerResult {
  const headers = { ...result.headers, 'idempotency-replayed': 'true' };
  if (route.audience !== 'paymentProvider') return { ...result, headers };
  metrics.addMetric(METRIC.webhookDuplicates, MetricUnit.Count, 1);
  return { ...result, headers, body: { ...(result.body as object), duplicate: true } };
}

/**
 * Runs a request once (Powertools Idempotency): a repeat within the route's window gets the
 * first answer (header `idempotency-replayed: true`); a repeat while the first still runs gets
 * 409 requestInProgress. The in-progress record expires with the function's remaining time, so
 * an invocation killed by its timeout blocks the retries only until then, and an error answer
 * (thrown or 4xx/5xx) deletes the record so that a corrected retry runs.
 */
export async function runOnce(
  route: RouteDefinition,
  context: Context,
  identity: unknown,
  run: () => Promise<HandlerResult>,
): Promise<HandlerResult> {
  const idempotencyConfig = new IdempotencyConfig({
    expiresAfterSeconds: route.idempotentForSeconds,
    responseHook: (stored) => replayed(route, stored as unknown as HandlerResult) as unknown as JSONValue,
  });
  idempotencyConfig.registerLambdaContext(context);
  const once = makeIdempotent(
    async (_identity: unknown) => {
      const result = await run();
      if ((result.status ?? 200) >= 400) throw new NotStored(result);
      if (result.binary) throw new Error(`Route ${route.id}: an idempotent route answers JSON`);
      return result;
    },
    { persistenceStore: idempotencyStore(route.id), config: idempotencyConfig },
  );
  try {
    return (await once(identity)) as HandlerResult;
  } catch (error) {
    if (error instanceof NotStored) return error.result;
    if (error instanceof IdempotencyAlreadyInProgressError)
      throw new AppError(409, 'requestInProgress', {}, { 'Retry-After': '5' });
    throw error;
  }
}
