import type { MailTexts } from './fr';

export default {
  /** Account e-mails: subject, one-line intro, button label, validity note, what to do if unexpected. */
  verificationMail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse — RisqueVision',
    intro:
      'Willkommen bei RisqueVision. Bestätigen Sie Ihre E-Mail-Adresse, um Ihren Bereich für Gefährdungsbeurteilungen zu öffnen.',
    action: 'Adresse bestätigen',
    validity: 'Dieser Link ist 24 Stunden gültig und kann nur einmal verwendet werden.',
    ignore: 'Wenn Sie kein Konto erstellt haben, ignorieren Sie diese Nachricht.',
  },
  resetPasswordMail: {
    subject: 'Passwort zurücksetzen — RisqueVision',
    intro: 'Sie haben angefordert, das Passwort Ihres RisqueVision-Kontos zurückzusetzen.',
    action: 'Neues Passwort wählen',
    validity: 'Dieser Link ist 1 Stunde gültig und kann nur einmal verwendet werden.',
    ignore:
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  },
  passwordChangedMail: {
    subject: 'Ihr Passwort wurde geändert — RisqueVision',
    intro:
      'Das Passwort Ihres RisqueVision-Kontos wurde soeben geändert. Ihre Sitzungen auf anderen Geräten wurden abgemeldet.',
    action: 'Kontosicherheit prüfen',
    validity: 'Wenn Sie das waren, müssen Sie nichts tun.',
    ignore:
      'Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt über „Passwort vergessen?“ zurück und wenden Sie sich an den Support.',
  },
  twoFactorEnabledMail: {
    subject: 'Zwei-Schritt-Anmeldung aktiviert — RisqueVision',
    intro:
      'Die Zwei-Schritt-Anmeldung ist für Ihr RisqueVision-Konto jetzt aktiviert: Bei jeder Anmeldung wird ein Code aus Ihrer Authenticator-App abgefragt.',
    action: 'Kontosicherheit prüfen',
    validity:
      'Bewahren Sie Ihre Wiederherstellungscodes sicher auf: Jeder ermöglicht eine Anmeldung, falls Sie Ihr Telefon nicht mehr haben.',
    ignore: 'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort und wenden Sie sich an den Support.',
  },
  twoFactorDisabledMail: {
    subject: 'Zwei-Schritt-Anmeldung deaktiviert — RisqueVision',
    intro:
      'Die Zwei-Schritt-Anmeldung wurde für Ihr RisqueVision-Konto deaktiviert: Zur Anmeldung genügt wieder Ihr Passwort.',
    action: 'Kontosicherheit prüfen',
    validity:
      'Wenn Sie das waren, müssen Sie nichts tun. Sie können sie jederzeit in Ihrem Profil wieder aktivieren.',
    ignore:
      'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort, aktivieren Sie die Zwei-Schritt-Anmeldung wieder und wenden Sie sich an den Support.',
  },
  /** The e-mail that carries a PDF report: {{area}} the work area, {{sender}} the adviser, {{count}} the risks. */
  reportMail: {
    subject: 'Bericht zur Gefährdungsbeurteilung (Arbeitsschutz) — {{area}}',
    intro:
      'Im Anhang finden Sie den Bericht zur Gefährdungsbeurteilung für Sicherheit und Gesundheit bei der Arbeit für „{{area}}“, gesendet von {{sender}}.',
    risks: 'Im Bericht enthaltene Risiken: {{count}}.',
    notice:
      'Dieser Bericht dient nur zur Information und ersetzt nicht den Rat einer qualifizierten Fachkraft. Bei Fragen antworten Sie auf diese E-Mail.',
  },
  actionReminderMail: {
    subjectBefore: 'Erinnerung: Korrekturmaßnahme fällig bis {{date}} — {{area}}',
    subjectOverdue: 'Überfällig: Korrekturmaßnahme fällig am {{date}} — {{area}}',
    greeting: 'Guten Tag {{name}},',
    intro:
      '{{adviser}} hat Ihnen nach der Gefährdungsbeurteilung „{{area}}“ eine Korrekturmaßnahme zugewiesen.',
    action: 'Maßnahme: {{title}}',
    risk: 'Betroffenes Risiko: {{risk}} (Stufe {{level}})',
    due: 'Fällig am: {{date}}',
    before:
      'Die Frist läuft bald ab. Sobald die Maßnahme umgesetzt ist, informieren Sie {{adviser}} (mit einem Foto nach der Korrektur).',
    overdue:
      'Die Frist ist abgelaufen. Sprechen Sie mit {{adviser}}: Setzen Sie die Maßnahme um oder vereinbaren Sie einen neuen Termin.',
    footer: 'Bei Fragen antworten Sie auf diese E-Mail: Ihre Antwort geht an {{adviser}}.',
  },
  teamInvitationMail: {
    subject: '{{inviter}} lädt Sie in das Team {{team}} ein — RisqueVision',
    intro:
      '{{inviter}} ({{inviterEmail}}) lädt Sie ein, dem Team {{team}} auf RisqueVision, der Plattform für Gefährdungsbeurteilungen im Arbeitsschutz, als {{role}} beizutreten.',
    action: 'Einladung ansehen',
    validity: 'Diese Einladung ist bis zum {{date}} gültig (7 Tage) und kann nur einmal verwendet werden.',
    ignore:
      'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht: Ohne Ihre Antwort geschieht nichts.',
    roles: {
      admin: 'Administrator',
      member: 'Mitglied',
    },
  },
  visitorCodeMail: {
    subject: 'Ihr Besucherzugang zum Team {{team}} — RisqueVision',
    intro: '{{inviter}} gewährt Ihnen Lesezugriff auf die Berichte des Teams {{team}} auf RisqueVision.',
    codeLabel: 'Ihr Zugangscode',
    action: 'Berichte des Teams öffnen',
    validity: 'Der Code ist bis zum {{date}} gültig und nur für Sie bestimmt: Geben Sie ihn nicht weiter.',
    ignore: 'Wenn Sie diese Nachricht nicht erwartet haben, ignorieren Sie sie.',
  },
} satisfies MailTexts;
