import type { Translation } from './fr';

export default {
  common: {
    brand: 'RisqueVision',
    tagline: 'Gefährdungsbeurteilung für Sicherheit und Gesundheit bei der Arbeit',
    backHome: 'Zurück zur Startseite',
    logout: 'Abmelden',
    loggingOut: 'Abmeldung läuft…',
    loading: 'Wird geladen…',
    language: 'Sprache',
    legalNotice:
      'Die Analysen dienen ausschließlich der Information und ersetzen nicht den Rat einer qualifizierten Fachkraft für Arbeitssicherheit.',
  },
  toast: {
    label: 'Benachrichtigung',
    region: 'Benachrichtigungen ({hotkey})',
    close: 'Benachrichtigung schließen',
  },
  password: {
    show: 'Passwort anzeigen',
    hide: 'Passwort verbergen',
  },
  validation: {
    invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    passwordRequired: 'Geben Sie Ihr Passwort ein.',
    invalid: 'Dieser Wert ist ungültig.',
  },
  landing: {
    pitch:
      'RisqueVision analysiert Fotos und Dokumente Ihrer Arbeitsstätten, um Gefährdungen zu erkennen, Risiken zu bewerten und professionelle Arbeitsschutzberichte zu erstellen.',
    login: 'Anmelden',
  },
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
  },
  guard: {
    checking: 'Zugriff wird geprüft…',
  },
  verification: {
    title: 'Bestätigung der E-Mail-Adresse erforderlich',
    body: 'Sie müssen Ihre E-Mail-Adresse bestätigen, bevor Sie die Anwendung nutzen können.',
    sentTo: 'Öffnen Sie den Bestätigungslink, der gesendet wurde an:',
    waiting: 'Diese Seite aktualisiert sich automatisch, sobald Ihre Adresse bestätigt ist.',
  },
  app: {
    signedInAs: 'Angemeldet als',
    workspaceTitle: 'Arbeitsbereich Gefährdungsbeurteilung',
    workspaceBody: 'Hier entsteht Ihr Arbeitsbereich für Gefährdungsbeurteilungen.',
  },
  logoutError: {
    title: 'Abmeldung fehlgeschlagen',
    description: 'Der Server ist nicht erreichbar. Versuchen Sie es gleich noch einmal.',
  },
  errorPage: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Die Seite konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
    reload: 'Seite neu laden',
  },
  notFound: {
    code: 'Fehler 404',
    title: 'Seite nicht gefunden',
    body: 'Diese Seite existiert nicht oder ist noch nicht verfügbar.',
  },
  // ── public pages (landing, pricing, legal, checkout): insert sections above this line ──
  // ── account pages (passwords, verification, setup, payment results, profile): insert sections above this line ──
} satisfies Translation;
