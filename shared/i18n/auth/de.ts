import type { AuthTexts } from './fr';

export default {
  login: {
    title: 'Anmelden',
    subtitle: 'Greifen Sie auf Ihren Arbeitsbereich für Gefährdungsbeurteilungen zu.',
    email: 'E-Mail',
    emailPlaceholder: 'sie@unternehmen.de',
    password: 'Passwort',
    forgotPassword: 'Passwort vergessen?',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    errorTitle: 'Anmeldefehler',
    invalidCredentials: 'Ungültige Anmeldedaten',
    tooManyTitle: 'Zu viele Versuche',
    subscriptionTitle: 'Abonnement abgelaufen',
    subscriptionExpired:
      'Ihr Abonnement ist abgelaufen. Bitte schließen Sie ein Abonnement ab, um RisqueVision weiter zu nutzen.',
    networkTitle: 'Verbindungsfehler zum Server',
    networkDescription: 'Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    unexpected: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    twoFactor: {
      intro:
        'Zwei-Schritt-Anmeldung: Geben Sie den 6-stelligen Code ein, den Ihre Authenticator-App anzeigt.',
      recoveryIntro: 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder gilt nur einmal.',
      code: 'Bestätigungscode',
      recoveryCode: 'Wiederherstellungscode',
      useRecovery: 'Einen Wiederherstellungscode verwenden',
      useApp: 'Den Code der App verwenden',
      invalidCode: 'Geben Sie die 6 Ziffern ein, die die App anzeigt.',
      invalidRecoveryCode:
        'Ein Wiederherstellungscode hat 16 Buchstaben und Ziffern (zum Beispiel abcd-efgh-jkmn-pqrs).',
    },
  },
  verification: {
    title: 'Bestätigung der E-Mail-Adresse erforderlich',
    body: 'Sie müssen Ihre E-Mail-Adresse bestätigen, bevor Sie die Anwendung nutzen können.',
    sentTo: 'Öffnen Sie den Bestätigungslink, der gesendet wurde an:',
    waiting: 'Diese Seite aktualisiert sich automatisch, sobald Ihre Adresse bestätigt ist.',
    resend: 'E-Mail erneut senden',
    resending: 'Wird gesendet…',
    resentTitle: 'E-Mail gesendet',
    resentBody: 'Ein neuer Bestätigungslink wurde an {{email}} gesendet.',
    alreadyVerifiedTitle: 'Adresse bereits bestätigt',
    verifiedTitle: 'Adresse bestätigt',
    verifiedBody: 'Ihre Adresse ist bestätigt. Ihr Arbeitsbereich wird geöffnet…',
    tooManyTitle: 'Zu viele Anfragen',
    resendFailedTitle: 'Senden fehlgeschlagen',
    resendFailed: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
} satisfies AuthTexts;
