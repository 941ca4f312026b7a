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
} satisfies MailTexts;
