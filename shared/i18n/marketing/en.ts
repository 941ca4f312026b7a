import type { MarketingTexts } from './fr';

export default {
  home: {
    eyebrow: 'AI-assisted OHS risk analysis',
    title: 'From photos and documents of your workplace to a professional risk analysis',
    body: 'Upload photos and documents: RisqueVision identifies hazards, rates each risk by likelihood and severity, proposes controls following the hierarchy of controls, cites the applicable provincial and federal regulations and produces a PDF report.',
    seePlans: 'See the plans',
    internationalCta: 'International edition',
    sample: {
      label: 'Sample finding',
      hazardLabel: 'Hazard',
      hazard: 'Fall from height at the loading dock',
      scoreLabel: 'Risk rating',
      score: 'Likelihood {{likelihood}} × severity {{severity}} = {{score}}',
      level: 'High risk',
      controlLabel: 'Proposed control (engineering)',
      control: 'Install guardrails along the dock edge',
      regulationLabel: 'Regulatory reference',
      regulation: 'Regulation respecting occupational health and safety (Quebec)',
    },
    how: {
      title: 'How it works',
      upload: {
        title: 'Upload',
        body: 'Photos of the workplace, procedures, technical data sheets, existing reports.',
      },
      analyse: {
        title: 'Analyse',
        body: 'Each hazard is linked to its source (file and passage), then rated by likelihood and severity on a 5 × 5 matrix.',
      },
      report: {
        title: 'Deliver the report',
        body: 'A structured PDF report with preventive controls and regulatory references, ready to share.',
      },
    },
    features: {
      title: 'A complete analysis, not just a list of hazards',
      subtitle:
        'Every report follows the approach of an OHS professional: identify, assess, control, document.',
      risks: {
        title: 'Likelihood × severity',
        body: 'Each risk is rated on a 5 × 5 matrix and given a clear risk level.',
      },
      controls: {
        title: 'Hierarchy of controls',
        body: 'Elimination, substitution, engineering, administrative controls, then personal protective equipment, with the residual risk.',
      },
      regulations: {
        title: 'Applicable regulations',
        body: 'Provincial and federal requirements are cited with their section numbers, taken from the reference data and never invented.',
      },
      evidence: {
        title: 'Traceable findings',
        body: 'Every finding points to the file and passage that support it.',
      },
      report: {
        title: 'Professional PDF report',
        body: 'A report ready to hand to a client, a health and safety committee or management.',
      },
      team: {
        title: 'For teams',
        body: "Enterprise packs add team accounts and an assistant that searches all of the team's reports and your reference documents.",
      },
    },
    plans: {
      title: 'Plans',
      subtitle: 'A plan for every practice. Each card has its own billing period, monthly or annual.',
    },
  },
  conseiller: {
    eyebrow: 'For OHS advisers',
    title: 'Your risk analyses, faster and better documented',
    body: 'From the photos and documents of each site visit, RisqueVision produces a structured risk analysis and a professional PDF report, grounded in provincial and federal regulations.',
    startTrial: 'Start the free trial',
    features: {
      title: 'Built for OHS consulting practice',
      photos: {
        title: 'Photos and documents',
        body: "Add the photos of a visit and the client's documents: hazards are identified and linked to their source.",
      },
      regulations: {
        title: 'Provincial and federal',
        body: 'Regulatory references of the province concerned and of federal law are cited with their sections.',
      },
      reports: {
        title: 'Professional reports',
        body: 'A clear PDF report, ready to hand to the client, in French or English.',
      },
    },
    advanced: {
      title: 'Advanced features',
      matrix: 'Likelihood × severity rating on a 5 × 5 matrix',
      hierarchy: 'Controls ranked by the hierarchy of controls',
      residual: 'Residual risk estimated after the proposed controls',
      evidence: 'Every finding linked to the file and passage that support it',
      citations: 'Regulatory citations with section numbers, taken from the reference data',
      dueDiligence:
        'Documentation that supports due diligence (Criminal Code, s. 217.1, enacted by Bill C-45)',
      bilingual: 'Interface and reports in French and English',
    },
    plan: {
      title: 'The Pro plan for independent professionals',
      body: "Everything you need to analyse your clients' risks and hand them professional reports. {{days}}-day free trial for new customers, one per e-mail address.",
    },
    emailLabel: 'Professional e-mail',
    emailPlaceholder: 'you@your-firm.ca',
    trialStartsToday: 'Your {{days}}-day free trial starts today.',
    trialAlreadyUsed: 'This address already used its free trial: your subscription starts today.',
    regulatorsTitle: 'Provincial and federal regulations, including:',
    federal: 'Canada Labour Code, Part II',
  },
  international: {
    eyebrow: 'International edition',
    title: 'OHS risk analysis in {{countries}} countries',
    body: "From photos and documents of your workplace to a professional risk analysis, under the chosen country's regulatory framework, in {{languages}} interface languages.",
    getStartedCta: 'Get started',
    countriesTitle: '{{countries}} countries covered',
    plansTitle: 'Choose your plan',
    plansSubtitle: 'Prices in US dollars. Free trial for new customers, one per e-mail address.',
    planLegend: 'Plan',
    select: 'Choose',
    selected: 'Chosen plan',
    getStartedTitle: 'Get started',
    getStartedBody: 'Enter your e-mail and the country whose regulations apply to your analyses.',
    emailLabel: 'E-mail',
    countryLabel: 'Country',
    countryPlaceholder: 'Select a country',
    summaryTitle: 'Selected plan',
    summaryPlan: 'Plan',
    summaryCountry: 'Country',
    noCountry: 'No country chosen',
    subscribe: 'Subscribe',
    frameworksTitle: 'Reference regulatory frameworks',
    frameworks: {
      US: 'Occupational Safety and Health Act (OSH Act)',
      FR: 'Labour Code (Code du travail)',
      DE: 'Occupational Safety and Health Act (Arbeitsschutzgesetz, ArbSchG)',
      GB: 'Health and Safety at Work etc. Act 1974 (HSWA)',
      ES: 'Law 31/1995 on the Prevention of Occupational Risks (PRL)',
      IT: 'Legislative Decree 81/2008 (D.Lgs. 81/2008)',
      MX: 'Federal Labour Law and NOM-STPS standards',
      BR: 'Regulatory Standards (Normas Regulamentadoras, NR)',
      CN: 'Work Safety Law (安全生产法)',
      JP: 'Industrial Safety and Health Act (労働安全衛生法)',
      AU: 'Work Health and Safety Act 2011 (WHS Act)',
    },
  },
  legal: {
    bindingNote: 'This document is published in French and English; both versions are equally authoritative.',
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      'RisqueVision protects the personal information you entrust to it. This policy explains what we collect, why, where we keep it and how to exercise your rights.',
    sections: {
      collected: {
        title: 'Information we collect',
        body: 'Your account e-mail and account details (plan, subscription status, language); the photos and documents you upload; the analyses and reports produced from them. Payment card data is handled by our payment provider and never reaches us.',
      },
      purpose: {
        title: 'How we use it',
        body: 'This information is used only to provide the service: managing your account and subscription, producing your analyses and reports, sending the e-mails you need (verification, password, billing) and answering your requests. It is never sold or used for advertising.',
      },
      storage: {
        title: 'Hosting in Canada',
        body: 'Accounts, files, analyses and reports are hosted in Canada, in the AWS ca-central-1 region, encrypted at rest and in transit.',
      },
      sharing: {
        title: 'Sharing with third parties',
        body: 'We share your information only with the providers the service needs (hosting, payment, e-mail delivery), bound by contract to confidentiality, or when the law requires it.',
      },
      retention: {
        title: 'Retention and deletion',
        body: "Your data is kept while your subscription is active. It is permanently deleted 30 days after the subscription ends (the end of the last paid or trial period): the account and its e-mail address, its sessions and the links sent, the analyses with their photos, previews and results, your edits, the action plans and their photos, the assistant's library and your report logo. An account without a subscription of its own (a person invited into an enterprise team) is deleted 30 days after it was last used, once it is no longer part of a team. You may ask at any time for your account and data to be deleted.",
      },
      teamAnalyses: {
        title: 'Enterprise team analyses',
        body: "Analyses made in an enterprise team belong to the customer company: they are its occupational health and safety records, which it may have to keep for up to 10 years. When a member's account is deleted, their team analyses stay with the team, with their name as author, for as long as the company's subscription is active. 30 days after the company's subscription ends, the team, all its analyses and its library are deleted: download your reports before then if you must keep them longer.",
      },
      keptElsewhere: {
        title: 'Uploaded files, backups and billing',
        body: 'Photos and documents uploaded for an analysis are deleted 2 days after they are sent: an analysis keeps only its result and reduced previews of the photos. Backups are deleted 35 days after they are taken: deleted data leaves every backup at most 35 days after its deletion. Billing records (invoices, payments) are kept by our payment provider, as the law requires of it. We keep the e-mail address of whoever had a free trial, only to offer one per address, and a record of each account deletion, without the e-mail address, for 2 years.',
      },
      rights: {
        title: 'Your rights',
        body: "Under Quebec's Law 25 (Act respecting the protection of personal information in the private sector) and the federal PIPEDA, you may access your information, have it corrected, ask for its portability or deletion and withdraw your consent. You may also file a complaint with Quebec's Commission d'accès à l'information or the Office of the Privacy Commissioner of Canada.",
      },
      officer: {
        title: 'Privacy officer',
        body: 'For any question or request, write to our privacy officer:',
      },
    },
  },
  terms: {
    title: 'Terms and conditions',
    intro:
      'These terms govern the use of RisqueVision and its subscriptions. By creating an account, you accept them.',
    table: {
      caption: 'Plan prices',
      plan: 'Plan',
      currency: 'Currency',
    },
    sections: {
      service: {
        title: 'The service',
        body: 'RisqueVision produces occupational health and safety risk analyses and PDF reports from the photos and documents you provide.',
      },
      subscriptions: {
        title: 'Subscriptions and prices',
        body: 'Canadian plans are billed in Canadian dollars and international plans in US dollars, monthly or annually, as shown in the table below. Payment is processed by a secure payment provider.',
      },
      trial: {
        title: 'Free trial',
        body: 'New customers get a {{days}}-day free trial, once per e-mail address. A former customer who subscribes again pays from the first day.',
      },
      informational: {
        title: 'Nature of the analyses',
        body: "Analyses and reports are produced automatically from your files. Review them before any decision: they support a competent person's judgement, they do not replace it.",
      },
      cancellation: {
        title: 'Cancellation',
        body: 'You may cancel your subscription at any time from your profile. It stays active until the end of the paid period and is then not renewed.',
      },
      accounts: {
        title: 'Accounts',
        body: 'You are responsible for keeping your password confidential. Enterprise packs let you invite as many members as the plan has accounts.',
      },
      law: {
        title: 'Governing law',
        body: 'These terms are governed by the laws of Quebec and the federal laws of Canada that apply there. Any dispute falls under the courts of the judicial district of Montréal.',
      },
      changes: {
        title: 'Changes',
        body: 'We inform you by e-mail at least 30 days before any significant change to these terms or to prices.',
      },
      contact: {
        title: 'Contact us',
        body: 'For any question about these terms, write to us:',
      },
    },
  },
  contact: {
    title: 'Contact us',
    intro:
      'A question about your account, a subscription or an analysis? Write to us and we will answer by e-mail.',
    supportTitle: 'Support',
    supportBody: 'Account, subscription, billing or a question about an analysis:',
    responseTime: 'We usually answer within two business days.',
    privacyTitle: 'Personal information',
    privacyBody: 'Access, correction or deletion of your data:',
    addressTitle: 'Address',
  },
} satisfies MarketingTexts;
