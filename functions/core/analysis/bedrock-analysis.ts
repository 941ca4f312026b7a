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
import type { AllowedCitations, AnalysisInput, FirstAnswer } from '#adapters/model/port';
import type { Analysis, AnalysisPreview } from '#adapters/table/analyses';
import type { RepairState } from './bedrock-repair';
import { previewKey } from './preview-key';
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

/** What OCR read on a document's scanned pages ('' for a photo, or when none were scans). */
function scannedText(read: ReadDocument): string {
  if (read.kind !== 'document') return '';
  return read.pages
    .filter((p) => p.source === 'ocr')
    .map((p) => p.text)
    .join('\n');
}

/**
 * The Bedrock input: the files themselves plus what was read from them, and the citations it may
 * use. A photo with a preview goes as its 1,024-px JPEG: the model sees no more than about 1.15
 * megapixels anyway (it scales larger images down), so the original only costs bytes and tokens,
 * and a photo too large or in a format the model cannot view (HEIC, BMP) is seen through it.
 */
export async function bedrockInput(
  item: Analysis,
  documents: ReadDocument[],
  riskIdPrefix: 'SST' | 'ISST',
  previews: AnalysisPreview[] = [],
  /** The bytes already in memory for each file (see readFiles); a missing one is read from storage. */
  heldBytes: (Uint8Array | null)[] = [],
): Promise<AnalysisInput> {
  const { request } = item;
  const labels = sectorLabelIn(request, request.language);
  const previewKeys = new Set(previews.map((p) => p.key));
  const files = await Promise.all(
    request.files.map(async (file, i) => {
      const read = documents[i]!;
      const extension = extensionOf(file.name);
      const preview =
        read.kind === 'photo' && previewKeys.has(previewKey(item, i)) ? previewKey(item, i) : null;
      return {
        fileName: file.name,
        kind: read.kind,
        mediaType: preview
          ? 'image/jpeg'
          : (ACCEPTED_FILES[extension as AcceptedExtension]?.find(Boolean) ?? 'application/octet-stream'),
        bytes: heldBytes[i] ?? (await getObjectBytes(preview ?? file.key)),
        text: read.pages.map((p) => p.text).join('\n') || null,
        ...(scannedText(read) && { ocrText: scannedText(read) }),
        ...((read.caption ?? file.caption) && { caption: read.caption ?? file.caption }),
      };
    }),
  );
  return {
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
  };
}

/** The Bedrock path's first answer: the result, or a rejected answer to repair in a new message. */
export async function runBedrockAnalysis(
  item: Analysis,
  documents: ReadDocument[],
  riskIdPrefix: 'SST' | 'ISST',
  previews: AnalysisPreview[] = [],
  heldBytes: (Uint8Array | null)[] = [],
): Promise<FirstAnswer> {
  return new BedrockAnalyzer().analyze(
    await bedrockInput(item, documents, riskIdPrefix, previews, heldBytes),
  );
}

/** The repair, from what the first invocation kept: the same input, the rejected answer. */
export async function runBedrockRepair(
  item: Analysis,
  state: RepairState,
  riskIdPrefix: 'SST' | 'ISST',
): Promise<AnalysisResult> {
  const input = await bedrockInput(item, state.documents, riskIdPrefix, state.previews);
  return new BedrockAnalyzer().repair(input, state.rejected);
}
