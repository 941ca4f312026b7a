/** French texts of the "reports" namespace: the reference for its keys (every language has exactly these). */
const reports = {
  /** The PDF report's fixed texts (level labels come from the levels namespace). */
  pdf: {
    locale: 'fr-CA',
    title: "Rapport d'analyse des risques",
    area: 'Zone de travail',
    jurisdiction: 'Juridiction',
    date: 'Date',
    sectors: "Secteurs d'activité",
    preparedFor: 'Préparé pour',
    method: "Méthode d'analyse",
    summary: 'Sommaire',
    matrixTitle: 'Matrice des risques retenus',
    likelihoodShort: 'P',
    severityShort: 'G',
    matrixAxes:
      'Lignes : probabilité (P, 1 à 5) · Colonnes : gravité (G, 1 à 5) · Nombre de risques retenus par case',
    matrixCell: 'P{{l}} × G{{s}} = {{score}} ({{level}}) : {{count}} — {{ids}}',
    matrixEmpty: 'Aucun risque retenu.',
    risksTitle: 'Risques retenus',
    noSelectedRisks: "Aucun risque n'a été retenu pour ce rapport.",
    severityLine: 'Niveau de risque : {{label}} — P × G = {{l}} × {{s}} = {{score}}',
    basisObserved: 'Constat observé dans les fichiers transmis',
    basisTypical: "Risque typique de l'activité (non confirmé par les fichiers transmis)",
    description: 'Description',
    evidence: 'Preuves',
    page: 'p.',
    controls: 'Mesures de maîtrise (hiérarchie des mesures)',
    controlLevels: {
      elimination: 'Élimination',
      substitution: 'Substitution',
      engineering: "Mesures d'ingénierie",
      administrative: 'Mesures administratives',
      ppe: 'Équipements de protection individuelle',
    },
    residual: 'Niveau résiduel',
    citations: 'Références réglementaires',
    articleNotConfirmed: 'article non confirmé',
    unconfirmed: 'à confirmer',
    recommendations: 'Recommandations',
    responsibleLine: 'Responsable : ____________________   Échéance : ____________',
    photosTitle: 'Photos',
    photoFindings: 'Constats liés à cette photo',
    noFindings: 'Aucun risque retenu ne cite cette photo.',
    imageError: "L'image n'a pas pu être intégrée.",
    regulationsTitle: 'Réglementation applicable',
    articles: 'Articles',
    authority: 'Autorité',
    documentsTitle: 'Résumé des documents analysés',
    generalRecommendationsTitle: 'Recommandations générales',
    legalNotice:
      "Les analyses produites sont fournies à titre informatif et ne remplacent pas l'avis d'un professionnel qualifié en santé et sécurité du travail.",
    confidence: 'Confiance',
    confidenceLevels: {
      high: 'élevée (plusieurs indices indépendants concordent)',
      medium: 'moyenne (un indice clair dans les documents)',
      low: "faible (lecture fragile, ou risque typique de l'activité)",
    },
    triggers: 'Mots qui ont soulevé ce risque',
    controlsInPlace: 'Mesures lues comme en place (probabilité abaissée)',
    listSeparator: ', ',
    captionSource: 'Légende du conseiller',
    typicalTitle: "Risques typiques de l'activité (non vus dans les documents)",
    controlledTitle: 'Dangers lus comme maîtrisés',
    controlledIntro:
      'Les documents montrent ces dangers avec leurs mesures en place : ils ne sont pas comptés comme des risques.',
    controlledTriggers: 'Mots montrant la mesure en place',
    engine: {
      offline:
        "Réalisée par le moteur hors ligne : il lit le texte des documents, le texte visible sur les photos (OCR) et vos légendes. Il ne voit pas ce que montrent les photos : un danger visible mais non écrit n'est pas détecté.",
      bedrock:
        "Réalisée par un modèle d'IA : il lit les documents et regarde les photos; chaque extrait cité est vérifié dans le document et chaque référence réglementaire dans les données de référence.",
    },
    pageOf: 'Page {{n}} / {{total}}',
    quoteOpen: '« ',
    quoteClose: ' »',
    colon: ' : ',
  },
};

export type ReportsTexts = typeof reports;

export default reports;
