import { formatFileSize } from '#shared/file-size';
import analyzerTexts from '#shared/i18n/analyzer';
import { fixedT, serverTexts } from '#shared/i18n/server';
import type { Language } from '#shared/languages';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from './content';

const ANALYZER = serverTexts('analyzer', analyzerTexts);

/** Why a file was not shown to the model as an image or a document block. */
export type DeliveryReason =
  'imageFormat' | 'imageTooLarge' | 'imageLimit' | 'documentFormat' | 'documentTooLarge' | 'documentLimit';

/** How one input file reached the model (same order as the input files). */
export interface FileDelivery {
  fileName: string;
  as: 'image' | 'document' | 'text' | 'none';
  /** The sanitised document block name, when sent as a document. */
  documentName?: string;
  reason?: DeliveryReason;
  /** The extracted text was cut to the per-file budget. */
  truncated?: boolean;
}

/** The texts of a file's warnings (the "analyzer" namespace, modelAnalysis.warnings). */
type WarningKey =
  Exclude<DeliveryReason, 'documentFormat'> | 'usedAsText' | 'notAnalysed' | 'truncated' | 'quotesRemoved';

/** What the user is told about a file: how it reached the model, and whether quotes of it were removed. */
export function fileWarnings(
  delivery: FileDelivery | undefined,
  quotesRemoved: boolean,
  language: Language,
): string[] {
  const t = fixedT(language, ANALYZER);
  // The model's size limits in the user's units ("3,75 Mo", "3.75 MB").
  const limits: Partial<Record<WarningKey, number>> = {
    imageTooLarge: MAX_IMAGE_BYTES,
    documentTooLarge: MAX_DOCUMENT_BYTES,
  };
  const text = (key: WarningKey) => {
    const limit = limits[key];
    return t(`modelAnalysis.warnings.${key}`, limit ? { limit: formatFileSize(limit, language) } : {});
  };
  const warnings: string[] = [];
  if (delivery?.reason && delivery.reason !== 'documentFormat') {
    warnings.push(text(delivery.reason));
    if (delivery.as === 'text') warnings.push(text('usedAsText'));
  }
  if (delivery?.as === 'none') warnings.push(text('notAnalysed'));
  if (delivery?.truncated) warnings.push(text('truncated'));
  if (quotesRemoved) warnings.push(text('quotesRemoved'));
  return warnings;
}
