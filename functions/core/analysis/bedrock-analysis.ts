import { citationsForFamily, type CitationContext } from '#shared/knowledge/citation-selection';
import { resultCitation } from '#shared/knowledge/content';
import { RISK_FAMILIES } from '#shared/knowledge/types';
import type { Language } from '#shared/languages';
import {
  ACCEPTED_FILES,
  extensionOf,
  type AcceptedExtension,
  type AnalysisResult,
} from '#shared/schemas/analysis';
import { sectorLabelIn } from '#shared/taxonomy/names';
import { getObjectBytes } from '#adapters/objects';
import { BedrockAnalyzer } from '#adapters/model/bedrock';
import type { AllowedCitations } from '#adapters/model/port';
import type { Analysis } from '#adapters/table/analyses';
import type { ReadDocument } from './offline-analyzer/analyze';
import { siteRegulations } from './regulations';

/** The citations each hazard family may carry on this site, subjects in the result language. */
function allowedCitationsOf(context: CitationContext, language: Language): AllowedCitations {
  return Object.fromEntries(
    RISK_FAMILIES.flatMap((family) => {
      const citations = citationsForFamily(family, context).map((c) => resultCitation(c, language));
      return citations.length ? [[family, citations]] : [];
    }),
  );
}

/** The Bedrock path: the files themselves plus what was read from them, and the citations it may use. */
export async function runBedrockAnalysis(
  item: Analysis,
  documents: ReadDocument[],
  riskIdPrefix: 'SST' | 'ISST',
): Promise<AnalysisResult> {
  const { request } = item;
  const labels = sectorLabelIn(request, request.language);
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
        ...((read.caption ?? file.caption) && { caption: read.caption ?? file.caption }),
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
    allowedCitations: allowedCitationsOf(request, request.language),
    regulations: siteRegulations(request, request.language),
    riskIdPrefix,
  });
}
