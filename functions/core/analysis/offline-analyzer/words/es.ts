import { GENERAL_RECOMMENDATIONS } from '#shared/knowledge/general-recommendations';
import type { AnalyzerWords } from './types';

/** Singular or plural form of a Spanish noun phrase, by count. */
const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

/** The offline analyzer's own sentences in Spanish (translation of `WORDS.en` in ../words.ts). */
const words: AnalyzerWords = {
  method: (ocr: boolean) =>
    `Análisis sin conexión (motor determinista): se extrajo el texto de los documentos${ocr ? ' y se leyó mediante OCR el texto visible en las fotos' : ''}, y a continuación se comparó con una base de conocimientos de peligros. Las fotos no se interpretan visualmente: un peligro visible pero no escrito no se detecta. Cada hallazgo cita su fuente; el riesgo residual es una estimación que debe validar una persona cualificada.`,
  summary: (count: number, files: number, area: string, typical: boolean) =>
    typical
      ? `No se detectó ningún peligro en el texto leído (${files} ${plural(files, 'archivo', 'archivos')}) para «${area}». Los riesgos siguientes son típicos de la actividad declarada y deben confirmarse in situ.`
      : `${count} ${plural(count, 'riesgo detectado', 'riesgos detectados')} en ${files} ${plural(files, 'archivo', 'archivos')} para «${area}», ordenados de mayor a menor.`,
  typicalEvidence: (activity: string) =>
    `Riesgo típico de la actividad «${activity}»: ningún texto leído lo confirma; verifíquelo in situ.`,
  documentSummary: (pages: number | null, characters: number, ocrPages: number) =>
    `${pages ? `Documento de ${pages} ${plural(pages, 'página', 'páginas')}; ` : ''}${characters} ${plural(characters, 'carácter leído', 'caracteres leídos')}${ocrPages ? ` (${ocrPages} ${plural(ocrPages, 'página leída', 'páginas leídas')} mediante OCR)` : ''}.`,
  photoSummary: (characters: number) =>
    characters > 0
      ? `Foto: ${characters} ${plural(characters, 'carácter', 'caracteres')} de texto visible ${plural(characters, 'leído', 'leídos')} mediante OCR.`
      : 'Foto: ningún texto legible. En el modo sin conexión, la foto no se interpreta visualmente.',
  found: (titles: string[]) =>
    titles.length
      ? ` ${plural(titles.length, 'Peligro detectado', 'Peligros detectados')}: ${titles.join('; ')}.`
      : ' No se detectó ningún peligro en este archivo.',
  opening: (quote: string) => `Inicio del texto leído: «${quote}»`,
  warnings: {
    legacyDoc:
      'No se pudo leer el archivo de Word antiguo (.doc): conviértalo a DOCX o PDF y vuelva a ejecutar el análisis.',
    scannedPagesOcr: 'Se leyeron páginas escaneadas mediante OCR: verifique los pasajes citados.',
    noTextFound: 'No se pudo leer ningún texto de este archivo.',
    heicConverted: 'Foto HEIC convertida antes de la lectura.',
    pageLimit: 'Solo se leyeron las 200 primeras páginas.',
    renderUnavailable: 'No se pudieron leer páginas escaneadas: envíe un PDF con texto o fotos nítidas.',
    ocrFailed: 'La lectura OCR falló en este archivo.',
    pdfEncrypted: 'PDF protegido con contraseña: envíe una versión sin protección.',
    fileDamaged: 'Archivo dañado: no se pudo leer.',
    ocrBudget:
      'El análisis alcanzó su límite de OCR (páginas escaneadas y fotos, o tiempo): este archivo no se leyó por OCR. Envíelo en otro análisis.',
    pageBudget:
      'El análisis alcanzó su límite de páginas: el resto de este documento no se leyó. Envíelo en otro análisis.',
    imageTooLarge:
      'Imagen demasiado grande (más de 50 megapíxeles): no se leyó. Reduzca su tamaño y vuelva a iniciar el análisis.',
    documentTooLarge:
      'Documento demasiado grande una vez descomprimido: no se leyó. Guárdelo en PDF y vuelva a iniciar el análisis.',
  },
  general: GENERAL_RECOMMENDATIONS.es,
  responsibility:
    'Para cada medida, designar a una persona responsable y un plazo proporcional al nivel de riesgo.',
};

export default words;
