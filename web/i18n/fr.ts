/**
 * French: the default language and the source of truth for translation keys.
 * Every other language file must have exactly these keys (checked by the type
 * `Translation` and by a unit test).
 */
const fr = {
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
  landing: {
    pitch:
      'RisqueVision analyse les photos et les documents de vos lieux de travail pour repérer les dangers, évaluer les risques et produire des rapports SST professionnels.',
    login: 'Se connecter',
  },
  login: {
    title: 'Connexion',
    subtitle: "Accédez à votre espace d'analyse des risques.",
    email: 'Courriel',
    emailPlaceholder: 'vous@entreprise.com',
    password: 'Mot de passe',
    forgotPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    submitting: 'Connexion en cours…',
    errorTitle: 'Erreur de connexion',
    invalidCredentials: 'Identifiants invalides',
    tooManyTitle: 'Trop de tentatives',
    subscriptionTitle: 'Abonnement expiré',
    subscriptionExpired:
      'Votre abonnement a expiré. Veuillez vous abonner pour continuer à utiliser RisqueVision.',
    networkTitle: 'Erreur de connexion au serveur',
    networkDescription: 'Vérifiez votre connexion Internet, puis réessayez.',
    unexpected: 'Une erreur est survenue. Veuillez réessayer.',
  },
  guard: {
    checking: "Vérification de l'accès…",
  },
  verification: {
    title: 'Vérification du courriel requise',
    body: "Vous devez vérifier votre adresse courriel avant d'utiliser l'application.",
    sentTo: 'Ouvrez le lien de vérification envoyé à :',
    waiting: 'Cette page se met à jour automatiquement dès que votre adresse est vérifiée.',
  },
  app: {
    signedInAs: 'Connecté en tant que',
    workspaceTitle: "Espace d'analyse des risques",
    workspaceBody: "Votre espace d'analyse des risques SST prendra place ici.",
  },
  logoutError: {
    title: 'Échec de la déconnexion',
    description: 'Impossible de joindre le serveur. Réessayez dans un instant.',
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
  // ── public pages (landing, pricing, legal, checkout): insert sections above this line ──
  // ── account pages (passwords, verification, setup, payment results, profile): insert sections above this line ──
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every language file must have: the French keys, with any string values. */
export type Translation = DeepStrings<typeof fr>;

export default fr;
