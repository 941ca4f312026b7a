import type { CommonTexts } from './fr';

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
  dialog: {
    close: 'Schließen',
    cancel: 'Abbrechen',
  },
  formErrors: {
    fillAllFields: 'Bitte füllen Sie alle Felder aus.',
    passwordTooShort: 'Das Passwort muss mindestens {{min}} Zeichen lang sein.',
    passwordTooLong: 'Das Passwort darf höchstens {{max}} Zeichen lang sein.',
    passwordsMismatch: 'Die Passwörter stimmen nicht überein.',
    newPasswordTooShort: 'Das neue Passwort muss mindestens {{min}} Zeichen lang sein.',
    paymentIncomplete: 'Die Zahlungsinformationen sind unvollständig.',
    invitationTokenMissing: 'Das Einladungstoken fehlt.',
    visitorNameRequired: 'Bitte geben Sie Ihren vollständigen Namen ein.',
    visitorEmailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    visitorCodeRequired: 'Bitte geben Sie Ihren Besucher-Zugangscode ein.',
    visitorCodeLength: 'Der Zugangscode hat 12 Zeichen.',
    network: 'Verbindungsfehler zum Server. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    unexpected: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
  passwordFields: {
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    currentPassword: 'Aktuelles Passwort',
  },
  site: {
    headerNav: 'Website-Navigation',
    footerNav: 'Nützliche Links',
    international: 'International',
    legalNoticeTitle: 'Wichtiger Hinweis',
    copyright: '© {{year}} RisqueVision. Alle Rechte vorbehalten.',
    links: {
      conseiller: 'Arbeitsschutzberater',
      international: 'Internationale Ausgabe',
      pricing: 'Tarife und Preise',
      canadianRegulatory: 'Kanadische Vorschriften',
      privacy: 'Datenschutzerklärung',
      terms: 'Nutzungsbedingungen',
      contact: 'Kontakt',
    },
  },
  landing: {
    pitch:
      'RisqueVision analysiert Fotos und Dokumente Ihrer Arbeitsstätten, um Gefährdungen zu erkennen, Risiken zu bewerten und professionelle Arbeitsschutzberichte zu erstellen.',
    login: 'Anmelden',
    openApp: 'Mein Bereich',
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
  app: {
    signedInAs: 'Angemeldet als',
    profile: 'Profil',
  },
  guard: {
    checking: 'Zugriff wird geprüft…',
  },
  logoutError: {
    title: 'Abmeldung fehlgeschlagen',
    description: 'Der Server ist nicht erreichbar. Versuchen Sie es gleich noch einmal.',
  },
} satisfies CommonTexts;
