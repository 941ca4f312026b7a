import type { RiskFamily } from '#shared/knowledge/codes';
import type { Language } from '#shared/languages';
import { MAX_FILES_PER_ANALYSIS } from '#shared/analysis-files';
import type { CaseOutcome } from './evaluate';
import type { EvalCase } from './types';

interface ApiRisk {
  riskId: string;
  family: RiskFamily;
  relatedFamilies?: RiskFamily[];
  level: string;
  basis: string;
}
interface ApiResult {
  risks: ApiRisk[];
  documentAnalyses: { fileName: string; risksIdentified: string[] }[];
}

async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The cases through the real API of a running stack, as an adviser would send them: each case a
 * text file, the cases of one language in analyses of up to 20 files (uploads to storage, start,
 * the worker's queue, status polling); each case scored on the risks its own file raised.
 */
export async function analyzeThroughApi(
  appUrl: string,
  cookie: string,
  cases: readonly EvalCase[],
): Promise<Map<string, CaseOutcome>> {
  const headers = { 'content-type': 'application/json', cookie };
  const outcomes = new Map<string, CaseOutcome>();
  const byLanguage = new Map<Language, EvalCase[]>();
  for (const c of cases) byLanguage.set(c.language, [...(byLanguage.get(c.language) ?? []), c]);
  for (const [language, all] of byLanguage) {
    for (let i = 0; i < all.length; i += MAX_FILES_PER_ANALYSIS) {
      const batch = all.slice(i, i + MAX_FILES_PER_ANALYSIS);
      const files = batch.map((c) => ({ name: `${c.id}.txt`, bytes: new TextEncoder().encode(c.text) }));
      const { uploads } = (await json(
        await fetch(`${appUrl}/api/uploads`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            files: files.map((f) => ({ name: f.name, type: 'text/plain', size: f.bytes.length })),
          }),
        }),
      )) as { uploads: { key: string; url: string; headers: Record<string, string> }[] };
      await Promise.all(
        uploads.map((u, n) => fetch(u.url, { method: 'PUT', headers: u.headers, body: files[n]!.bytes })),
      );
      const { analysisId } = (await json(
        await fetch(`${appUrl}/api/analyze-conseiller-sst`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            files: uploads.map((u, n) => ({ key: u.key, name: files[n]!.name })),
            area: '—',
            jurisdiction: 'QC',
            language,
          }),
        }),
      )) as { analysisId: string };
      let result: ApiResult | null = null;
      while (!result) {
        const status = await json(await fetch(`${appUrl}/api/analysis/${analysisId}`, { headers }));
        if (status.status === 'failed') throw new Error(`Analysis failed: ${JSON.stringify(status.error)}`);
        if (status.status === 'done') result = status.analysis as ApiResult;
        else await new Promise((r) => setTimeout(r, 200));
      }
      for (const c of batch) {
        const ids = new Set(
          result.documentAnalyses.find((d) => d.fileName === `${c.id}.txt`)?.risksIdentified,
        );
        const risks = result.risks.filter((r) => ids.has(r.riskId) && r.basis === 'observed');
        outcomes.set(c.id, {
          families: risks.flatMap((r) => [r.family, ...(r.relatedFamilies ?? [])]),
          levels: risks.map((r) => r.level),
        });
      }
    }
  }
  return outcomes;
}
