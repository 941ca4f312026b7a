import type { PaymentTexts } from './fr';

export default {
  /** The local payment pages (the stand-in for the provider's hosted pages when no key is configured). */
  paymentPage: {
    banner: 'Lokale Testzahlung – keine Karte wird belastet.',
    title: 'Sichere Zahlung',
    plan: 'Tarif',
    price: 'Preis',
    perMonth: 'pro Monat',
    perYear: 'pro Jahr',
    trial: '{{days}} Tage kostenlos, danach {{price}}.',
    noTrial: 'Keine kostenlose Testphase: die erste Zahlung erfolgt heute.',
    pay: 'Bezahlen',
    cancel: 'Abbrechen und zurück',
    closed: 'Diese Zahlungssitzung ist nicht mehr offen.',
    portal: 'Abonnement verwalten',
    firstCharge: 'Erste Abbuchung',
    periodEnd: 'Ende des Zeitraums',
    endsAt: 'endet zum Ende des Zeitraums',
    cancelAtEnd: 'Zum Ende des Zeitraums kündigen',
    resume: 'Abonnement fortsetzen',
    back: 'Zurück zu RisqueVision',
    status: 'Status',
    statuses: {
      trialing: 'Kostenlose {{days}}-tägige Testphase',
      active: 'Aktiv',
      canceled: 'Gekündigt',
      past_due: 'Zahlung überfällig',
      incomplete: 'Zahlung unvollständig',
      incomplete_expired: 'Zahlung abgelaufen',
      unpaid: 'Unbezahlt',
      paused: 'Pausiert',
    },
  },
} satisfies PaymentTexts;
