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
} satisfies MailTexts;
