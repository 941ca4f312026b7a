import type { APIRequestContext, APIResponse } from '@playwright/test';

/** A calendar day `days` from today where the browser is (negative: in the past). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function ok<T>(answer: Promise<APIResponse>, what: string): Promise<T> {
  const response = await answer;
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Names the client on an analysis's report cover, as the results screen would. */
export async function setClient(request: APIRequestContext, analysisId: string, clientName: string) {
  await ok(request.patch(`/api/analyses/${analysisId}`, { data: { report: { clientName } } }), 'patch');
}

/** The risks of a finished analysis (id and title), as the results screen shows them. */
export async function risksOf(request: APIRequestContext, analysisId: string) {
  const status = await ok<{ analysis: { risks: { riskId: string; title: string }[] } }>(
    request.get(`/api/analysis/${analysisId}`),
    'analysis',
  );
  return status.analysis.risks;
}

interface NewAction {
  riskId: string;
  title: string;
  ownerName?: string;
  ownerEmail?: string;
  dueDate: string;
}

export async function createAction(request: APIRequestContext, analysisId: string, action: NewAction) {
  const { action: created } = await ok<{ action: { id: string } }>(
    request.post(`/api/analyses/${analysisId}/actions`, {
      data: { ownerEmail: '', ownerName: '', ...action },
    }),
    'create action',
  );
  return created.id;
}
