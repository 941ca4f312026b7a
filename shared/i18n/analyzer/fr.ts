/**
 * French texts of the "analyzer" namespace: the reference for its keys (every language has exactly these,
 * up to the plural forms its grammar needs: `_one`/`_other`, `_many` in es and pt, `_zero` in pt
 * where 0 takes the plural; `_other` only in zh and ja). French and English write "(s)", so their
 * counted texts have one form.
 */
const analyzer = {
  /**
   * The offline analyzer. {{count}} the number the sentence agrees with; {{files}} the "files" text;
   * {{pages}} and {{ocrPages}} the "pages" and "ocrPages" texts; {{titles}} the hazard titles joined
   * by titleSeparator. "found" and "foundNone" follow the document's first sentence: in the
   * languages that put a space between sentences, they start with it.
   */
  offlineAnalysis: {
    method:
      'Analyse hors ligne (moteur déterministe) : le texte des documents a été extrait, puis comparé à une base de connaissances des dangers. Les photos ne sont pas interprétées visuellement : un danger visible mais non écrit n’est pas détecté. Chaque constat cite sa source; le risque résiduel est une estimation à valider par une personne qualifiée.',
    methodWithOcr:
      'Analyse hors ligne (moteur déterministe) : le texte des documents a été extrait et le texte visible dans les photos a été lu par OCR, puis comparé à une base de connaissances des dangers. Les photos ne sont pas interprétées visuellement : un danger visible mais non écrit n’est pas détecté. Chaque constat cite sa source; le risque résiduel est une estimation à valider par une personne qualifiée.',
    files: '{{count}} fichier(s)',
    summaryNone:
      "Aucun danger n'a été relevé dans ce qui a été lu ({{files}}) pour « {{area}} ». Cela ne signifie pas que le lieu de travail est sécuritaire : le moteur hors ligne ne lit que du texte et ne voit pas les photos; une inspection sur place reste nécessaire.",
    controlledNote:
      '{{count}} danger(s) décrit(s) comme maîtrisé(s) sont listés à part, avec les mesures en place.',
    siteTypeUnknown:
      "Type de chantier non précisé : au Québec, le Code de sécurité pour les travaux de construction (CSTC) s'applique sur un chantier de construction et le RSST dans un établissement; les deux sont cités, à départager selon le lieu.",
    summaryTypical:
      'Aucun danger n’a été relevé dans le texte lu ({{files}}) pour « {{area}} ». Les risques ci-dessous sont typiques de l’activité déclarée et sont à confirmer sur place.',
    summary:
      '{{count}} risque(s) relevé(s) dans {{files}} pour « {{area}} », classés du plus élevé au plus faible.',
    typicalEvidence:
      'Risque typique de l’activité « {{activity}} » : aucun texte lu ne le confirme; à vérifier sur place.',
    document: '{{count}} caractères lus.',
    pages: '{{count}} page(s)',
    documentPages: 'Document de {{pages}}; {{count}} caractères lus.',
    ocrPages: '{{count}} page(s) lue(s)',
    documentPagesOcr: 'Document de {{pages}}; {{count}} caractères lus (dont {{ocrPages}} par OCR).',
    photo: 'Photo : {{count}} caractères de texte visible lus par OCR.',
    photoCaptionOnly:
      "Photo : aucun texte lisible; la légende du conseiller a été analysée. La photo elle-même n'est pas interprétée visuellement en mode hors ligne.",
    photoNoText:
      'Photo : aucun texte lisible. En mode hors ligne, la photo n’est pas interprétée visuellement.',
    found: ' Dangers relevés : {{titles}}.',
    foundNone: ' Aucun danger relevé dans ce fichier.',
    titleSeparator: '; ',
    opening: 'Début du texte lu : « {{quote}} »',
    /** Who enforces the Criminal Code's due-diligence duty, in the regulations section. */
    courts: 'Tribunaux (droit criminel et réglementaire)',
    /** Keyed by the extraction warning codes (functions/core/analysis/extraction/types.ts). */
    warnings: {
      languageNotRead:
        "Ce document semble rédigé dans une langue que le moteur hors ligne ne lit pas (il lit le français, l'anglais, l'espagnol, l'allemand, le portugais, le chinois et le japonais) : il n'a pas été analysé.",
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
    responsibility:
      'Pour chaque mesure, désigner une personne responsable et une échéance proportionnée au niveau de risque.',
  },
  /** The Bedrock analyzer: its method statement, and why a file was not seen as sent. */
  modelAnalysis: {
    method:
      'Analyse réalisée par un grand modèle de langage (Amazon Bedrock) : ce modèle a examiné les photos et lu les documents. Les constats, les cotes et les mesures doivent être vérifiés sur place par une personne qualifiée avant toute décision. Les références réglementaires proviennent uniquement des données de référence.',
    /**
     * Ends the summary when a Quebec site's type is unknown. {{construction}} and {{establishment}}: the
     * titles of the CSTC and of the RSST.
     */
    siteTypeUnknown:
      'Type de lieu non précisé : sur un chantier de construction, le {{construction}} s’applique; dans un établissement, le {{establishment}}.',
    warnings: {
      imageFormat:
        "Le modèle d'IA ne peut pas voir ce format d'image (seulement JPEG, PNG, GIF et WebP) : convertissez-la en JPEG ou en PNG pour qu'elle soit examinée.",
      imageTooLarge:
        "Cette image dépasse la taille acceptée par le modèle d'IA ({{limit}}) : réduisez-la pour qu'elle soit examinée.",
      imageLimit: "Le modèle d'IA voit au plus 20 photos par analyse : celle-ci n'a pas été vue.",
      documentTooLarge: "Ce document dépasse la taille acceptée par le modèle d'IA ({{limit}}).",
      documentLimit: "Le modèle d'IA lit au plus 5 documents par analyse en tant que documents.",
      usedAsText: 'Seul le texte lu dans ce fichier a été utilisé.',
      notAnalysed: "Aucun texte n'a pu y être lu : ce fichier n'a pas été analysé.",
      truncated: 'Le texte était trop long : seul son début a été analysé.',
      quotesRemoved:
        "Des passages attribués à ce fichier par le modèle d'IA n'y ont pas été retrouvés mot pour mot : ils ont été retirés de l'analyse.",
    },
  },
  /** The assistant's offline answerer: {{passages}} and {{sources}} counts, {{province}} a name. */
  assistantAnswer: {
    found:
      'Réponse tirée des documents choisis : {{passages}} passage(s) de {{sources}} source(s), cités mot pour mot avec leur source (fichier et page, ou analyse et risque). Vérifiez-les dans leur contexte avant de vous y fier.',
    notFound:
      'Les documents choisis ne contiennent pas la réponse à cette question : aucun passage n’en traite. Ajoutez le document pertinent ou reformulez la question; aucune réponse n’est devinée.',
    nothingReadable:
      'Aucun des éléments choisis n’a encore de texte lisible (documents en cours de lecture, sans texte ou illisibles) : la question n’a pas pu être répondue.',
    provisions:
      'Dispositions applicables en {{province}} selon la base de connaissances (statut de confirmation indiqué) :',
  },
};

/** Texts whose wording agrees with a number ({{count}}). */
type Counted =
  | 'files'
  | 'summary'
  | 'document'
  | 'pages'
  | 'documentPages'
  | 'ocrPages'
  | 'documentPagesOcr'
  | 'photo'
  | 'found';
/** i18next's plural suffixes (Intl.PluralRules categories, and `_zero` where 0 reads differently). */
type PluralSuffix = '' | '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/**
 * Another language's texts: French's keys, each counted text either as one form or in the plural
 * forms of the language (test/unit/i18n.test.ts checks that a language has exactly the forms it needs).
 */
export interface AnalyzerTranslation {
  offlineAnalysis: Omit<typeof analyzer.offlineAnalysis, Counted> &
    Partial<Record<`${Counted}${PluralSuffix}`, string>>;
  modelAnalysis: typeof analyzer.modelAnalysis;
  assistantAnswer: typeof analyzer.assistantAnswer;
}

export default analyzer;
