import { HAZARDS } from '#shared/knowledge/hazards';
import { citationSubject } from '#shared/knowledge/content';
import {
  ACCEPTED_FILES,
  extensionOf,
  type AcceptedExtension,
  type AnalysisResult,
} from '#shared/schemas/analysis';
import { sectorLabel } from '#shared/taxonomy';
import { getObjectBytes } from '#adapters/objects';
import { BedrockAnalyzer } from '#adapters/model/bedrock';
import type { Analysis } from '#adapters/table/analyses';
import type { ReadDocument } from './offline-analyzer/analyze';

/** The Bedrock path: the files themselves plus what was read from them, and the citations it may use. */
export async function runBedrockAnalysis(
  item: Analysis,
  documents: ReadDocument[],
  riskIdPrefix: 'SST' | 'ISST',
): Promise<AnalysisResult> {
  const { request } = item;
  const lang = request.language === 'fr' ? 'fr' : 'en';
  const labels = sectorLabel(request, lang);
  const allowedCitations = HAZARDS.flatMap((h) => h.citations)
    .filter((c) => c.jurisdiction === request.jurisdiction)
    .map((c) => ({
      jurisdiction: c.jurisdiction,
      instrument: c.instrument,
      articles: c.articles,
      subject: citationSubject(c.subject, lang),
      status: c.status,
    }))
    .filter(
      (c, i, all) => all.findIndex((o) => o.instrument === c.instrument && o.articles === c.articles) === i,
    );
  const files = await Promise.all(
    request.files.map(async (file, i) => {
      const read = documents[i]!;
      const extension = extensionOf(file.name);
      return {
        fileName: file.name,
        kind: read.kind,
        mediaType:
          ACCEPTED_FILES[extension as AcceptedExtension]?.find(Boolean) ?? 'application/octet-stream',
        bytes: await getObjectBytes(file.key),
        text: read.pages.map((p) => p.text).join('\n') || null,
      };
    }),
  );
  return new BedrockAnalyzer().analyze({
    language: request.language,
    jurisdiction: request.jurisdiction,
    area: request.area,
    sector: {
      mainSector: request.mainSector,
      subSector: request.subSector,
      specificActivity: request.specificActivity,
      labels: Object.values(labels).filter((v): v is string => Boolean(v)),
    },
    customInstructions: request.customInstructions,
    files,
    allowedCitations,
    riskIdPrefix,
  });
}
