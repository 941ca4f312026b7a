import type { AnalyzerTranslation } from './fr';

/** German texts of the "analyzer" namespace. */
const analyzer = {
  offlineAnalysis: {
    method:
      'Offline-Analyse (deterministische Engine): Der Text der Dokumente wurde extrahiert; anschließend wurde der Text mit einer Wissensdatenbank zu Gefährdungen abgeglichen. Fotos werden nicht visuell interpretiert: Eine Gefährdung, die sichtbar, aber nicht schriftlich festgehalten ist, wird nicht erkannt. Jeder Befund nennt seine Quelle; das Restrisiko ist eine Schätzung, die von einer fachkundigen Person bestätigt werden muss.',
    methodWithOcr:
      'Offline-Analyse (deterministische Engine): Der Text der Dokumente wurde extrahiert und der in den Fotos sichtbare Text per OCR gelesen; anschließend wurde der Text mit einer Wissensdatenbank zu Gefährdungen abgeglichen. Fotos werden nicht visuell interpretiert: Eine Gefährdung, die sichtbar, aber nicht schriftlich festgehalten ist, wird nicht erkannt. Jeder Befund nennt seine Quelle; das Restrisiko ist eine Schätzung, die von einer fachkundigen Person bestätigt werden muss.',
    files_one: '{{count}} Datei',
    files_other: '{{count}} Dateien',
    summaryNone:
      'Im Gelesenen ({{files}}) für „{{area}}“ wurde keine Gefährdung gefunden. Das heißt nicht, dass der Arbeitsplatz sicher ist: Die Offline-Engine liest nur Text und sieht die Fotos nicht; eine Begehung vor Ort bleibt nötig.',
    controlledNote:
      '{{count}} als beherrscht beschriebene Gefährdung(en) sind gesondert aufgeführt, mit den vorhandenen Maßnahmen.',
    siteTypeUnknown:
      'Art der Arbeitsstätte nicht angegeben: In Québec gilt auf einer Baustelle der Code de sécurité pour les travaux de construction (CSTC), in einem Betrieb das RSST; beide werden zitiert und sind je nach Ort zu wählen.',
    summaryTypical:
      'Im gelesenen Text ({{files}}) wurde für „{{area}}“ keine Gefährdung gefunden. Die folgenden Risiken sind typisch für die angegebene Tätigkeit und müssen vor Ort bestätigt werden.',
    summary_one:
      '{{count}} Risiko in {{files}} für „{{area}}“ ermittelt, vom höchsten zum niedrigsten geordnet.',
    summary_other:
      '{{count}} Risiken in {{files}} für „{{area}}“ ermittelt, vom höchsten zum niedrigsten geordnet.',
    typicalEvidence:
      'Typisches Risiko der Tätigkeit „{{activity}}“: Kein gelesener Text bestätigt es; vor Ort prüfen.',
    document: '{{count}} Zeichen gelesen.',
    pages_one: '{{count}} Seite',
    pages_other: '{{count}} Seiten',
    documentPages: 'Dokument mit {{pages}}; {{count}} Zeichen gelesen.',
    ocrPages_one: '{{count}} Seite',
    ocrPages_other: '{{count}} Seiten',
    documentPagesOcr:
      'Dokument mit {{pages}}; {{count}} Zeichen gelesen (davon {{ocrPages}} per OCR gelesen).',
    photo: 'Foto: {{count}} Zeichen sichtbaren Textes per OCR gelesen.',
    photoCaptionOnly:
      'Foto: kein lesbarer Text; die Bildbeschreibung der Fachkraft wurde ausgewertet. Das Foto selbst wird im Offline-Modus nicht visuell ausgewertet.',
    photoNoText: 'Foto: kein lesbarer Text. Im Offline-Modus wird das Foto nicht visuell interpretiert.',
    found_one: ' Ermittelte Gefährdung: {{titles}}.',
    found_other: ' Ermittelte Gefährdungen: {{titles}}.',
    foundNone: ' In dieser Datei wurde keine Gefährdung gefunden.',
    titleSeparator: '; ',
    opening: 'Beginn des gelesenen Textes: „{{quote}}“',
    /** Who enforces the Criminal Code's due-diligence duty, in the regulations section. */
    courts: 'Gerichte (Straf- und Ordnungsrecht)',
    warnings: {
      languageNotRead:
        'Dieses Dokument scheint in einer Sprache verfasst zu sein, die die Offline-Engine nicht liest (sie liest Französisch, Englisch, Spanisch, Deutsch, Portugiesisch, Chinesisch und Japanisch): Es wurde nicht ausgewertet.',
      legacyDoc:
        'Die Datei im alten Word-Format (.doc) konnte nicht gelesen werden: Konvertieren Sie sie in DOCX oder PDF und starten Sie die Analyse erneut.',
      scannedPagesOcr: 'Gescannte Seiten wurden per OCR gelesen: Prüfen Sie die zitierten Textstellen.',
      noTextFound: 'Aus dieser Datei konnte kein Text gelesen werden.',
      heicConverted: 'HEIC-Foto vor dem Lesen konvertiert.',
      pageLimit: 'Nur die ersten 200 Seiten wurden gelesen.',
      renderUnavailable:
        'Gescannte Seiten konnten nicht gelesen werden: Senden Sie ein PDF mit Text oder scharfe Fotos.',
      ocrFailed: 'Die OCR-Texterkennung ist für diese Datei fehlgeschlagen.',
      pdfEncrypted: 'Passwortgeschütztes PDF: Senden Sie eine ungeschützte Version.',
      fileDamaged: 'Beschädigte Datei: Sie konnte nicht gelesen werden.',
      ocrBudget:
        'Die Analyse hat ihre OCR-Grenze erreicht (gescannte Seiten und Fotos oder Zeit): Diese Datei wurde nicht per OCR gelesen. Senden Sie sie in einer weiteren Analyse.',
      pageBudget:
        'Die Analyse hat ihre Seitengrenze erreicht: Der Rest dieses Dokuments wurde nicht gelesen. Senden Sie ihn in einer weiteren Analyse.',
      imageTooLarge:
        'Bild zu groß (über 50 Megapixel): Es wurde nicht gelesen. Verkleinern Sie es und starten Sie die Analyse erneut.',
      documentTooLarge:
        'Dokument entpackt zu groß: Es wurde nicht gelesen. Speichern Sie es als PDF und starten Sie die Analyse erneut.',
    },
    responsibility:
      'Für jede Maßnahme eine verantwortliche Person und eine dem Risikoniveau angemessene Frist festlegen.',
  },
  modelAnalysis: {
    method:
      'Analyse durch ein großes Sprachmodell (Amazon Bedrock): Das Modell hat die Fotos betrachtet und die Dokumente gelesen. Feststellungen, Bewertungen und Maßnahmen müssen vor jeder Entscheidung vor Ort von einer fachkundigen Person überprüft werden. Rechtsverweise stammen ausschließlich aus den Referenzdaten.',
    siteTypeUnknown:
      'Art der Arbeitsstätte nicht angegeben: Auf einer Baustelle gilt {{construction}}, in einem Betrieb {{establishment}}.',
    warnings: {
      imageFormat:
        'Das KI-Modell kann dieses Bildformat nicht ansehen (nur JPEG, PNG, GIF und WebP): Konvertieren Sie es in JPEG oder PNG, damit es geprüft wird.',
      imageTooLarge:
        'Dieses Bild ist größer, als das KI-Modell annimmt ({{limit}}): Verkleinern Sie es, damit es geprüft wird.',
      imageLimit: 'Das KI-Modell sieht höchstens 20 Fotos pro Analyse: Dieses wurde nicht angesehen.',
      documentTooLarge: 'Dieses Dokument ist größer, als das KI-Modell annimmt ({{limit}}).',
      documentLimit: 'Das KI-Modell liest höchstens 5 Dokumente pro Analyse als Dokumente.',
      usedAsText: 'Nur der aus dieser Datei gelesene Text wurde verwendet.',
      notAnalysed: 'Daraus konnte kein Text gelesen werden: Diese Datei wurde nicht analysiert.',
      truncated: 'Der Text war zu lang: Nur sein Anfang wurde analysiert.',
      quotesRemoved:
        'Textstellen, die das KI-Modell dieser Datei zugeschrieben hat, wurden darin nicht wörtlich gefunden: Sie wurden aus der Analyse entfernt.',
    },
  },
  assistantAnswer: {
    found:
      'Antwort aus den ausgewählten Dokumenten: Textstellen: {{passages}}; Quellen: {{sources}}. Sie werden wörtlich mit ihrer Quelle zitiert (Datei und Seite oder Analyse und Risiko). Prüfen Sie sie im Zusammenhang, bevor Sie sich darauf stützen.',
    notFound:
      'Die ausgewählten Dokumente enthalten keine Antwort auf diese Frage: Keine Textstelle behandelt sie. Fügen Sie das passende Dokument hinzu oder formulieren Sie die Frage um; es wird keine Antwort geraten.',
    nothingReadable:
      'Keines der ausgewählten Elemente hat bisher lesbaren Text (Dokumente werden noch gelesen, enthalten keinen Text oder sind unlesbar): Die Frage konnte nicht beantwortet werden.',
    provisions: 'In {{province}} geltende Bestimmungen laut Wissensbasis (mit Bestätigungsstatus):',
  },
};

export default analyzer satisfies AnalyzerTranslation;
