import { extensionOf, type DocumentAnalysis, type Risk } from '#shared/schemas/analysis';
import type { ModelAnswer } from './answer-schema';
import { fileWarnings, type FileDelivery } from './delivery';
import { fileNameResolver } from './evidence-check';
import type { AnalysisInput } from './port';

function textMethod(file: AnalysisInput['files'][number]): DocumentAnalysis['method'] {
  if (file.kind === 'photo') return 'ocr';
  const extension = extensionOf(file.fileName);
  if (extension === 'pdf') return 'pdf-text';
  if (extension === 'docx' || extension === 'doc') return 'docx';
  if (extension === 'rtf') return 'rtf';
  return 'text';
}

/** One entry per file received: how it reached the model, what the model said of it, the risks it shows. */
export function documentAnalyses(
  answer: ModelAnswer,
  input: AnalysisInput,
  deliveries: FileDelivery[],
  risks: Risk[],
  filesWithQuotesRemoved: Set<string>,
): DocumentAnalysis[] {
  const resolveFile = fileNameResolver(input, deliveries);
  const modelNotes = new Map<string, ModelAnswer['documentAnalyses'][number]>();
  for (const entry of answer.documentAnalyses) {
    const fileName = resolveFile(entry.fileName);
    if (fileName && !modelNotes.has(fileName)) modelNotes.set(fileName, entry);
  }
  return input.files.map((file, index) => {
    const delivery = deliveries[index];
    const as = delivery?.as ?? 'none';
    const notes = modelNotes.get(file.fileName);
    return {
      fileName: file.fileName,
      kind: file.kind,
      method: as === 'image' || as === 'document' ? 'model' : as === 'text' ? textMethod(file) : 'unreadable',
      pages: null,
      characters: file.text?.length ?? 0,
      summary: notes?.summary.trim() ?? '',
      risksIdentified: risks
        .filter((r) => r.evidence.some((e) => e.fileName === file.fileName))
        .map((r) => r.riskId),
      warnings: [
        ...fileWarnings(delivery, filesWithQuotesRemoved.has(file.fileName), input.language),
        ...(notes?.warnings ?? []),
      ],
      detectedLanguage: as === 'none' ? null : (notes?.detectedLanguage ?? null),
    };
  });
}
