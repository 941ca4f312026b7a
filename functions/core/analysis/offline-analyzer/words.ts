import { GENERAL_RECOMMENDATIONS } from '#shared/knowledge/general-recommendations';
import type { Language } from '#shared/languages';
import de from './words/de';
import es from './words/es';
import ja from './words/ja';
import pt from './words/pt';
import type { AnalyzerWords } from './words/types';
import zh from './words/zh';

/** The offline analyzer's own words in the seven languages (French and English here, the others in words/). */

const FR: AnalyzerWords = {
  method: (ocr: boolean) =>
    `Analyse hors ligne (moteur déterministe) : le texte des documents a été extrait${ocr ? ' et le texte visible dans les photos a été lu par OCR' : ''}, puis comparé à une base de connaissances des dangers. Les photos ne sont pas interprétées visuellement : un danger visible mais non écrit n’est pas détecté. Chaque constat cite sa source; le risque résiduel est une estimation à valider par une personne qualifiée.`,
  summary: (count: number, files: number, area: string, typical: boolean) =>
    typical
      ? `Aucun danger n’a été relevé dans le texte lu (${files} fichier(s)) pour « ${area} ». Les risques ci-dessous sont typiques de l’activité déclarée et sont à confirmer sur place.`
      : `${count} risque(s) relevé(s) dans ${files} fichier(s) pour « ${area} », classés du plus élevé au plus faible.`,
  typicalEvidence: (activity: string) =>
    `Risque typique de l’activité « ${activity} » : aucun texte lu ne le confirme; à vérifier sur place.`,
  documentSummary: (pages: number | null, characters: number, ocrPages: number) =>
    `${pages ? `Document de ${pages} page(s); ` : ''}${characters} caractères lus${ocrPages ? ` (dont ${ocrPages} page(s) lue(s) par OCR)` : ''}.`,
  photoSummary: (characters: number) =>
    characters > 0
      ? `Photo : ${characters} caractères de texte visible lus par OCR.`
      : 'Photo : aucun texte lisible. En mode hors ligne, la photo n’est pas interprétée visuellement.',
  found: (titles: string[]) =>
    titles.length ? ` Dangers relevés : ${titles.join('; ')}.` : ' Aucun danger relevé dans ce fichier.',
  opening: (quote: string) => `Début du texte lu : « ${quote} »`,
  warnings: {
    legacyDoc:
      'Ancien format Word (.doc) illisible : convertissez-le en DOCX ou en PDF, puis relancez l’analyse.',
    scannedPagesOcr: 'Des pages numérisées ont été lues par OCR : vérifiez les passages cités.',
    noTextFound: 'Aucun texte n’a pu être lu dans ce fichier.',
    heicConverted: 'Photo HEIC convertie avant lecture.',
    pageLimit: 'Seules les 200 premières pages ont été lues.',
    renderUnavailable:
      'Des pages numérisées n’ont pas pu être lues : envoyez un PDF avec texte ou des photos nettes.',
    ocrFailed: 'La lecture OCR a échoué pour ce fichier.',
    pdfEncrypted: 'PDF protégé par mot de passe : envoyez une version non protégée.',
    fileDamaged: 'Fichier endommagé : il n’a pas pu être lu.',
    ocrBudget:
      'Limite de lecture OCR de l’analyse atteinte (pages numérisées et photos, ou durée) : ce fichier n’a pas été lu par OCR. Envoyez-le dans une autre analyse.',
    pageBudget:
      'Limite de pages de l’analyse atteinte : la suite de ce document n’a pas été lue. Envoyez-la dans une autre analyse.',
    imageTooLarge:
      'Image trop grande (plus de 50 mégapixels) : elle n’a pas été lue. Réduisez-la, puis relancez l’analyse.',
    documentTooLarge:
      'Document trop volumineux une fois décompressé : il n’a pas été lu. Enregistrez-le en PDF, puis relancez l’analyse.',
  },
  general: GENERAL_RECOMMENDATIONS.fr,
  responsibility:
    'Pour chaque mesure, désigner une personne responsable et une échéance proportionnée au niveau de risque.',
};

const EN: AnalyzerWords = {
  method: (ocr: boolean) =>
    `Offline analysis (deterministic engine): the text of the documents was extracted${ocr ? ' and the text visible in the photos was read by OCR' : ''}, then compared with a hazard knowledge base. Photos are not interpreted visually: a hazard that is visible but not written is not detected. Every finding cites its source; residual risk is an estimate to be validated by a qualified person.`,
  summary: (count: number, files: number, area: string, typical: boolean) =>
    typical
      ? `No hazard was found in the text read (${files} file(s)) for “${area}”. The risks below are typical of the declared activity and must be confirmed on site.`
      : `${count} risk(s) found in ${files} file(s) for “${area}”, ranked from highest to lowest.`,
  typicalEvidence: (activity: string) =>
    `Typical risk of the activity “${activity}”: nothing read confirms it; check on site.`,
  documentSummary: (pages: number | null, characters: number, ocrPages: number) =>
    `${pages ? `${pages}-page document; ` : ''}${characters} characters read${ocrPages ? ` (${ocrPages} page(s) read by OCR)` : ''}.`,
  photoSummary: (characters: number) =>
    characters > 0
      ? `Photo: ${characters} characters of visible text read by OCR.`
      : 'Photo: no readable text. In offline mode the photo is not interpreted visually.',
  found: (titles: string[]) =>
    titles.length ? ` Hazards found: ${titles.join('; ')}.` : ' No hazard found in this file.',
  opening: (quote: string) => `Text read begins: “${quote}”`,
  warnings: {
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
  general: GENERAL_RECOMMENDATIONS.en,
  responsibility:
    'For each measure, name a responsible person and a due date proportionate to the risk level.',
};

export const WORDS: Readonly<Record<Language, AnalyzerWords>> = { fr: FR, en: EN, es, de, pt, zh, ja };
