import { checkDeclaredType, kindOfExtension } from './detect';
import { extractPdf } from './pdf';
import { extractPhoto } from './photo';
import { rtfToText } from './rtf';
import { singlePageDocument } from './single-page';
import { decodeText, tidyText } from './text-decoding';
import { kindOf, type Extracted, type ExtractInput, type ExtractionWarning } from './types';
import { extractDoc, extractDocx } from './word';

/**
 * Reads one uploaded file. The content decides how it is read (see checkDeclaredType); a file that
 * is empty, not what its name says, or of no accepted type comes back 'unreadable' with a warning
 * instead of an error, so one bad file never fails a whole analysis.
 */

const CHECK_WARNINGS = {
  empty: 'emptyFile',
  mismatch: 'typeMismatch',
  unsupported: 'unsupportedType',
} as const satisfies Record<string, ExtractionWarning>;

export async function extractDocument(input: ExtractInput): Promise<Extracted> {
  const check = checkDeclaredType(input.fileName, input.bytes);
  if (!check.ok) {
    const kind = check.detected ? kindOf(check.detected) : kindOfExtension(input.fileName);
    return { kind, method: 'unreadable', pages: [], warnings: [CHECK_WARNINGS[check.reason]] };
  }
  switch (check.detected) {
    case 'pdf':
      return extractPdf(input.bytes, input.budget);
    case 'docx':
      return extractDocx(input.bytes);
    case 'doc':
      return extractDoc(input.bytes);
    case 'rtf':
      return singlePageDocument('rtf', tidyText(rtfToText(input.bytes)));
    case 'txt':
      return singlePageDocument('text', tidyText(decodeText(input.bytes).text));
    default:
      return extractPhoto(check.detected, input.bytes, input.budget);
  }
}
