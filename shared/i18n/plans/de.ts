import type { PlansTexts } from './fr';

export default {
  plans: {
    names: {
      essential: 'Basis',
      professional: 'Professionell',
      enterprise: 'Unternehmen',
    },
    descriptions: {
      conseiller_sst_pro: 'Für selbstständige Arbeitsschutzberaterinnen und -berater.',
      pack_entreprise_5: 'Für ein kleines betriebliches Arbeitsschutzteam.',
      pack_entreprise_10: 'Für ein Arbeitsschutzteam, das mehrere Standorte betreut.',
      pack_entreprise_20: 'Für große Organisationen und ihre Arbeitsschutzteams.',
      essential: 'Für die Risikoanalyse in einem Land.',
      professional: 'Für Berater, die in mehreren Ländern tätig sind.',
      enterprise: 'Für Organisationen, die in allen Ländern der Ausgabe tätig sind.',
    },
    billing: {
      label: 'Abrechnungszeitraum',
      monthly: 'Monatlich',
      annual: 'Jährlich',
    },
    perMonth: '/ Monat',
    perYear: '/ Jahr',
    popular: 'Beliebt',
    annualSaving: 'Sie sparen {{percent}} gegenüber monatlicher Zahlung',
    orAnnual: 'oder {{price}} pro Jahr ({{percent}} gespart)',
    trial: '{{days}} Tage kostenlos testen',
    choose: 'Tarif wählen',
    chooseNamed: 'Tarif wählen: {{plan}}',
    features: {
      oneSeat: '1 Benutzerkonto',
      seats: '{{seats}} Benutzerkonten',
      pages: '{{pages}} analysierte Dokumentseiten pro Monat',
      unlimitedAnalyses: 'Unbegrenzte Analysen',
      regulations: 'Provinz- und Bundesvorschriften',
      pdfReports: 'Professionelle PDF-Berichte',
      teamAssistant: 'Assistent, der alle Berichte des Teams auswertet',
      referenceDocuments: 'Eigene Referenzdokumente und Übersichtsberichte',
      teamManagement: 'Verwaltung der Teammitglieder',
      oneCountry: '1 Land',
      countries: '{{countries}} Länder',
      allCountries: 'Alle {{total}} Länder',
      analysesPerMonth: '{{analyses}} Analysen pro Monat',
      frameworks: 'Rechtsrahmen des gewählten Landes',
    },
  },
} satisfies PlansTexts;
