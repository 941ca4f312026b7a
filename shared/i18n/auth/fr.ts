/** French texts of the "auth" namespace: the reference for its keys (every language has exactly these). */
const auth = {
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
    /** The second step of a sign-in with two-factor sign-in on. */
    twoFactor: {
      intro:
        'Connexion en deux étapes : entrez le code à 6 chiffres affiché par votre application d’authentification.',
      recoveryIntro: 'Entrez l’un de vos codes de récupération. Chacun ne sert qu’une fois.',
      code: 'Code de vérification',
      recoveryCode: 'Code de récupération',
      useRecovery: 'Utiliser un code de récupération',
      useApp: 'Utiliser le code de l’application',
      invalidCode: 'Entrez les 6 chiffres affichés par l’application.',
      invalidRecoveryCode:
        'Un code de récupération compte 16 lettres et chiffres (par exemple abcd-efgh-jkmn-pqrs).',
    },
  },
  verification: {
    title: 'Vérification du courriel requise',
    body: "Vous devez vérifier votre adresse courriel avant d'utiliser l'application.",
    sentTo: 'Ouvrez le lien de vérification envoyé à :',
    waiting: 'Cette page se met à jour automatiquement dès que votre adresse est vérifiée.',
    resend: 'Renvoyer le courriel',
    resending: 'Envoi en cours…',
    resentTitle: 'Courriel envoyé',
    resentBody: 'Un nouveau lien de vérification a été envoyé à {{email}}.',
    alreadyVerifiedTitle: 'Adresse déjà vérifiée',
    verifiedTitle: 'Adresse vérifiée',
    verifiedBody: 'Votre adresse est vérifiée. Ouverture de votre espace…',
    tooManyTitle: 'Trop de demandes',
    resendFailedTitle: "Échec de l'envoi",
    resendFailed: "Impossible d'envoyer le courriel. Veuillez réessayer.",
  },
};

export type AuthTexts = typeof auth;

export default auth;
