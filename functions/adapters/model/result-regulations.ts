import { regulatorName } from '#shared/knowledge/content';
import { jurisdictionInfo } from '#shared/knowledge/jurisdictions';
import type { Language } from '#shared/languages';
import type { AnalysisResult, Risk } from '#shared/schemas/analysis';
import { jurisdictionName } from '#shared/taxonomy';
import type { AnalysisInput, ResultCitation } from './port';

/**
 * The regulations section: the jurisdiction's acts and regulations (given by the caller, so the
 * section is never empty, whatever the model cited), then the provisions the risks cite, one
 * entry per instrument. Those are allowed citations only: finish-result.ts has filtered them.
 */
export function resultRegulations(input: AnalysisInput, risks: Risk[]): AnalysisResult['regulations'] {
  const groups = new Map<string, ResultCitation[]>();
  for (const citation of risks.flatMap((r) => r.citations)) {
    const key = `${citation.jurisdiction}\u0000${citation.instrument}`;
    groups.set(key, [...(groups.get(key) ?? []), citation]);
  }
  const provisions = [...groups.values()].map((group) => {
    const first = group[0]!;
    const confirmed = group.filter((c) => c.status === 'confirmed');
    const articles = [...new Set(confirmed.flatMap((c) => (c.articles ? [c.articles] : [])))];
    return {
      title: first.instrument,
      description: [...new Set(group.map((c) => c.subject))].join('; '),
      articles: articles.length ? articles.join('; ') : null,
      coverage: coverageName(first.jurisdiction, input.language),
      authority: regulatorName(jurisdictionInfo(first.jurisdiction).regulator, input.language),
      status: confirmed.length ? ('confirmed' as const) : ('unconfirmed' as const),
    };
  });
  return [...input.regulations, ...provisions];
}

function coverageName(jurisdiction: ResultCitation['jurisdiction'], language: Language): string {
  const side = language === 'fr' ? 'fr' : 'en';
  return jurisdictionName(jurisdiction, language) ?? jurisdictionInfo(jurisdiction).name[side];
}
