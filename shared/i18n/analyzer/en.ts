import type { AnalyzerTranslation } from './fr';

/** English texts of the "analyzer" namespace. */
const analyzer = {
  offlineAnalysis: {
    method:
      'Offline analysis (deterministic engine): the text of the documents was extracted, then compared with a hazard knowledge base. Photos are not interpreted visually: a hazard that is visible but not written is not detected. Every finding cites its source; residual risk is an estimate to be validated by a qualified person.',
    methodWithOcr:
      'Offline analysis (deterministic engine): the text of the documents was extracted and the text visible in the photos was read by OCR, then compared with a hazard knowledge base. Photos are not interpreted visually: a hazard that is visible but not written is not detected. Every finding cites its source; residual risk is an estimate to be validated by a qualified person.',
    files: '{{count}} file(s)',
    summaryNone:
      'No hazard was found in what was read ({{files}}) for “{{area}}”. This does not mean the workplace is safe: the offline engine reads text only and does not see the photos; an on-site inspection is still needed.',
    controlledNote:
      '{{count}} hazard(s) described as under control are listed separately, with the controls in place.',
    siteTypeUnknown:
      'Site type not specified: in Québec, the Safety Code for the construction industry (CSTC) applies on a construction site and the RSST in an establishment; both are cited, to be settled according to the site.',
    summaryTypical:
      'No hazard was found in the text read ({{files}}) for “{{area}}”. The risks below are typical of the declared activity and must be confirmed on site.',
    summary: '{{count}} risk(s) found in {{files}} for “{{area}}”, ranked from highest to lowest.',
    typicalEvidence: 'Typical risk of the activity “{{activity}}”: nothing read confirms it; check on site.',
    document: '{{count}} characters read.',
    pages: '{{count}}-page',
    documentPages: '{{pages}} document; {{count}} characters read.',
    ocrPages: '{{count}} page(s) read',
    documentPagesOcr: '{{pages}} document; {{count}} characters read ({{ocrPages}} by OCR).',
    photo: 'Photo: {{count}} characters of visible text read by OCR.',
    photoCaptionOnly:
      "Photo: no readable text; the adviser's caption was analysed. The photo itself is not interpreted visually in offline mode.",
    photoNoText: 'Photo: no readable text. In offline mode the photo is not interpreted visually.',
    found: ' Hazards found: {{titles}}.',
    foundNone: ' No hazard found in this file.',
    titleSeparator: '; ',
    opening: 'Text read begins: “{{quote}}”',
    /** Who enforces the Criminal Code's due-diligence duty, in the regulations section. */
    courts: 'Courts (criminal and regulatory law)',
    warnings: {
      languageNotRead:
        'This document seems to be written in a language the offline engine does not read (it reads French, English, Spanish, German, Portuguese, Chinese and Japanese): it was not analysed.',
      legacyDoc:
        'Legacy Word file (.doc) could not be read: convert it to DOCX or PDF, then run the analysis again.',
      scannedPagesOcr: 'Scanned pages were read by OCR: check the quoted passages.',
      noTextFound: 'No text could be read from this file.',
      heicConverted: 'HEIC photo converted before reading.',
      pageLimit: 'Only the first 200 pages were read.',
      renderUnavailable: 'Scanned pages could not be read: send a PDF with text, or sharp photos.',
      ocrFailed: 'OCR failed for this file.',
      pdfEncrypted: 'Password-protected PDF: send an unprotected version.',
      fileDamaged: 'Damaged file: it could not be read.',
      ocrBudget:
        'The analysis reached its OCR limit (scanned pages and photos, or time): this file was not read by OCR. Send it in another analysis.',
      pageBudget:
        'The analysis reached its page limit: the rest of this document was not read. Send it in another analysis.',
      imageTooLarge:
        'Picture too large (over 50 megapixels): it was not read. Resize it, then run the analysis again.',
      documentTooLarge:
        'Document too large once unzipped: it was not read. Save it as PDF, then run the analysis again.',
    },
    responsibility:
      'For each measure, name a responsible person and a due date proportionate to the risk level.',
  },
  modelAnalysis: {
    method:
      'Analysis made by a large language model (Amazon Bedrock): the model looked at the photos and read the documents. Findings, ratings and controls must be verified on site by a qualified person before any decision. Regulatory citations are taken only from the reference data.',
    siteTypeUnknown:
      'Site type not given: on a construction site, the {{construction}} applies; in an establishment, the {{establishment}}.',
    warnings: {
      imageFormat:
        'The AI model cannot view this image format (only JPEG, PNG, GIF and WebP): convert it to JPEG or PNG to have it examined.',
      imageTooLarge:
        'This image is larger than the AI model accepts ({{limit}}): reduce it to have it examined.',
      imageLimit: 'The AI model views at most 20 photos per analysis: this one was not viewed.',
      documentTooLarge: 'This document is larger than the AI model accepts ({{limit}}).',
      documentLimit: 'The AI model reads at most 5 documents per analysis as documents.',
      usedAsText: 'Only the text read from this file was used.',
      notAnalysed: 'No text could be read from it: this file was not analysed.',
      truncated: 'The text was too long: only its beginning was analysed.',
      quotesRemoved:
        'Passages the AI model attributed to this file were not found in it word for word: they were removed from the analysis.',
    },
  },
  assistantAnswer: {
    found:
      'Answer drawn from the selected documents: {{passages}} passage(s) from {{sources}} source(s), quoted word for word with their source (file and page, or analysis and risk). Check them in context before relying on them.',
    notFound:
      'The selected documents do not contain the answer to this question: no passage deals with it. Add the relevant document or rephrase the question; no answer is guessed.',
    nothingReadable:
      'None of the selected items has readable text yet (documents still being read, without text or unreadable): the question could not be answered.',
    provisions:
      'Provisions that apply in {{province}} according to the knowledge base (confirmation status shown):',
  },
};

export default analyzer satisfies AnalyzerTranslation;
