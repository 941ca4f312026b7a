import { analyzeOffline } from '#core/analysis/offline-analyzer/analyze';
import type { Jurisdiction } from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import type { CaseOutcome } from './evaluate';
import type { EvalCase } from './types';

/** A jurisdiction where each language is spoken, so citations and wording are the usual ones. */
const JURISDICTION: Record<Language, Jurisdiction> = {
  fr: 'QC',
  en: 'ON',
  es: 'ES',
  de: 'DE',
  pt: 'BR',
  zh: 'CN',
  ja: 'JP',
};

/** One case through the offline analyzer, as a one-page text document with no sector declared. */
export function analyzeCase(evalCase: EvalCase): CaseOutcome {
  const jurisdiction = JURISDICTION[evalCase.language];
  const result = analyzeOffline({
    language: evalCase.language,
    jurisdiction,
    area: '—',
    riskIdPrefix: jurisdiction === 'QC' || jurisdiction === 'ON' ? 'SST' : 'ISST',
    documents: [
      {
        fileName: `${evalCase.id}.txt`,
        kind: 'document',
        method: 'text',
        pages: [{ page: 1, text: evalCase.text, source: 'text' }],
        warnings: [],
      },
    ],
  });
  const observed = result.risks.filter((r) => r.basis === 'observed');
  return {
    families: observed.flatMap((r) => [r.family, ...r.relatedFamilies]),
    levels: observed.map((r) => r.level),
  };
}
