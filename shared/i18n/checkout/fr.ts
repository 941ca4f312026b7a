/** French texts of the "checkout" namespace: the reference for its keys (every language has exactly these). */
const checkout = {
  checkout: {
    title: 'Finaliser votre abonnement',
    subtitle: 'Vérifiez le forfait choisi, puis entrez votre courriel pour passer au paiement sécurisé.',
    emailLabel: 'Courriel',
    continue: 'Continuer vers le paiement',
    trialNote:
      'Nouveau client : essai gratuit de {{days}} jours, un par adresse courriel. Une adresse qui a déjà eu un abonnement le renouvelle sans essai.',
    otherPlans: 'Voir tous les forfaits',
    unknownTitle: 'Forfait introuvable',
    unknownBody: "Ce forfait n'existe pas. Choisissez un forfait dans la liste des forfaits.",
    seePlans: 'Voir les forfaits',
    checking: 'Vérification…',
    redirecting: 'Redirection vers le paiement…',
    redirectError: 'Impossible de rediriger vers le paiement',
    tryAgain: 'Une erreur est survenue. Veuillez réessayer.',
    errors: {
      emailRequired: 'Courriel requis',
      invalidEmail: 'Veuillez entrer une adresse courriel valide',
      countryRequired: 'Choisissez votre pays pour continuer',
    },
  },
  pricing: {
    title: 'Choisissez votre forfait',
    subtitle:
      'Entrez votre courriel, puis choisissez un forfait. Nous vérifions si un abonnement existe déjà pour cette adresse.',
    emailLabel: 'Votre courriel',
    emailHelp:
      "Les nouveaux clients profitent d'un essai gratuit. Un abonnement expiré est renouvelé sans essai.",
    trialTitle: "Votre essai gratuit de {{days}} jours commence aujourd'hui",
    trialBody: 'Nouveau client : vous êtes redirigé vers le paiement sécurisé pour démarrer votre essai.',
    renewalTitle: 'Renouvelez votre abonnement (sans essai gratuit)',
    renewalBody: "Cette adresse a déjà un compte : le paiement renouvelle votre abonnement dès aujourd'hui.",
    signInTitle: 'Connectez-vous pour renouveler',
    signInBody:
      'Un compte existe déjà pour cette adresse. Connectez-vous, puis choisissez votre forfait : le renouvellement s’applique à ce compte.',
    activeTitle: 'Votre abonnement est actif',
    activeBody: 'Un abonnement actif existe déjà pour cette adresse. Connectez-vous pour continuer.',
  },
};

export type CheckoutTexts = typeof checkout;

export default checkout;
