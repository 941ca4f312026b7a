/**
 * French texts of the "dashboard" namespace: the enterprise dashboard (the team's reports, their
 * selection for the assistant) and the signed-in apps' navigation. The reference for its keys
 * (every language has exactly these).
 */
const dashboard = {
  appNav: {
    enterpriseLabel: 'Espace entreprise',
    home: 'Accueil',
    dashboard: 'Tableau de bord',
    riskAnalysis: 'Analyse de risques',
    assistant: 'Assistant IA',
    teamManagement: 'Gestion de l’équipe',
    close: 'Fermer le menu',
  },
  dashboard: {
    title: 'Tableau de bord entreprise',
    intro: 'Les rapports de votre équipe et vos outils d’analyse, au même endroit.',
    visitorNotice: 'Accès visiteur : vous pouvez consulter et télécharger les rapports, sans les modifier.',
    usage: {
      heading: 'Ce mois-ci',
      pages: 'Pages analysées',
      pagesValue: '{{used}} sur {{limit}}',
      analyses: 'Analyses',
      seats: 'Membres actifs',
      seatsValue: '{{used}} sur {{limit}}',
      nearLimit: 'Il reste moins de 20 % des pages du forfait ce mois-ci.',
      exhausted:
        'Les pages du forfait sont épuisées pour ce mois : une nouvelle analyse sera refusée jusqu’au 1er du mois prochain.',
    },
    cards: {
      heading: 'Outils',
      newAnalysisTitle: 'Nouvelle analyse',
      newAnalysisBody:
        'Analysez les photos et les documents d’un lieu de travail selon la réglementation applicable.',
      assistantTitle: 'Assistant IA',
      assistantBody: 'Posez vos questions de SST sur vos analyses, vos fichiers et la réglementation.',
    },
    reports: {
      heading: 'Rapports de l’équipe',
      tip: 'Astuce : cochez des rapports puis choisissez « Utiliser pour l’analyse ». L’assistant les reçoit et les range dans ses quatre onglets : historique, fichiers importés, rapports d’analyse et références réglementaires.',
    },
    filters: {
      heading: 'Rechercher dans les rapports',
      author: 'Auteur',
      allAuthors: 'Tous les auteurs',
      chosenAuthor: 'Auteur choisi',
      jurisdiction: 'Juridiction',
      allJurisdictions: 'Toutes les juridictions',
      level: 'Niveau de risque le plus élevé',
      allLevels: 'Tous les niveaux',
    },
    list: {
      author: 'Auteur',
      level: 'Niveau le plus élevé',
      select: 'Sélectionner « {{area}} »',
      pdf: 'PDF',
      pdfLabel: 'Télécharger le rapport PDF de « {{area}} »',
      loading: 'Chargement des rapports…',
      loadFailed: 'Échec du chargement des données.',
      loadMore: 'Afficher plus de rapports',
      shown: 'Rapports affichés : {{number}}',
    },
    empty: {
      title: 'Aucun rapport pour l’instant',
      body: 'Les analyses de votre équipe apparaîtront ici dès la première.',
      start: 'Lancer une analyse',
      filteredTitle: 'Aucun rapport ne correspond',
      filteredBody: 'Essayez d’autres mots, d’autres dates ou d’autres filtres, ou effacez-les.',
    },
    selection: {
      label: 'Sélection de rapports',
      count: 'Rapports sélectionnés : {{number}}',
      use: 'Utiliser pour l’analyse',
      cancel: 'Annuler',
    },
    unauthorized: {
      title: 'Accès non autorisé',
      body: 'Le tableau de bord est réservé aux comptes entreprise et aux visiteurs invités. Connectez-vous pour y accéder.',
      login: 'Se connecter',
    },
  },
};

export type DashboardTexts = typeof dashboard;

export default dashboard;
