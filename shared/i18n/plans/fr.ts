/** French texts of the "plans" namespace: the reference for its keys (every language has exactly these). */
const plans = {
  plans: {
    names: {
      essential: 'Essentiel',
      professional: 'Professionnel',
      enterprise: 'Entreprise',
    },
    descriptions: {
      conseiller_sst_pro: 'Pour le conseiller ou la conseillère SST qui travaille à son compte.',
      pack_entreprise_5: 'Pour une équipe SST de petite taille.',
      pack_entreprise_10: 'Pour une équipe SST qui couvre plusieurs sites.',
      pack_entreprise_20: 'Pour les grandes organisations et leurs équipes SST.',
      essential: 'Pour analyser les risques dans un pays.',
      professional: 'Pour les consultants qui interviennent dans plusieurs pays.',
      enterprise: "Pour les organisations présentes dans tous les pays de l'édition.",
    },
    billing: {
      label: 'Période de facturation',
      monthly: 'Mensuel',
      annual: 'Annuel',
    },
    perMonth: '/ mois',
    perYear: '/ an',
    popular: 'Populaire',
    annualSaving: 'Économisez {{percent}} par rapport au paiement mensuel',
    orAnnual: 'ou {{price}} par an (économisez {{percent}})',
    trial: 'Essai gratuit de {{days}} jours',
    choose: 'Choisir ce forfait',
    chooseNamed: 'Choisir ce forfait : {{plan}}',
    features: {
      oneSeat: '1 compte utilisateur',
      seats: '{{seats}} comptes utilisateurs',
      pages: '{{pages}} pages de documents analysées par mois',
      unlimitedAnalyses: 'Analyses illimitées',
      regulations: 'Réglementation provinciale et fédérale',
      pdfReports: 'Rapports PDF professionnels',
      teamAssistant: "Assistant qui analyse tous les rapports de l'équipe",
      referenceDocuments: 'Vos documents de référence et des rapports de synthèse',
      teamManagement: "Gestion des membres de l'équipe",
      oneCountry: '1 pays',
      countries: '{{countries}} pays',
      allCountries: 'Les {{total}} pays',
      analysesPerMonth: '{{analyses}} analyses par mois',
      frameworks: 'Cadre réglementaire du pays choisi',
    },
  },
};

export type PlansTexts = typeof plans;

export default plans;
