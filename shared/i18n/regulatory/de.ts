import type { RegulatoryTexts } from './fr';

export default {
  regulatoryMap: {
    home: 'Startseite',
    title: 'Kanadischer Rechtsrahmen für Sicherheit und Gesundheit bei der Arbeit',
    intro:
      'Die Gesetze und Verordnungen der 13 Provinzen und Territorien und des Bundes, wie die Analyse von RisqueVision sie anwendet. Wählen Sie auf der Karte eine Rechtsordnung, um ihr Datenblatt zu sehen.',
    map: {
      heading: 'Karte der Rechtsordnungen',
      label: 'Karte Kanadas: 13 Provinzen und Territorien sowie die Bundesmarke FED',
      hint: 'Tippen Sie auf eine Provinz, ein Territorium oder die Marke FED. Mit der Tastatur: Tab wechselt zur nächsten Rechtsordnung, Eingabe oder Leertaste öffnet oder schließt ihr Datenblatt.',
      credit:
        'Grundkarte „Map of Canada“ (@svg-maps/canada) von Victor Cazanave, nach MapSVG; Beschriftungen und FED-Marke hinzugefügt. Lizenz:',
      source: 'Quelle der Karte',
    },
    card: {
      empty:
        'Keine Rechtsordnung gewählt. Wählen Sie eine auf der Karte, um ihre Behörde, ihr Hauptgesetz und die von der Analyse verwendeten Gesetze zu sehen.',
      agency: 'Zuständige Behörde',
      mainLaw: 'Hauptgesetz',
      laws: 'Für die Analyse verwendete Gesetze',
      lawsLoading: 'Gesetze werden geladen…',
      lawsFailed: 'Fehler beim Laden der Vorschriften.',
      lawsInEnglish: 'Die Gesetze werden auf Englisch genannt.',
      website: 'Offizielle Website: {{host}}',
      newTab: '(neuer Tab)',
      close: 'Datenblatt schließen: {{name}}',
    },
    dueDiligence: {
      title: 'Sorgfaltspflicht: Abschnitt 217.1 des kanadischen Strafgesetzbuchs',
      body: 'Überall in Kanada muss, wer die Arbeit einer anderen Person leitet oder leiten darf, angemessene Maßnahmen ergreifen, um Körperverletzungen zu verhindern. Dieser Abschnitt wurde durch den Gesetzentwurf C-45 eingeführt (S.C. 2003, c. 21, in Kraft seit dem 31. März 2004), den Quellen aus Quebec oft „loi C-21“ nennen.',
      link: 'Abschnitt 217.1 des Strafgesetzbuchs auf der Gesetzeswebsite von Justice Canada lesen',
    },
    overview: {
      heading: 'Die 14 Rechtsordnungen im Überblick',
      intro: 'Die 13 Provinzen und Territorien, dann der Bund: zuständige Behörde und Hauptgesetz.',
    },
    info: {
      title: 'Diese Gesetze verwendet die Analyse',
      body: 'Jede Analyse eines Arbeitsplatzes in Kanada zitiert das Gesetz und die allgemeinen Verordnungen seiner Rechtsordnung sowie Abschnitt 217.1 des Strafgesetzbuchs; für einen bundesrechtlich geregelten Arbeitsplatz kommen das Canada Labour Code (Teil II) und seine Verordnung (COHSR) hinzu. Ein Abschnitt wird nur mit Nummer zitiert, wenn er im amtlichen Text geprüft wurde.',
    },
  },
} satisfies RegulatoryTexts;
