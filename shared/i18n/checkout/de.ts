import type { CheckoutTexts } from './fr';

export default {
  checkout: {
    title: 'Abonnement abschließen',
    subtitle:
      'Prüfen Sie den gewählten Tarif und geben Sie Ihre E-Mail-Adresse ein, um zur sicheren Zahlung zu gelangen.',
    emailLabel: 'E-Mail',
    continue: 'Weiter zur Zahlung',
    trialNote:
      'Neukunden testen {{days}} Tage kostenlos, einmal pro E-Mail-Adresse. Eine Adresse, die bereits ein Abonnement hatte, verlängert es ohne Testphase.',
    otherPlans: 'Alle Tarife ansehen',
    unknownTitle: 'Tarif nicht gefunden',
    unknownBody: 'Diesen Tarif gibt es nicht. Wählen Sie einen Tarif aus der Liste.',
    seePlans: 'Tarife ansehen',
    checking: 'Wird geprüft…',
    redirecting: 'Weiterleitung zur Zahlung…',
    redirectError: 'Weiterleitung zur Zahlung nicht möglich',
    tryAgain: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    errors: {
      emailRequired: 'E-Mail-Adresse erforderlich',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      countryRequired: 'Wählen Sie Ihr Land, um fortzufahren',
    },
  },
  pricing: {
    title: 'Wählen Sie Ihren Tarif',
    subtitle:
      'Geben Sie Ihre E-Mail-Adresse ein und wählen Sie einen Tarif. Wir prüfen, ob für diese Adresse bereits ein Abonnement besteht.',
    emailLabel: 'Ihre E-Mail-Adresse',
    emailHelp: 'Neukunden testen kostenlos; ein abgelaufenes Abonnement wird ohne Testphase verlängert.',
    trialTitle: 'Ihre {{days}}-tägige kostenlose Testphase beginnt heute',
    trialBody: 'Neukunde: Sie werden zur sicheren Zahlung weitergeleitet, um Ihre Testphase zu starten.',
    renewalTitle: 'Abonnement verlängern (ohne Testphase)',
    renewalBody:
      'Für diese Adresse besteht bereits ein Konto: Die Zahlung verlängert Ihr Abonnement ab heute.',
    signInTitle: 'Zum Verlängern anmelden',
    signInBody:
      'Für diese Adresse besteht bereits ein Konto. Melden Sie sich an und wählen Sie dann Ihren Tarif: Die Verlängerung gilt für dieses Konto.',
    activeTitle: 'Ihr Abonnement ist aktiv',
    activeBody:
      'Für diese Adresse besteht bereits ein aktives Abonnement. Melden Sie sich an, um fortzufahren.',
  },
} satisfies CheckoutTexts;
