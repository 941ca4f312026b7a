import type { ErrorsTexts } from './fr';

export default {
  /** API error messages by stable error code (the `code` of every error body). */
  errors: {
    validationFailed:
      'Einige Felder fehlen oder sind ungültig. Prüfen Sie das Formular und versuchen Sie es erneut.',
    invalidJson: 'Der Anfragetext ist kein gültiges JSON.',
    unsupportedMediaType: 'Senden Sie die Anfrage als JSON (Content-Type: application/json).',
    invalidCredentials: 'E-Mail-Adresse oder Passwort ist ungültig.',
    tooManyAttempts:
      'Zu viele fehlgeschlagene Versuche. Warten Sie 15 Minuten oder setzen Sie Ihr Passwort zurück.',
    unauthenticated: 'Bitte melden Sie sich an, um fortzufahren.',
    emailNotVerified: 'Bestätigen Sie Ihre E-Mail-Adresse, bevor Sie die Anwendung nutzen.',
    subscriptionRequired:
      'Ihr Abonnement ist abgelaufen. Bitte schließen Sie ein Abonnement ab, um RisqueVision weiter zu nutzen.',
    forbidden: 'Sie haben keinen Zugriff auf diese Ressource.',
    badOrigin: 'Diese Anfrage stammt nicht aus der RisqueVision-Anwendung.',
    directAccessRefused: 'Die API ist nur über die Adresse der RisqueVision-Website erreichbar.',
    notFound: 'Nicht gefunden.',
    routeNotFound: 'Dieser API-Pfad existiert nicht.',
    methodNotAllowed: 'Diese Methode ist für diesen Pfad nicht zulässig.',
    payloadTooLarge: 'Die Anfrage ist zu groß.',
    accountExists: 'Für diese E-Mail-Adresse besteht bereits ein Konto. Melden Sie sich stattdessen an.',
    paymentIncomplete:
      'Diese Zahlung ist noch nicht abgeschlossen. Schließen Sie die Zahlung ab und erstellen Sie dann Ihr Konto.',
    sessionNotFound:
      'Diese Zahlungssitzung wurde nicht gefunden. Beginnen Sie erneut auf der Preisseite oder kontaktieren Sie den Support.',
    sessionEmailMismatch: 'Verwenden Sie die E-Mail-Adresse, mit der Sie bezahlt haben.',
    checkoutOtherBrowser:
      'Schließen Sie die Kontoerstellung in dem Browser ab, mit dem Sie bezahlt haben, oder beginnen Sie erneut auf der Preisseite.',
    signInToRenew:
      'Für diese Adresse besteht bereits ein Konto. Melden Sie sich an und wählen Sie dann Ihren Tarif zur Verlängerung.',
    subscriptionAlreadyActive:
      'Dieses Konto hat bereits ein aktives Abonnement. Verwalten Sie es in Ihrem Profil oder kontaktieren Sie den Support.',
    invalidToken: 'Dieser Link ist ungültig oder abgelaufen. Fordern Sie einen neuen an.',
    alreadyVerified: 'Ihre E-Mail-Adresse ist bereits bestätigt.',
    wrongCurrentPassword: 'Ihr aktuelles Passwort ist nicht korrekt.',
    passwordAlreadySet:
      'Dieses Konto hat bereits ein Passwort. Melden Sie sich an oder nutzen Sie „Passwort vergessen“.',
    tooManyRequests: 'Zu viele Anfragen. Warten Sie einige Minuten und versuchen Sie es dann erneut.',
    noSubscription: 'Für dieses Konto besteht kein Abonnement.',
    paymentProviderError: 'Der Zahlungsdienst hat nicht geantwortet. Versuchen Sie es gleich noch einmal.',
    invalidSignature: 'Die Webhook-Signatur ist ungültig.',
    mailFailed: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    reportMailDailyLimit:
      'Sie haben das Tageslimit für Berichts-E-Mails dieses Kontos erreicht. Laden Sie das PDF herunter und hängen Sie es an Ihre eigene E-Mail an, oder senden Sie morgen erneut.',
    quotaExceeded:
      'KONTINGENT ÜBERSCHRITTEN: Das Analysekontingent Ihres Tarifs ist aufgebraucht. Warten Sie auf den nächsten Zeitraum, wechseln Sie zu einem höheren Tarif oder kontaktieren Sie den Support.',
    uploadMissing:
      'Eine Datei ist nicht angekommen. Laden Sie sie erneut hoch und starten Sie dann die Analyse.',
    fileMismatch:
      'Der Inhalt einer Datei passt nicht zu ihrem Typ (zum Beispiel eine in .pdf umbenannte Textdatei). Senden Sie die Originaldatei.',
    analysisFailed:
      'Die Analyse konnte nicht abgeschlossen werden. Versuchen Sie es erneut; schlägt sie wieder fehl, senden Sie weniger oder kleinere Dateien.',
    editionNotIncluded:
      'Ihr Tarif umfasst diese Ausgabe nicht. Starten Sie die Analyse über die Seite Ihres Tarifs oder wechseln Sie den Tarif.',
    unknownJurisdiction:
      'Für diese Rechtsordnung sind hier keine Vorschriften bekannt: Die kanadischen Seiten nehmen den Code einer Provinz oder eines Territoriums (QC, ON…) oder FEDERAL, die internationale Ausgabe einen Ländercode (US, FR…).',
    jurisdictionNotOffered:
      'Dieser Rechtsraum kann hier nicht gewählt werden: Die kanadischen Seiten decken Provinzen, Territorien und Bundesrecht ab, die internationale Ausgabe ihre Länder.',
    countryLimitReached:
      'Ihr Tarif umfasst {{limit}} Land/Länder, bereits belegt durch: {{countries}}. Analysieren Sie eines davon oder wechseln Sie zu einem höheren Tarif, um Länder hinzuzufügen.',
    pageBudgetExceeded:
      '„{{file}}“ bringt die Analyse über ihre Grenze von {{limit}} Seiten. Teilen Sie das Dokument auf oder senden Sie es in mehreren Analysen.',
    photoBudgetExceeded:
      '„{{file}}“ bringt die Analyse über ihre Grenze von {{limit}} per OCR gelesenen Fotos. Senden Sie die übrigen Fotos in einer weiteren Analyse.',
    imageTooLarge:
      '„{{file}}“ ist größer als {{limit}} Megapixel. Verkleinern Sie das Bild (die Standardgröße eines Telefons genügt) und laden Sie es erneut hoch.',
    analysisQueueUnavailable:
      'Die Analyse konnte nicht gestartet werden: Der Dienst ist ausgelastet. Ihr Kontingent wurde nicht belastet. Versuchen Sie es gleich noch einmal.',
    modelInvalidAnswer:
      'Der KI-Dienst hat eine Antwort geliefert, die wir nicht verwenden konnten. Versuchen Sie es gleich noch einmal.',
    analysisNotReady:
      'Diese Analyse ist noch nicht abgeschlossen. Warten Sie auf die Ergebnisse und versuchen Sie es dann erneut.',
    noRiskSelected: 'Wählen Sie mindestens ein Risiko für den Bericht aus.',
    unknownRisk:
      'Ein ausgewähltes Risiko gehört nicht zu dieser Analyse. Laden Sie die Ergebnisse neu und wählen Sie die Risiken erneut aus.',
    reportFailed: 'Fehler beim Erstellen des PDF. Versuchen Sie es gleich noch einmal.',
    requestInProgress:
      'Dieselbe Anfrage wird noch bearbeitet. Warten Sie einige Sekunden und prüfen Sie das Ergebnis, bevor Sie sie erneut senden.',
    editConflict:
      'Diese Analyse wurde gerade an anderer Stelle geändert (anderer Tab?). Laden Sie die Seite neu: Ihre früheren Änderungen sind da; wiederholen Sie die letzte.',
    tooManyRisks:
      'Eine Analyse umfasst höchstens 120 Risiken. Führen Sie Befunde zusammen oder entfernen Sie welche, bevor Sie weitere hinzufügen.',
    unknownPhoto: 'Dieses Foto gehört nicht zur Analyse. Wählen Sie eines der analysierten Fotos.',
    notOwnFinding:
      'Nur Ihre eigenen Befunde können gelöscht werden. Um ein vorgeschlagenes Risiko auszulassen, heben Sie die Auswahl auf oder führen Sie es zusammen.',
    tooManyEdits: 'Zu viele Änderungen auf einmal. Speichern Sie sie in mehreren Schritten.',
    invalidImage: 'Die Datei ist kein lesbares PNG- oder JPEG-Bild. Wählen Sie ein anderes Bild.',
    teamNotFound:
      'Dieses Konto gehört zu keinem Team: Die Teamfunktionen des Unternehmenstarifs setzen ein Team voraus.',
    alreadyMember: 'Diese Person ist bereits Mitglied des Teams.',
    invitationPending:
      'Für diese Adresse steht bereits eine Einladung aus. Senden Sie sie über den Tab „Einladungen“ erneut.',
    tooManyPendingInvitations:
      'Es stehen zu viele Einladungen aus (höchstens {{limit}} für die noch freien Benutzerkonten). Ziehen Sie einige zurück oder warten Sie auf Antworten.',
    teamFull:
      'Alle {{seats}} Benutzerkonten des Teams sind vergeben. Der Teamadministrator kann eines freigeben oder zu einem größeren Tarif wechseln.',
    ownerCannotBeRevoked: 'Dem Teaminhaber kann der Zugriff nicht entzogen werden.',
    ownerRoleFixed: 'Die Rolle des Teaminhabers kann nicht geändert werden.',
    memberNotActive: 'Diesem Mitglied wurde der Zugriff bereits entzogen.',
    invitationNotPending: 'Nur eine ausstehende Einladung kann erneut gesendet oder zurückgezogen werden.',
    invitationNotFound:
      'Dieser Einladungslink ist ungültig (möglicherweise wurde er durch einen neueren ersetzt).',
    invitationExpired:
      'Diese Einladung ist abgelaufen. Wenden Sie sich an den Teamadministrator, um eine neue Einladung zu erhalten.',
    invitationAlreadyAccepted:
      'Diese Einladung wurde bereits angenommen. Melden Sie sich an, um zum Team zu gelangen.',
    invitationDeclined: 'Diese Einladung wurde abgelehnt.',
    invitationCancelled: 'Diese Einladung wurde vom Teamadministrator zurückgezogen.',
    alreadyInTeam: 'Dieses Konto gehört bereits zu einem Team. Ein Konto kann nur einem Team angehören.',
    visitorCodeInvalid:
      'Der Code ist ungültig oder abgelaufen (prüfen Sie den Code und die E-Mail-Adresse, an die er gesendet wurde).',
    visitorReadOnly: 'Der Besucherzugang erlaubt nur Lesen: Für diese Aktion ist ein Teamkonto erforderlich.',
    pagesExhausted:
      'Die {{limit}} Seiten Ihres Tarifs für diesen Monat sind aufgebraucht ({{used}} verwendet, diese Analyse benötigt {{needed}}). Das Kontingent wird am 1. des nächsten Monats erneuert.',
    cannotRevokeSelf: 'Sie können sich nicht selbst den Zugriff entziehen.',
    twoFactorRequired:
      'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App (oder einen Wiederherstellungscode) ein, um die Anmeldung abzuschließen.',
    invalidTwoFactorCode:
      'Dieser Code ist ungültig oder wurde bereits verwendet. Geben Sie den Code ein, den Ihre App jetzt anzeigt, oder einen unbenutzten Wiederherstellungscode.',
    twoFactorAlreadyEnabled:
      'Die Zwei-Schritt-Anmeldung ist bereits aktiviert. Deaktivieren Sie sie zuerst, um sie neu einzurichten.',
    twoFactorNotSetUp:
      'Richten Sie zuerst die Zwei-Schritt-Anmeldung ein: Scannen Sie den QR-Code und geben Sie dann den angezeigten Code ein.',
    libraryFull:
      'Dokumentenlimit erreicht: {{count}}/{{limit}} Dokumente. Löschen Sie Dokumente, um neue hinzuzufügen.',
    pdfOnly: 'Nur PDF-Dateien können als Analyseberichte importiert werden.',
    fileTypeNotAccepted:
      'Diese Datei hat keinen zulässigen Typ (PDF, Word, Text, RTF oder Foto), oder ihr Inhalt passt nicht zu ihrem Namen.',
    nothingSelected:
      'Wählen Sie mindestens ein Element für die Analyse aus, indem Sie die Kästchen in den Registerkarten ankreuzen.',
    answerFailed:
      'Die Antwort konnte nicht erstellt werden. Versuchen Sie es erneut; wenn der Fehler bleibt, wenden Sie sich an den Support.',
    answerNotReady: 'Keine aktuelle Analyse zum Speichern: Warten Sie, bis die Antwort fertig ist.',
    accountDisabled:
      'Dieses Konto wurde von der RisqueVision-Administration deaktiviert. Schreiben Sie dem Support, um den Grund zu erfahren.',
    userNotFound: 'Kein Konto hat diese E-Mail-Adresse.',
    cannotDisableAdmin: 'Ein Administratorkonto kann in diesem Dashboard nicht deaktiviert werden.',
    backupNotFound: 'Diese Sicherung existiert nicht (sie ist vielleicht abgelaufen).',
    backupNotReady: 'Diese Sicherung ist noch nicht fertig: Versuchen Sie es in einigen Minuten erneut.',
    backupRunning: 'Es läuft bereits eine Sicherung: Warten Sie, bis sie fertig ist.',
    internalError: 'Bei uns ist ein Fehler aufgetreten. Versuchen Sie es gleich noch einmal.',
  },
} satisfies ErrorsTexts;
