/** French texts of the "capture" section: the reference for its keys. */
const capture = {
  enterpriseBadge: 'Entreprise',
  country: 'Pays / juridiction',
  durationNote: 'Le traitement des images prend généralement de 3 à 5 minutes.',
  progress: {
    compressing: 'Compression des images…',
  },
  compression: {
    saved: 'Images compressées : {{total}} — {{saved}} économisés ({{percent}} %)',
    mobileNotice: 'Vos photos ont été allégées pour un envoi plus rapide sur le réseau mobile.',
    failedTitle: 'Compression impossible',
    failedBody: 'Images non compressées : {{total}}. Les fichiers originaux seront envoyés.',
  },
  dictation: {
    start: 'Dicter',
    stop: 'Arrêter la dictée',
    requesting: 'Autorisation…',
    requestingStatus: "Demande d'accès au microphone…",
    listening: 'Écoute en cours… Parlez, puis appuyez sur « Arrêter la dictée ».',
    stopped: 'Dictée arrêtée.',
    unsupported: 'Votre navigateur ne prend pas en charge la reconnaissance vocale',
    speechTitle: 'Erreur de reconnaissance vocale',
    speech: {
      network: 'Erreur réseau : la reconnaissance vocale nécessite une connexion Internet.',
      audioCapture: "Aucun microphone n'a été détecté ou il ne capte pas le son.",
      notAllowed: "L'accès au microphone a été refusé. Autorisez-le dans les réglages du navigateur.",
      other: 'La reconnaissance vocale a échoué ({{code}}). Réessayez.',
    },
    microphoneTitle: 'Microphone inaccessible',
    microphone: {
      denied:
        "Permission du microphone refusée. Autorisez l'accès au microphone dans les réglages du navigateur, puis réessayez.",
      notFound: "Aucun microphone n'a été trouvé sur cet appareil.",
      busy: 'Le microphone est déjà utilisé par une autre application.',
      other: "Impossible d'accéder au microphone.",
    },
  },
  files: {
    select: 'Sélectionner {{name}}',
    selectAll: 'Tout sélectionner',
    deselectAll: 'Tout désélectionner',
    selectedCount: '{{selected}} sur {{total}} sélectionnés',
    downloadSelected: 'Télécharger la sélection ({{total}})',
    downloadFailed: 'Le téléchargement des fichiers a échoué.',
  },
  clearAll: {
    button: 'Tout effacer',
    title: 'Tout effacer ?',
    confirm:
      'Êtes-vous sûr de vouloir effacer TOUS les fichiers et données de toutes les sections ? Cette action est irréversible.',
    confirmButton: 'Tout effacer',
    cancel: 'Annuler',
    done: 'Les fichiers et les données ont été effacés.',
    deletedAnalyses: 'Analyses enregistrées supprimées : {{count}}.',
    serverFailed:
      'Les fichiers et le formulaire ont été effacés, mais la suppression des analyses enregistrées a échoué. Réessayez.',
  },
};

export default capture;
