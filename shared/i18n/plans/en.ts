import type { PlansTexts } from './fr';

export default {
  plans: {
    names: {
      essential: 'Essential',
      professional: 'Professional',
      enterprise: 'Enterprise',
    },
    descriptions: {
      conseiller_sst_pro: 'For the self-employed OHS adviser.',
      pack_entreprise_5: 'For a small in-house OHS team.',
      pack_entreprise_10: 'For an OHS team covering several sites.',
      pack_entreprise_20: 'For large organizations and their OHS teams.',
      essential: 'To analyse risks in one country.',
      professional: 'For consultants working in several countries.',
      enterprise: 'For organizations present in every country of the edition.',
    },
    billing: {
      label: 'Billing period',
      monthly: 'Monthly',
      annual: 'Annual',
    },
    perMonth: '/ month',
    perYear: '/ year',
    popular: 'Popular',
    annualSaving: 'Save {{percent}} compared with monthly billing',
    orAnnual: 'or {{price}} per year (save {{percent}})',
    trial: '{{days}}-day free trial',
    choose: 'Choose this plan',
    chooseNamed: 'Choose this plan: {{plan}}',
    features: {
      oneSeat: '1 user account',
      seats: '{{seats}} user accounts',
      pages: '{{pages}} document pages analysed per month',
      unlimitedAnalyses: 'Unlimited analyses',
      regulations: 'Provincial and federal regulations',
      pdfReports: 'Professional PDF reports',
      teamAssistant: "Assistant that analyses all of the team's reports",
      referenceDocuments: 'Your own reference documents and summary reports',
      teamManagement: 'Team member management',
      oneCountry: '1 country',
      countries: '{{countries}} countries',
      allCountries: 'All {{total}} countries',
      analysesPerMonth: '{{analyses}} analyses per month',
      frameworks: "The chosen country's regulatory framework",
    },
  },
} satisfies PlansTexts;
