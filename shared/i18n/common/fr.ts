/** French texts of the "common" namespace: the reference for its keys (every language has exactly these). */
const common = {
  common: {
    brand: 'RisqueVision',
    tagline: 'Analyse des risques en santé et sécurité du travail',
    backHome: "Retour à l'accueil",
    logout: 'Se déconnecter',
    loggingOut: 'Déconnexion…',
    loading: 'Chargement…',
    language: 'Langue',
    legalNotice:
      "Les analyses produites sont fournies à titre informatif et ne remplacent pas l'avis d'un professionnel qualifié en santé et sécurité du travail.",
  },
  toast: {
    label: 'Notification',
    region: 'Notifications ({hotkey})',
    close: 'Fermer la notification',
  },
  password: {
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
  },
  validation: {
    invalidEmail: 'Entrez une adresse courriel valide.',
    passwordRequired: 'Entrez votre mot de passe.',
    invalid: 'Cette valeur est invalide.',
  },
  dialog: {
    close: 'Fermer',
    cancel: 'Annuler',
  },
  formErrors: {
    fillAllFields: 'Veuillez remplir tous les champs.',
    passwordTooShort: 'Le mot de passe doit contenir au moins {{min}} caractères.',
    passwordTooLong: 'Le mot de passe doit contenir au plus {{max}} caractères.',
    passwordsMismatch: 'Les mots de passe ne correspondent pas.',
    newPasswordTooShort: 'Le nouveau mot de passe doit contenir au moins {{min}} caractères.',
    paymentIncomplete: 'Les informations de paiement sont incomplètes.',
    invitationTokenMissing: 'Le jeton d’invitation est manquant.',
    visitorNameRequired: 'Veuillez entrer votre nom complet.',
    visitorEmailRequired: 'Veuillez entrer votre adresse courriel.',
    visitorCodeRequired: 'Veuillez entrer votre code d’accès visiteur.',
    visitorCodeLength: 'Le code d’accès compte 12 caractères.',
    network: 'Erreur de connexion au serveur. Vérifiez votre connexion Internet, puis réessayez.',
    unexpected: 'Une erreur est survenue. Veuillez réessayer.',
  },
  passwordFields: {
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    currentPassword: 'Mot de passe actuel',
  },
  site: {
    headerNav: 'Navigation du site',
    footerNav: 'Liens utiles',
    international: 'International',
    legalNoticeTitle: 'Avis important',
    copyright: '© {{year}} RisqueVision. Tous droits réservés.',
    links: {
      conseiller: 'Conseillers SST',
      international: 'Édition internationale',
      pricing: 'Forfaits',
      canadianRegulatory: 'Réglementation canadienne',
      privacy: 'Politique de confidentialité',
      terms: "Conditions d'utilisation",
      contact: 'Nous joindre',
    },
  },
  landing: {
    pitch:
      'RisqueVision analyse les photos et les documents de vos lieux de travail pour repérer les dangers, évaluer les risques et produire des rapports SST professionnels.',
    login: 'Se connecter',
    openApp: 'Mon espace',
  },
  errorPage: {
    title: 'Une erreur est survenue',
    body: "La page n'a pas pu être chargée. Rechargez la page pour réessayer.",
    reload: 'Recharger la page',
  },
  notFound: {
    code: 'Erreur 404',
    title: 'Page introuvable',
    body: "Cette page n'existe pas ou n'est pas encore disponible.",
  },
  app: {
    signedInAs: 'Connecté en tant que',
    profile: 'Profil',
  },
  guard: {
    checking: "Vérification de l'accès…",
  },
  logoutError: {
    title: 'Échec de la déconnexion',
    description: 'Impossible de joindre le serveur. Réessayez dans un instant.',
  },
};

export type CommonTexts = typeof common;

export default common;
