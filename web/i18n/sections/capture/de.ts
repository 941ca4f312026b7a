import type { Translation } from '../../fr';

const capture: Translation['capture'] = {
  enterpriseBadge: 'Unternehmen',
  country: 'Land / Rechtsraum',
  durationNote: 'Die Bildverarbeitung dauert in der Regel 3 bis 5 Minuten.',
  progress: {
    compressing: 'Bilder werden komprimiert…',
  },
  compression: {
    saved: 'Komprimierte Bilder: {{total}} — {{saved}} eingespart ({{percent}} %)',
    mobileNotice:
      'Ihre Fotos wurden verkleinert, damit sie über das Mobilfunknetz schneller hochgeladen werden.',
    failedTitle: 'Komprimierung nicht möglich',
    failedBody: 'Nicht komprimierte Bilder: {{total}}. Die Originaldateien werden gesendet.',
  },
  dictation: {
    start: 'Diktieren',
    stop: 'Diktat beenden',
    requesting: 'Freigabe…',
    requestingStatus: 'Zugriff auf das Mikrofon wird angefragt…',
    listening: 'Zuhören läuft… Sprechen Sie und tippen Sie dann auf „Diktat beenden“.',
    stopped: 'Diktat beendet.',
    unsupported: 'Ihr Browser unterstützt keine Spracherkennung',
    speechTitle: 'Fehler bei der Spracherkennung',
    speech: {
      network: 'Netzwerkfehler: Die Spracherkennung benötigt eine Internetverbindung.',
      audioCapture: 'Es wurde kein Mikrofon erkannt oder es nimmt keinen Ton auf.',
      notAllowed:
        'Der Zugriff auf das Mikrofon wurde verweigert. Erlauben Sie ihn in den Browsereinstellungen.',
      other: 'Die Spracherkennung ist fehlgeschlagen ({{code}}). Bitte versuchen Sie es erneut.',
    },
    microphoneTitle: 'Mikrofon nicht verfügbar',
    microphone: {
      denied:
        'Mikrofonberechtigung verweigert. Erlauben Sie den Mikrofonzugriff in den Browsereinstellungen und versuchen Sie es erneut.',
      notFound: 'Auf diesem Gerät wurde kein Mikrofon gefunden.',
      busy: 'Das Mikrofon wird bereits von einer anderen Anwendung verwendet.',
      other: 'Auf das Mikrofon kann nicht zugegriffen werden.',
    },
  },
  files: {
    select: '{{name}} auswählen',
    selectAll: 'Alle auswählen',
    deselectAll: 'Auswahl aufheben',
    selectedCount: '{{selected}} von {{total}} ausgewählt',
    downloadSelected: 'Auswahl herunterladen ({{total}})',
    downloadFailed: 'Die Dateien konnten nicht heruntergeladen werden.',
  },
  clearAll: {
    button: 'Alles löschen',
    title: 'Alles löschen?',
    confirm:
      'Möchten Sie wirklich ALLE Dateien und Daten aus allen Bereichen löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
    confirmButton: 'Alles löschen',
    cancel: 'Abbrechen',
    done: 'Dateien und Daten wurden gelöscht.',
    deletedAnalyses: 'Gelöschte gespeicherte Analysen: {{count}}.',
    serverFailed:
      'Dateien und Formular wurden geleert, aber das Löschen der gespeicherten Analysen ist fehlgeschlagen. Versuchen Sie es erneut.',
  },
};

export default capture;
