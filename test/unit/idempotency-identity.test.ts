import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { requestIdentity } from '#functions/middleware/idempotency';
import type { RequestState } from '#functions/middleware/types';
import { findRoute } from '#functions/routes';

const event = (headers: Record<string, string> = {}, pathParameters?: Record<string, string>) =>
  ({ headers, pathParameters }) as unknown as APIGatewayProxyEventV2;
const state = (userId: string | null, input: unknown, rawBody?: string) =>
  ({ session: userId ? { user: { id: userId } } : null, input, rawBody }) as unknown as RequestState;

describe('what makes two requests the same', () => {
  const route = findRoute('sendEmail');
  const body = { analysisId: 'a-1', recipientEmail: 'x@example.com', selectedRisks: ['SST_001'] };

  it('is the same for one user sending the same body to the same path', () => {
    expect(requestIdentity(route, state('u-1', body), event())).toEqual(
      requestIdentity(route, state('u-1', { ...body }), event()),
    );
  });

  it('differs between two users sending the same body', () => {
    expect(requestIdentity(route, state('u-1', body), event())).not.toEqual(
      requestIdentity(route, state('u-2', body), event()),
    );
  });

  it('differs by path parameter and by Idempotency-Key header', () => {
    const mail = findRoute('sendAnalysisEmail');
    expect(requestIdentity(mail, state('u-1', body), event({}, { id: 'a' }))).not.toEqual(
      requestIdentity(mail, state('u-1', body), event({}, { id: 'b' })),
    );
    expect(requestIdentity(route, state('u-1', body), event({ 'idempotency-key': '1' }))).not.toEqual(
      requestIdentity(route, state('u-1', body), event({ 'idempotency-key': '2' })),
    );
  });

  it('is the event id for the payment webhook, whatever the signature or payload order', () => {
    const webhook = findRoute('paymentWebhook');
    const one = requestIdentity(
      webhook,
      state(null, undefined, '{"id":"evt_1","type":"invoice.paid"}'),
      event({ 'stripe-signature': 't=1' }),
    );
    const two = requestIdentity(
      webhook,
      state(null, undefined, '{"type":"invoice.paid","id":"evt_1"}'),
      event({ 'stripe-signature': 't=2' }),
    );
    expect(one).toEqual({ route: 'paymentWebhook', event: 'evt_1' });
    expect(two).toEqual(one);
  });
});
