import type { PlansTexts } from './fr';

export default {
  plans: {
    names: {
      essential: 'Esencial',
      professional: 'Profesional',
      enterprise: 'Empresa',
    },
    descriptions: {
      conseiller_sst_pro: 'Para el asesor o la asesora de SST independiente.',
      pack_entreprise_5: 'Para un equipo de SST pequeño.',
      pack_entreprise_10: 'Para un equipo de SST que cubre varios centros.',
      pack_entreprise_20: 'Para grandes organizaciones y sus equipos de SST.',
      essential: 'Para analizar riesgos en un país.',
      professional: 'Para consultores que trabajan en varios países.',
      enterprise: 'Para organizaciones presentes en todos los países de la edición.',
    },
    billing: {
      label: 'Periodo de facturación',
      monthly: 'Mensual',
      annual: 'Anual',
    },
    perMonth: '/ mes',
    perYear: '/ año',
    popular: 'Popular',
    annualSaving: 'Ahorre {{percent}} respecto al pago mensual',
    orAnnual: 'o {{price}} al año (ahorre {{percent}})',
    trial: 'Prueba gratuita de {{days}} días',
    choose: 'Elegir este plan',
    chooseNamed: 'Elegir este plan: {{plan}}',
    features: {
      oneSeat: '1 cuenta de usuario',
      seats: '{{seats}} cuentas de usuario',
      pages: '{{pages}} páginas de documentos analizadas al mes',
      unlimitedAnalyses: 'Análisis ilimitados',
      regulations: 'Normativa provincial y federal',
      pdfReports: 'Informes PDF profesionales',
      teamAssistant: 'Asistente que analiza todos los informes del equipo',
      referenceDocuments: 'Sus documentos de referencia e informes de síntesis',
      teamManagement: 'Gestión de los miembros del equipo',
      oneCountry: '1 país',
      countries: '{{countries}} países',
      allCountries: 'Los {{total}} países',
      analysesPerMonth: '{{analyses}} análisis al mes',
      frameworks: 'Marco normativo del país elegido',
    },
  },
} satisfies PlansTexts;
