import type { AnalyzerTranslation } from './fr';

/** Spanish texts of the "analyzer" namespace. */
const analyzer = {
  offlineAnalysis: {
    method:
      'Análisis sin conexión (motor determinista): se extrajo el texto de los documentos, y a continuación se comparó con una base de conocimientos de peligros. Las fotos no se interpretan visualmente: un peligro visible pero no escrito no se detecta. Cada hallazgo cita su fuente; el riesgo residual es una estimación que debe validar una persona cualificada.',
    methodWithOcr:
      'Análisis sin conexión (motor determinista): se extrajo el texto de los documentos y se leyó mediante OCR el texto visible en las fotos, y a continuación se comparó con una base de conocimientos de peligros. Las fotos no se interpretan visualmente: un peligro visible pero no escrito no se detecta. Cada hallazgo cita su fuente; el riesgo residual es una estimación que debe validar una persona cualificada.',
    files_one: '{{count}} archivo',
    files_many: '{{count}} archivos',
    files_other: '{{count}} archivos',
    summaryNone:
      'No se encontró ningún peligro en lo leído ({{files}}) para «{{area}}». Esto no significa que el lugar de trabajo sea seguro: el motor sin conexión solo lee texto y no ve las fotos; sigue siendo necesaria una inspección in situ.',
    controlledNote:
      '{{count}} peligro(s) descrito(s) como controlado(s) se enumeran aparte, con las medidas existentes.',
    siteTypeUnknown:
      'Tipo de emplazamiento no indicado: en Quebec, el Código de seguridad para los trabajos de construcción (CSTC) se aplica en una obra de construcción y el RSST en un establecimiento; se citan ambos, a decidir según el lugar.',
    summaryTypical:
      'No se detectó ningún peligro en el texto leído ({{files}}) para «{{area}}». Los riesgos siguientes son típicos de la actividad declarada y deben confirmarse in situ.',
    summary_one: '{{count}} riesgo detectado en {{files}} para «{{area}}», ordenados de mayor a menor.',
    summary_many: '{{count}} riesgos detectados en {{files}} para «{{area}}», ordenados de mayor a menor.',
    summary_other: '{{count}} riesgos detectados en {{files}} para «{{area}}», ordenados de mayor a menor.',
    typicalEvidence:
      'Riesgo típico de la actividad «{{activity}}»: ningún texto leído lo confirma; verifíquelo in situ.',
    document_one: '{{count}} carácter leído.',
    document_many: '{{count}} caracteres leídos.',
    document_other: '{{count}} caracteres leídos.',
    pages_one: '{{count}} página',
    pages_many: '{{count}} páginas',
    pages_other: '{{count}} páginas',
    documentPages_one: 'Documento de {{pages}}; {{count}} carácter leído.',
    documentPages_many: 'Documento de {{pages}}; {{count}} caracteres leídos.',
    documentPages_other: 'Documento de {{pages}}; {{count}} caracteres leídos.',
    ocrPages_one: '{{count}} página leída',
    ocrPages_many: '{{count}} páginas leídas',
    ocrPages_other: '{{count}} páginas leídas',
    documentPagesOcr_one: 'Documento de {{pages}}; {{count}} carácter leído ({{ocrPages}} mediante OCR).',
    documentPagesOcr_many: 'Documento de {{pages}}; {{count}} caracteres leídos ({{ocrPages}} mediante OCR).',
    documentPagesOcr_other:
      'Documento de {{pages}}; {{count}} caracteres leídos ({{ocrPages}} mediante OCR).',
    photo_one: 'Foto: {{count}} carácter de texto visible leído mediante OCR.',
    photo_many: 'Foto: {{count}} caracteres de texto visible leídos mediante OCR.',
    photo_other: 'Foto: {{count}} caracteres de texto visible leídos mediante OCR.',
    photoCaptionOnly:
      'Foto: sin texto legible; se analizó el pie de foto del asesor. La foto en sí no se interpreta visualmente en el modo sin conexión.',
    photoNoText: 'Foto: ningún texto legible. En el modo sin conexión, la foto no se interpreta visualmente.',
    found_one: ' Peligro detectado: {{titles}}.',
    found_many: ' Peligros detectados: {{titles}}.',
    found_other: ' Peligros detectados: {{titles}}.',
    foundNone: ' No se detectó ningún peligro en este archivo.',
    titleSeparator: '; ',
    opening: 'Inicio del texto leído: «{{quote}}»',
    /** Who enforces the Criminal Code's due-diligence duty, in the regulations section. */
    courts: 'Tribunales (derecho penal y reglamentario)',
    warnings: {
      languageNotRead:
        'Este documento parece estar redactado en un idioma que el motor sin conexión no lee (lee francés, inglés, español, alemán, portugués, chino y japonés): no se analizó.',
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
    responsibility:
      'Para cada medida, designar a una persona responsable y un plazo proporcional al nivel de riesgo.',
  },
  modelAnalysis: {
    method:
      'Análisis realizado por un gran modelo de lenguaje (Amazon Bedrock): el modelo examinó las fotos y leyó los documentos. Los hallazgos, las valoraciones y las medidas deben ser verificados en el lugar por una persona cualificada antes de cualquier decisión. Las referencias normativas provienen únicamente de los datos de referencia.',
    siteTypeUnknown:
      'Tipo de lugar no indicado: en una obra de construcción se aplica el {{construction}}; en un establecimiento, el {{establishment}}.',
    warnings: {
      imageFormat:
        'El modelo de IA no puede ver este formato de imagen (solo JPEG, PNG, GIF y WebP): conviértala a JPEG o PNG para que se examine.',
      imageTooLarge:
        'Esta imagen supera el tamaño que acepta el modelo de IA ({{limit}}): redúzcala para que se examine.',
      imageLimit: 'El modelo de IA ve como máximo 20 fotos por análisis: esta no se ha visto.',
      documentTooLarge: 'Este documento supera el tamaño que acepta el modelo de IA ({{limit}}).',
      documentLimit: 'El modelo de IA lee como máximo 5 documentos por análisis como documentos.',
      usedAsText: 'Solo se utilizó el texto leído en este archivo.',
      notAnalysed: 'No se pudo leer ningún texto en él: este archivo no se ha analizado.',
      truncated: 'El texto era demasiado largo: solo se analizó su comienzo.',
      quotesRemoved:
        'Algunos pasajes que el modelo de IA atribuyó a este archivo no se encontraron en él literalmente: se retiraron del análisis.',
    },
  },
  assistantAnswer: {
    found:
      'Respuesta extraída de los documentos seleccionados: pasajes: {{passages}}; fuentes: {{sources}}. Se citan textualmente con su fuente (archivo y página, o análisis y riesgo). Verifíquelos en su contexto antes de basarse en ellos.',
    notFound:
      'Los documentos seleccionados no contienen la respuesta a esta pregunta: ningún pasaje trata de ella. Añada el documento pertinente o reformule la pregunta; no se adivina ninguna respuesta.',
    nothingReadable:
      'Ninguno de los elementos seleccionados tiene todavía texto legible (documentos en lectura, sin texto o ilegibles): no se pudo responder a la pregunta.',
    provisions:
      'Disposiciones aplicables en {{province}} según la base de conocimientos (con su estado de confirmación):',
  },
};

export default analyzer satisfies AnalyzerTranslation;
