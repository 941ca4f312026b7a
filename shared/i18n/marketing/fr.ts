/** French texts of the "marketing" namespace: the reference for its keys (every language has exactly these). */
const marketing = {
  home: {
    eyebrow: 'Analyse des risques SST assistée par IA',
    title: 'Des photos et documents de vos lieux de travail à une analyse des risques professionnelle',
    body: 'Téléversez des photos et des documents : RisqueVision repère les dangers, évalue chaque risque selon la probabilité et la gravité, propose des mesures selon la hiérarchie des moyens de maîtrise, cite la réglementation provinciale et fédérale applicable et produit un rapport PDF.',
    seePlans: 'Voir les forfaits',
    internationalCta: 'Édition internationale',
    sample: {
      label: 'Exemple de constat',
      hazardLabel: 'Danger',
      hazard: 'Chute de hauteur au quai de chargement',
      scoreLabel: 'Cote de risque',
      score: 'Probabilité {{likelihood}} × gravité {{severity}} = {{score}}',
      level: 'Risque élevé',
      controlLabel: 'Mesure proposée (ingénierie)',
      control: 'Installer des garde-corps au bord du quai',
      regulationLabel: 'Référence réglementaire',
      regulation: 'Règlement sur la santé et la sécurité du travail (Québec)',
    },
    how: {
      title: 'Comment ça fonctionne',
      upload: {
        title: 'Téléversez',
        body: 'Photos du milieu de travail, procédures, fiches techniques, rapports existants.',
      },
      analyse: {
        title: 'Analysez',
        body: 'Chaque danger est relié à sa source (fichier et passage), puis coté selon la probabilité et la gravité sur une matrice 5 × 5.',
      },
      report: {
        title: 'Remettez le rapport',
        body: 'Un rapport PDF structuré, avec les mesures de prévention et les références réglementaires, prêt à partager.',
      },
    },
    features: {
      title: 'Une analyse complète, pas une simple liste de dangers',
      subtitle:
        "Chaque rapport suit la démarche d'un professionnel SST : identifier, évaluer, maîtriser, documenter.",
      risks: {
        title: 'Probabilité × gravité',
        body: 'Chaque risque est coté sur une matrice 5 × 5 et reçoit un niveau de risque clair.',
      },
      controls: {
        title: 'Hiérarchie des moyens de maîtrise',
        body: 'Élimination, substitution, ingénierie, mesures administratives, puis équipements de protection individuelle, avec le risque résiduel.',
      },
      regulations: {
        title: 'Réglementation applicable',
        body: "Les exigences provinciales et fédérales sont citées avec leurs numéros d'articles, tirés des données de référence et jamais inventés.",
      },
      evidence: {
        title: 'Constats traçables',
        body: 'Chaque constat renvoie au fichier et au passage qui le justifient.',
      },
      report: {
        title: 'Rapport PDF professionnel',
        body: 'Un rapport prêt à remettre à un client, à un comité SST ou à la direction.',
      },
      team: {
        title: 'Pour les équipes',
        body: "Les packs Entreprise ajoutent des comptes d'équipe et un assistant qui interroge tous les rapports de l'équipe et vos documents de référence.",
      },
    },
    plans: {
      title: 'Forfaits',
      subtitle:
        'Un forfait pour chaque pratique. Chaque carte a sa propre période de facturation, mensuelle ou annuelle.',
    },
  },
  conseiller: {
    eyebrow: 'Pour les conseillers et conseillères SST',
    title: 'Vos analyses de risques, plus rapides et mieux documentées',
    body: 'À partir des photos et des documents de chaque visite, RisqueVision produit une analyse des risques structurée et un rapport PDF professionnel, appuyés sur la réglementation provinciale et fédérale.',
    startTrial: "Commencer l'essai gratuit",
    features: {
      title: 'Conçu pour la pratique du conseil en SST',
      photos: {
        title: 'Photos et documents',
        body: "Ajoutez les photos d'une visite et les documents du client : les dangers sont repérés et reliés à leur source.",
      },
      regulations: {
        title: 'Provincial et fédéral',
        body: 'Les références réglementaires de la province visée et du fédéral sont citées avec leurs articles.',
      },
      reports: {
        title: 'Rapports professionnels',
        body: 'Un rapport PDF clair, prêt à remettre au client, en français ou en anglais.',
      },
    },
    advanced: {
      title: 'Fonctions avancées',
      matrix: 'Cotation probabilité × gravité sur une matrice 5 × 5',
      hierarchy: 'Mesures classées selon la hiérarchie des moyens de maîtrise',
      residual: 'Risque résiduel estimé après les mesures proposées',
      evidence: 'Chaque constat relié au fichier et au passage qui le justifient',
      citations: "Citations réglementaires avec numéros d'articles, tirées des données de référence",
      dueDiligence:
        'Documentation utile à la diligence raisonnable (Code criminel, art. 217.1, issu du projet de loi C-45)',
      bilingual: 'Interface et rapports en français et en anglais',
    },
    plan: {
      title: 'Le forfait Pro pour les professionnels autonomes',
      body: "Tout ce qu'il faut pour analyser les risques chez vos clients et leur remettre des rapports professionnels. Essai gratuit de {{days}} jours pour les nouveaux clients, un par adresse courriel.",
    },
    emailLabel: 'Courriel professionnel',
    emailPlaceholder: 'vous@votre-cabinet.ca',
    trialStartsToday: "Votre essai gratuit de {{days}} jours commence aujourd'hui.",
    trialAlreadyUsed:
      "Cette adresse a déjà profité de l'essai gratuit : votre abonnement commence aujourd'hui.",
    regulatorsTitle: 'Réglementation provinciale et fédérale, notamment :',
    federal: 'Code canadien du travail, partie II',
  },
  international: {
    eyebrow: 'Édition internationale',
    title: 'Analyse des risques SST dans {{countries}} pays',
    body: "Des photos et documents de vos lieux de travail à une analyse des risques professionnelle, selon le cadre réglementaire du pays choisi, dans {{languages}} langues d'interface.",
    getStartedCta: 'Commencer',
    countriesTitle: '{{countries}} pays couverts',
    plansTitle: 'Choisissez votre forfait',
    plansSubtitle:
      'Prix en dollars américains. Essai gratuit pour les nouveaux clients, un par adresse courriel.',
    planLegend: 'Forfait',
    select: 'Choisir',
    selected: 'Forfait choisi',
    getStartedTitle: 'Commencer',
    getStartedBody: "Entrez votre courriel et le pays dont la réglementation s'applique à vos analyses.",
    emailLabel: 'Courriel',
    countryLabel: 'Pays',
    countryPlaceholder: 'Sélectionnez un pays',
    summaryTitle: 'Forfait sélectionné',
    summaryPlan: 'Forfait',
    summaryCountry: 'Pays',
    noCountry: 'Aucun pays choisi',
    subscribe: "S'abonner",
    frameworksTitle: 'Cadres réglementaires de référence',
    /** Each country's main OHS law, named for this language's readers, its own name or acronym in brackets. */
    frameworks: {
      US: 'Loi sur la sécurité et la santé au travail (OSH Act)',
      FR: 'Code du travail',
      DE: 'Loi sur la protection au travail (Arbeitsschutzgesetz, ArbSchG)',
      GB: 'Loi de 1974 sur la santé et la sécurité au travail (HSWA)',
      ES: 'Loi 31/1995 sur la prévention des risques professionnels (PRL)',
      IT: 'Décret législatif 81/2008 (D.Lgs. 81/2008)',
      MX: 'Loi fédérale du travail et normes NOM-STPS',
      BR: 'Normes réglementaires (Normas Regulamentadoras, NR)',
      CN: 'Loi sur la sécurité de la production (安全生产法)',
      JP: 'Loi sur la sécurité et la santé industrielles (労働安全衛生法)',
      AU: 'Loi de 2011 sur la santé et la sécurité au travail (WHS Act)',
    },
  },
  legal: {
    bindingNote: 'Ce document est publié en français et en anglais ; les deux versions font également foi.',
  },
  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'RisqueVision protège les renseignements personnels que vous lui confiez. Cette politique explique ce que nous recueillons, pourquoi, où nous le conservons et comment exercer vos droits.',
    sections: {
      collected: {
        title: 'Renseignements recueillis',
        body: "Le courriel et les informations de votre compte (forfait, état de l'abonnement, langue) ; les photos et documents que vous téléversez ; les analyses et rapports produits à partir de ceux-ci. Les données de carte de paiement sont traitées par notre fournisseur de paiement et ne nous sont jamais transmises.",
      },
      purpose: {
        title: 'Utilisation',
        body: 'Ces renseignements servent uniquement à fournir le service : gérer votre compte et votre abonnement, produire vos analyses et rapports, vous envoyer les courriels nécessaires (vérification, mot de passe, facturation) et répondre à vos demandes. Ils ne sont ni vendus ni utilisés à des fins publicitaires.',
      },
      storage: {
        title: 'Hébergement au Canada',
        body: 'Les comptes, fichiers, analyses et rapports sont hébergés au Canada, dans la région AWS ca-central-1, chiffrés au repos et en transit.',
      },
      sharing: {
        title: 'Communication à des tiers',
        body: "Nous ne communiquons vos renseignements qu'aux fournisseurs nécessaires au service (hébergement, paiement, envoi de courriels), tenus par contrat à la confidentialité, ou lorsque la loi l'exige.",
      },
      retention: {
        title: 'Conservation et suppression',
        body: "Vos données sont conservées tant que votre abonnement est actif. Elles sont supprimées définitivement 30 jours après la fin de l'abonnement (la fin de la dernière période payée ou de l'essai) : le compte et son adresse courriel, ses sessions et liens envoyés, les analyses avec leurs photos, aperçus et résultats, vos modifications, les plans d'action et leurs photos, la bibliothèque de l'assistant et le logo de vos rapports. Un compte sans abonnement propre (une personne invitée dans une équipe d'entreprise) est supprimé 30 jours après sa dernière utilisation, une fois qu'il ne fait plus partie d'une équipe. Vous pouvez demander en tout temps la suppression de votre compte et de vos données.",
      },
      teamAnalyses: {
        title: "Analyses des équipes d'entreprise",
        body: "Les analyses faites dans une équipe d'entreprise appartiennent à l'entreprise cliente : ce sont ses registres de santé et de sécurité du travail, qu'elle peut devoir conserver jusqu'à 10 ans. Quand le compte d'un membre est supprimé, ses analyses d'équipe restent à l'équipe, avec son nom comme auteur, tant que l'abonnement de l'entreprise est actif. 30 jours après la fin de l'abonnement de l'entreprise, l'équipe, toutes ses analyses et sa bibliothèque sont supprimées : téléchargez avant vos rapports si vous devez les garder plus longtemps.",
      },
      keptElsewhere: {
        title: 'Fichiers téléversés, copies de sauvegarde et facturation',
        body: "Les photos et documents téléversés pour une analyse sont supprimés 2 jours après leur envoi : une analyse ne garde que son résultat et des aperçus réduits des photos. Les copies de sauvegarde sont supprimées 35 jours après avoir été faites : une donnée supprimée disparaît de toutes les copies au plus 35 jours après sa suppression. Les registres de facturation (factures, paiements) sont conservés par notre fournisseur de paiement, comme la loi l'y oblige. Nous gardons l'adresse courriel de qui a eu un essai gratuit, uniquement pour n'en offrir qu'un par adresse, et une trace de chaque suppression de compte, sans adresse courriel, pendant 2 ans.",
      },
      rights: {
        title: 'Vos droits',
        body: "En vertu de la Loi 25 du Québec (Loi sur la protection des renseignements personnels dans le secteur privé) et de la LPRPDE fédérale, vous pouvez accéder à vos renseignements, les faire corriger, en demander la portabilité ou la suppression et retirer votre consentement. Vous pouvez aussi porter plainte auprès de la Commission d'accès à l'information du Québec ou du Commissariat à la protection de la vie privée du Canada.",
      },
      officer: {
        title: 'Responsable de la protection des renseignements personnels',
        body: 'Pour toute question ou demande, écrivez à notre responsable de la protection des renseignements personnels :',
      },
    },
  },
  terms: {
    title: "Conditions d'utilisation",
    intro:
      "Ces conditions encadrent l'utilisation de RisqueVision et de ses abonnements. En créant un compte, vous les acceptez.",
    table: {
      caption: 'Prix des forfaits',
      plan: 'Forfait',
      currency: 'Devise',
    },
    sections: {
      service: {
        title: 'Le service',
        body: 'RisqueVision produit des analyses des risques en santé et sécurité du travail et des rapports PDF à partir des photos et des documents que vous fournissez.',
      },
      subscriptions: {
        title: 'Abonnements et prix',
        body: "Les forfaits canadiens sont facturés en dollars canadiens et les forfaits internationaux en dollars américains, au mois ou à l'année, selon le tableau ci-dessous. Le paiement est traité par un fournisseur de paiement sécurisé.",
      },
      trial: {
        title: 'Essai gratuit',
        body: "Les nouveaux clients profitent d'un essai gratuit de {{days}} jours, une seule fois par adresse courriel. Un ancien client qui se réabonne paie dès le premier jour.",
      },
      informational: {
        title: 'Nature des analyses',
        body: "Les analyses et rapports sont produits automatiquement à partir de vos fichiers. Vérifiez-les avant toute décision : ils appuient le jugement d'une personne compétente, ils ne le remplacent pas.",
      },
      cancellation: {
        title: 'Résiliation',
        body: "Vous pouvez annuler votre abonnement en tout temps depuis votre profil. Il reste actif jusqu'à la fin de la période payée, puis n'est pas renouvelé.",
      },
      accounts: {
        title: 'Comptes',
        body: "Vous êtes responsable de la confidentialité de votre mot de passe. Les packs Entreprise permettent d'inviter autant de membres que de comptes prévus au forfait.",
      },
      law: {
        title: 'Droit applicable',
        body: "Ces conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s'y appliquent. Tout litige relève des tribunaux du district judiciaire de Montréal.",
      },
      changes: {
        title: 'Modifications',
        body: 'Nous vous informons par courriel au moins 30 jours avant toute modification importante de ces conditions ou des prix.',
      },
      contact: {
        title: 'Nous joindre',
        body: 'Pour toute question sur ces conditions, écrivez-nous :',
      },
    },
  },
  contact: {
    title: 'Nous joindre',
    intro:
      'Une question sur votre compte, un abonnement ou une analyse ? Écrivez-nous, nous vous répondrons par courriel.',
    supportTitle: 'Soutien',
    supportBody: 'Compte, abonnement, facturation ou question sur une analyse :',
    responseTime: 'Réponse en général dans un délai de deux jours ouvrables.',
    privacyTitle: 'Renseignements personnels',
    privacyBody: 'Accès, correction ou suppression de vos données :',
    addressTitle: 'Adresse',
  },
};

export type MarketingTexts = typeof marketing;

export default marketing;
