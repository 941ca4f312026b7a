/** French texts of the "payment" namespace: the reference for its keys (every language has exactly these). */
const payment = {
  /** The local payment pages (the stand-in for the provider's hosted pages when no key is configured). */
  paymentPage: {
    banner: 'Paiement local de test — aucune carte n’est débitée.',
    title: 'Paiement sécurisé',
    plan: 'Forfait',
    price: 'Prix',
    perMonth: 'par mois',
    perYear: 'par année',
    trial: '{{days}} jours gratuits, puis {{price}}.',
    noTrial: 'Aucun essai gratuit : le premier paiement est prélevé aujourd’hui.',
    pay: 'Payer',
    cancel: 'Annuler et revenir',
    closed: 'Cette session de paiement n’est plus ouverte.',
    portal: 'Gérer l’abonnement',
    firstCharge: 'Premier prélèvement',
    periodEnd: 'Fin de la période',
    endsAt: 'se termine à la fin de la période',
    cancelAtEnd: 'Annuler à la fin de la période',
    resume: 'Reprendre l’abonnement',
    back: 'Retour à RisqueVision',
    status: 'Statut',
    statuses: {
      trialing: 'Essai gratuit de {{days}} jours',
      active: 'Actif',
      canceled: 'Annulé',
      past_due: 'Paiement en retard',
      incomplete: 'Paiement incomplet',
      incomplete_expired: 'Paiement expiré',
      unpaid: 'Impayé',
      paused: 'En pause',
    },
  },
};

export type PaymentTexts = typeof payment;

export default payment;
