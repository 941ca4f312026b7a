/**
 * French texts of the "history" namespace: the adviser's workspace around their analyses (the app's
 * navigation, the history, the action plan overview, the report identity of the profile). The
 * reference for its keys (every language has exactly these).
 */
const history = {
  workNav: {
    label: 'Espace conseiller',
    menu: 'Menu',
    newAnalysis: 'Nouvelle analyse',
    history: 'Historique',
    actions: 'Plan d’action',
  },
  history: {
    title: 'Historique des analyses',
    intro: 'Vos analyses, des plus récentes aux plus anciennes. Ouvrez-en une pour reprendre son rapport.',
    filters: {
      heading: 'Rechercher dans l’historique',
      text: 'Rechercher',
      textPlaceholder: 'Zone, secteur, nom de fichier…',
      client: 'Client',
      from: 'Du',
      to: 'Au',
      reversedRange: 'La date de fin précède la date de début.',
      clear: 'Effacer les filtres',
    },
    status: {
      running: 'En cours',
      failed: 'Échouée',
      done: 'Terminée',
    },
    list: {
      client: 'Client',
      date: 'Date',
      jurisdiction: 'Juridiction',
      sector: 'Secteur',
      keptRisks: 'Risques retenus',
      openActions: 'Actions ouvertes',
      none: '—',
      loading: 'Chargement de l’historique…',
      loadFailed: 'Impossible de charger l’historique.',
      loadMore: 'Afficher plus d’analyses',
      shown: 'Analyses affichées : {{number}}',
    },
    delete: {
      button: 'Supprimer',
      buttonLabel: 'Supprimer l’analyse « {{area}} »',
      title: 'Supprimer cette analyse ?',
      body: 'L’analyse « {{area}} » du {{date}} sera supprimée avec ses photos, ses modifications, son rapport et son plan d’action.',
      warning: 'Cette suppression est définitive : elle ne peut pas être annulée.',
      confirm: 'Supprimer définitivement',
      done: 'L’analyse « {{area}} » a été supprimée.',
      failed: 'L’analyse n’a pas pu être supprimée.',
    },
    empty: {
      title: 'Aucune analyse pour l’instant',
      body: 'Vos analyses apparaîtront ici dès la première : vous pourrez les rouvrir, les chercher et suivre leurs actions.',
      start: 'Commencer une première analyse',
      filteredTitle: 'Aucune analyse ne correspond',
      filteredBody: 'Essayez d’autres mots ou d’autres dates, ou effacez les filtres.',
    },
  },
  actionOverview: {
    title: 'Plan d’action',
    intro: 'Les actions de toutes vos analyses, de l’échéance la plus proche à la plus lointaine.',
    loading: 'Chargement du plan d’action…',
    loadFailed: 'Impossible de charger le plan d’action.',
    showAll: 'Afficher aussi les actions terminées et vérifiées',
    legend: {
      heading: 'Délais par défaut selon le niveau de risque',
      body: 'Une nouvelle action reçoit cette échéance à partir du jour de sa création ; vous pouvez la changer.',
    },
    summary: {
      overdue: 'En retard',
      dueSoon: 'Dans les 7 jours',
      later: 'Plus tard',
      closed: 'Fermées',
    },
    empty: {
      openTitle: 'Aucune action ouverte',
      allTitle: 'Aucune action pour l’instant',
      body: 'Les actions se créent depuis les résultats d’une analyse, risque par risque.',
      toHistory: 'Voir l’historique des analyses',
    },
    item: {
      overdue: 'En retard',
      level: 'Niveau : {{level}}',
      owner: 'Responsable',
      noOwner: 'Non attribuée',
      dueDate: 'Échéance',
      analysis: 'Analyse',
      risk: 'Risque',
      status: 'Statut',
      statusSaved: '« {{title}} » : {{status}}.',
      statusFailed: 'Le statut n’a pas pu être changé ; il est revenu à sa valeur précédente.',
    },
    status: {
      open: 'À faire',
      in_progress: 'En cours',
      done: 'Terminée',
      verified: 'Vérifiée',
    },
  },
  profileReport: {
    heading: 'Identité des rapports',
    loading: 'Chargement de l’identité des rapports…',
    loadFailed: 'Impossible de charger l’identité des rapports.',
    empty:
      'Non renseignée. Votre nom, votre titre et votre logo figureront sur la page de garde et la signature de vos rapports.',
    edit: 'Modifier l’identité des rapports',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Identité des rapports enregistrée.',
    saveFailed: 'L’identité des rapports n’a pas pu être enregistrée.',
    tooLong: 'Ce champ accepte au plus {{max}} caractères.',
    fields: {
      adviserName: 'Nom du conseiller',
      adviserTitle: 'Titre',
      credentials: 'Titres professionnels et désignations',
      organisation: 'Organisation',
    },
    logo: {
      legend: 'Logo',
      previewAlt: 'Aperçu du logo',
      currentAlt: 'Logo des rapports',
      none: 'Aucun logo.',
      willBeRemoved: 'Le logo sera retiré à l’enregistrement.',
      choose: 'Choisir un logo',
      replace: 'Remplacer le logo',
      hint: 'Image PNG ou JPEG, {{max}} au plus.',
      remove: 'Retirer le logo',
      uploadFailed: 'Le logo n’a pas pu être envoyé. Réessayez.',
      problems: {
        logoType: 'Le logo doit être une image PNG ou JPEG.',
        fileTooLarge: 'Ce fichier fait {{size}} : le logo doit faire {{max}} au plus.',
        emptyFile: 'Ce fichier est vide.',
      },
    },
  },
};

export type HistoryTexts = typeof history;

export default history;
