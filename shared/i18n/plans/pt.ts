import type { PlansTexts } from './fr';

export default {
  plans: {
    names: {
      essential: 'Essencial',
      professional: 'Profissional',
      enterprise: 'Empresa',
    },
    descriptions: {
      conseiller_sst_pro: 'Para o consultor ou a consultora de SST autônomo.',
      pack_entreprise_5: 'Para uma equipe de SST pequena.',
      pack_entreprise_10: 'Para uma equipe de SST que atende vários locais.',
      pack_entreprise_20: 'Para grandes organizações e suas equipes de SST.',
      essential: 'Para analisar riscos em um país.',
      professional: 'Para consultores que atuam em vários países.',
      enterprise: 'Para organizações presentes em todos os países da edição.',
    },
    billing: {
      label: 'Período de cobrança',
      monthly: 'Mensal',
      annual: 'Anual',
    },
    perMonth: '/ mês',
    perYear: '/ ano',
    popular: 'Popular',
    annualSaving: 'Economize {{percent}} em relação ao pagamento mensal',
    orAnnual: 'ou {{price}} por ano (economize {{percent}})',
    trial: 'Teste grátis de {{days}} dias',
    choose: 'Escolher este plano',
    chooseNamed: 'Escolher este plano: {{plan}}',
    features: {
      oneSeat: '1 conta de usuário',
      seats: '{{seats}} contas de usuário',
      pages: '{{pages}} páginas de documentos analisadas por mês',
      unlimitedAnalyses: 'Análises ilimitadas',
      regulations: 'Regulamentação provincial e federal',
      pdfReports: 'Relatórios PDF profissionais',
      teamAssistant: 'Assistente que analisa todos os relatórios da equipe',
      referenceDocuments: 'Seus documentos de referência e relatórios de síntese',
      teamManagement: 'Gestão dos membros da equipe',
      oneCountry: '1 país',
      countries: '{{countries}} países',
      allCountries: 'Todos os {{total}} países',
      analysesPerMonth: '{{analyses}} análises por mês',
      frameworks: 'Marco regulatório do país escolhido',
    },
  },
} satisfies PlansTexts;
