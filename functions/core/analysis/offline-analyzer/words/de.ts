import { GENERAL_RECOMMENDATIONS } from '#shared/knowledge/general-recommendations';
import type { AnalyzerWords } from './types';

/** Singular or plural form of a German noun, by count. */
const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

/** The offline analyzer's own sentences in German (translation of `WORDS.en` in ../words.ts). */
const words: AnalyzerWords = {
  method: (ocr: boolean) =>
    `Offline-Analyse (deterministische Engine): Der Text der Dokumente wurde extrahiert${ocr ? ' und der in den Fotos sichtbare Text per OCR gelesen' : ''}; anschließend wurde der Text mit einer Wissensdatenbank zu Gefährdungen abgeglichen. Fotos werden nicht visuell interpretiert: Eine Gefährdung, die sichtbar, aber nicht schriftlich festgehalten ist, wird nicht erkannt. Jeder Befund nennt seine Quelle; das Restrisiko ist eine Schätzung, die von einer fachkundigen Person bestätigt werden muss.`,
  summary: (count: number, files: number, area: string, typical: boolean) =>
    typical
      ? `Im gelesenen Text (${files} ${plural(files, 'Datei', 'Dateien')}) wurde für „${area}“ keine Gefährdung gefunden. Die folgenden Risiken sind typisch für die angegebene Tätigkeit und müssen vor Ort bestätigt werden.`
      : `${count} ${plural(count, 'Risiko', 'Risiken')} in ${files} ${plural(files, 'Datei', 'Dateien')} für „${area}“ ermittelt, vom höchsten zum niedrigsten geordnet.`,
  typicalEvidence: (activity: string) =>
    `Typisches Risiko der Tätigkeit „${activity}“: Kein gelesener Text bestätigt es; vor Ort prüfen.`,
  documentSummary: (pages: number | null, characters: number, ocrPages: number) =>
    `${pages ? `Dokument mit ${pages} ${plural(pages, 'Seite', 'Seiten')}; ` : ''}${characters} Zeichen gelesen${ocrPages ? ` (davon ${ocrPages} ${plural(ocrPages, 'Seite', 'Seiten')} per OCR gelesen)` : ''}.`,
  photoSummary: (characters: number) =>
    characters > 0
      ? `Foto: ${characters} Zeichen sichtbaren Textes per OCR gelesen.`
      : 'Foto: kein lesbarer Text. Im Offline-Modus wird das Foto nicht visuell interpretiert.',
  found: (titles: string[]) =>
    titles.length
      ? ` ${plural(titles.length, 'Ermittelte Gefährdung', 'Ermittelte Gefährdungen')}: ${titles.join('; ')}.`
      : ' In dieser Datei wurde keine Gefährdung gefunden.',
  opening: (quote: string) => `Beginn des gelesenen Textes: „${quote}“`,
  warnings: {
    legacyDoc:
      'Die Datei im alten Word-Format (.doc) konnte nicht gelesen werden: Konvertieren Sie sie in DOCX oder PDF und starten Sie die Analyse erneut.',
    scannedPagesOcr: 'Gescannte Seiten wurden per OCR gelesen: Prüfen Sie die zitierten Textstellen.',
    noTextFound: 'Aus dieser Datei konnte kein Text gelesen werden.',
    heicConverted: 'HEIC-Foto vor dem Lesen konvertiert.',
    pageLimit: 'Nur die ersten 200 Seiten wurden gelesen.',
    renderUnavailable:
      'Gescannte Seiten konnten nicht gelesen werden: Senden Sie ein PDF mit Text oder scharfe Fotos.',
    ocrFailed: 'Die OCR-Texterkennung ist für diese Datei fehlgeschlagen.',
    pdfEncrypted: 'Passwortgeschütztes PDF: Senden Sie eine ungeschützte Version.',
    fileDamaged: 'Beschädigte Datei: Sie konnte nicht gelesen werden.',
    ocrBudget:
      'Die Analyse hat ihre OCR-Grenze erreicht (gescannte Seiten und Fotos oder Zeit): Diese Datei wurde nicht per OCR gelesen. Senden Sie sie in einer weiteren Analyse.',
    pageBudget:
      'Die Analyse hat ihre Seitengrenze erreicht: Der Rest dieses Dokuments wurde nicht gelesen. Senden Sie ihn in einer weiteren Analyse.',
    imageTooLarge:
      'Bild zu groß (über 50 Megapixel): Es wurde nicht gelesen. Verkleinern Sie es und starten Sie die Analyse erneut.',
    documentTooLarge:
      'Dokument entpackt zu groß: Es wurde nicht gelesen. Speichern Sie es als PDF und starten Sie die Analyse erneut.',
  },
  general: GENERAL_RECOMMENDATIONS.de,
  responsibility:
    'Für jede Maßnahme eine verantwortliche Person und eine dem Risikoniveau angemessene Frist festlegen.',
};

export default words;
