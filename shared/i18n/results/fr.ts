/** French texts of the "results" namespace: the reference for its keys (every language has exactly these). */
const results = {
  report: {
    pageTitle: 'Résultats de l’analyse',
    loading: 'Chargement de l’analyse…',
    running: 'Analyse en cours ({{value}} %). Cette page se mettra à jour automatiquement.',
    progressLabel: 'Progression de l’analyse',
    failedTitle: 'L’analyse a échoué',
    failedFallback: 'Erreur inconnue',
    back: 'Retour',
    notFound: 'Cette analyse n’existe pas ou ne vous appartient pas.',
    loadFailed: 'Impossible de charger l’analyse.',
    notSpecified: 'Non spécifié',
    method: 'Méthode : {{method}}',
    info: {
      heading: 'Informations sur l’analyse',
      area: 'Zone de travail',
      jurisdiction: 'Juridiction',
      date: 'Date',
      mainSector: 'Secteur principal',
      subSector: 'Sous-secteur',
      specificActivity: 'Activité spécifique',
    },
    images: {
      heading: 'Images analysées',
      photo: 'Photo {{number}}',
      unavailable: 'Image non disponible',
      risksFound: 'Risques relevés dans ce fichier',
      noRisk: 'Aucun risque relevé dans ce fichier.',
    },
    risks: {
      confidence: 'Confiance : {{level}}',
      confidenceLevels: {
        high: 'élevée',
        medium: 'moyenne',
        low: 'faible',
      },
      confidenceHelp: {
        high: "Élevée : plusieurs indices indépendants concordent (p. ex. une bordure, une hauteur et l'absence de garde-corps).",
        medium: 'Moyenne : un indice clair dans les documents.',
        low: "Faible : une lecture fragile, ou un risque typique de l'activité que rien de ce qui a été lu ne confirme.",
      },
      triggers: 'Mots qui ont soulevé ce risque :',
      controlsInPlace: 'Mesures lues comme en place (probabilité abaissée) :',
      typicalHeading: "Risques typiques de l'activité (non vus dans les documents)",
      heading: 'Risques identifiés',
      none: 'Aucun risque identifié.',
      counter: '{{selected}} sur {{total}} sélectionnés',
      selectAll: 'Tout sélectionner',
      deselectAll: 'Tout désélectionner',
      score: 'Probabilité {{likelihood}} × Gravité {{severity}} = {{score}}',
      residual: 'Risque résiduel : {{level}}',
      observed: 'Constaté :',
      observedHint: 'relevé dans les photos ou les documents fournis.',
      typical: 'Typique de l’activité :',
      typicalHint: 'attendu pour ce type d’activité, mais rien dans les fichiers fournis ne le confirme.',
      controls: 'Mesures de prévention',
      recommendations: 'Autres recommandations',
      seeGeneralNotes:
        'Des recommandations générales s’appliquent aussi : voir les notes générales ci-dessous.',
      evidence: 'Constats',
      page: 'p. {{page}}',
      citations: 'Références réglementaires',
      articleNotConfirmed: 'article non confirmé',
      referenceCount: 'Références réglementaires : {{total}}',
      regulationsBelow: 'La réglementation applicable est présentée plus bas.',
    },
    severity: {
      badge: 'Niveau de risque : {{label}}',
      notSpecified: 'Non spécifié',
    },
    sources: {
      caption: 'Légende du conseiller',
      text: 'Texte du document',
      ocr: 'Texte lu dans la photo (OCR)',
      area: 'Zone de travail indiquée',
      instructions: 'Instructions fournies',
      sector: 'Secteur d’activité',
      adviser: 'Constat du conseiller',
      model: 'Observation de l’IA',
    },
    engine: {
      offline:
        "Réalisée par le moteur hors ligne : il lit le texte des documents, le texte visible sur les photos (OCR) et vos légendes. Il ne voit pas ce que montrent les photos : un danger visible mais non écrit n'est pas détecté.",
      bedrock:
        'Réalisée par un grand modèle de langage (Amazon Bedrock) : il lit les documents et regarde les photos; chaque extrait cité est vérifié dans le document et chaque référence réglementaire dans les données de référence.',
    },
    controlled: {
      heading: 'Dangers lus comme maîtrisés',
      intro:
        'Les documents montrent ces dangers avec leurs mesures en place : ils ne sont pas comptés comme des risques.',
      triggers: 'Mots montrant la mesure en place :',
    },
    generalNotes: {
      heading: 'Notes générales',
      none: 'Aucune note générale.',
    },
    regulations: {
      heading: 'Réglementation applicable',
      summary: '{{name}} : {{total}} texte(s)',
      none: 'Aucune réglementation n’a été retenue pour cette analyse.',
      articles: 'Articles',
      coverage: 'Portée',
      authority: 'Autorité',
      unconfirmed: 'À confirmer',
    },
    documents: {
      heading: 'Résumé détaillé par document',
      none: 'Aucun document analysé.',
      method: 'Lecture : {{method}}',
      pages: 'Pages : {{total}}',
      warnings: 'Avertissements',
      kinds: {
        photo: 'Photo',
        document: 'Document',
      },
      methods: {
        'pdf-text': 'texte du PDF',
        ocr: 'reconnaissance de texte (OCR)',
        docx: 'texte du document Word',
        text: 'fichier texte',
        rtf: 'texte RTF',
        model: 'lecture par l’IA',
        unreadable: 'illisible',
      },
    },
    legal: {
      heading: 'Avis juridique',
      informational:
        'Ce rapport est fourni à titre informatif seulement et ne constitue pas un avis professionnel.',
      verify:
        'La conformité doit être vérifiée auprès des autorités compétentes, et des professionnels qualifiés en santé et sécurité du travail doivent être consultés.',
      generated:
        'Ce rapport a été généré par RisqueVision à l’aide d’un service d’intelligence artificielle.',
    },
    actions: {
      toolbar: 'Actions sur le rapport',
      navigation: 'Navigation',
      download: 'Télécharger le PDF ({{total}})',
      downloadShort: 'PDF ({{total}})',
      generating: 'Génération du PDF…',
      email: 'Envoyer par courriel ({{total}})',
      emailShort: 'Courriel ({{total}})',
      print: 'Imprimer',
      noSelection: 'Sélectionnez au moins un risque pour télécharger, envoyer ou imprimer le rapport.',
      pdfError: 'Erreur lors de la génération du PDF.',
      printError:
        'Impossible d’ouvrir la boîte de dialogue d’impression. Vérifiez les paramètres de votre bloqueur de fenêtres publicitaires.',
      printPreparing: 'Préparation du rapport…',
      save: 'Enregistrer l’analyse',
      saved: 'Analyse enregistrée.',
      saveError: 'Erreur lors de l’enregistrement de l’analyse',
      dashboard: 'Tableau de bord',
      newAnalysis: 'Nouvelle analyse',
    },
    email: {
      title: 'Envoyer le rapport par courriel',
      description: 'Le rapport PDF des risques sélectionnés ({{total}}) sera envoyé en pièce jointe.',
      recipient: 'Adresse courriel du destinataire',
      placeholder: 'nom@exemple.com',
      send: 'Envoyer',
      sending: 'Envoi en cours…',
      cancel: 'Annuler',
      sent: 'Rapport envoyé à {{email}}.',
      failed: 'Échec de l’envoi du courriel. Veuillez réessayer.',
    },
  },
  /** The enhanced analysis display (spec 2.3): summary line and numbered recommendations. */
  enhancedAnalysis: {
    title: 'Recommandations des risques retenus',
    summary: 'Risques : {{risks}} · Recommandations : {{recommendations}} · Zone d’analyse : {{area}}',
    recommendations: 'Recommandations',
    reference: 'Référence :',
  },
};

export type ResultsTexts = typeof results;

export default results;
