import type { DashboardTexts } from './fr';

export default {
  appNav: {
    enterpriseLabel: 'Unternehmensbereich',
    home: 'Startseite',
    dashboard: 'Dashboard',
    riskAnalysis: 'Risikoanalyse',
    assistant: 'KI-Assistent',
    teamManagement: 'Teamverwaltung',
    close: 'Menü schließen',
  },
  dashboard: {
    title: 'Unternehmens-Dashboard',
    intro: 'Die Berichte Ihres Teams und Ihre Analysewerkzeuge an einem Ort.',
    visitorNotice: 'Besucherzugang: Sie können die Berichte lesen und herunterladen, aber nicht ändern.',
    usage: {
      heading: 'Diesen Monat',
      pages: 'Analysierte Seiten',
      pagesValue: '{{used}} von {{limit}}',
      analyses: 'Analysen',
      seats: 'Aktive Mitglieder',
      seatsValue: '{{used}} von {{limit}}',
      nearLimit: 'Diesen Monat sind weniger als 20 % der Seiten des Tarifs übrig.',
      exhausted:
        'Die Seiten des Tarifs sind für diesen Monat aufgebraucht: Eine neue Analyse wird bis zum 1. des nächsten Monats abgelehnt.',
    },
    cards: {
      heading: 'Werkzeuge',
      newAnalysisTitle: 'Neue Analyse',
      newAnalysisBody:
        'Analysieren Sie Fotos und Dokumente eines Arbeitsplatzes anhand der geltenden Vorschriften.',
      assistantTitle: 'KI-Assistent',
      assistantBody: 'Stellen Sie Ihre Arbeitsschutzfragen zu Ihren Analysen, Dateien und Vorschriften.',
    },
    reports: {
      heading: 'Berichte des Teams',
      tip: 'Tipp: Kreuzen Sie Berichte an und wählen Sie „Für die Analyse verwenden“. Der Assistent erhält sie und ordnet sie in seine vier Registerkarten ein: Verlauf, importierte Dateien, Analyseberichte und Rechtsgrundlagen.',
    },
    filters: {
      heading: 'Berichte durchsuchen',
      author: 'Verfasser',
      allAuthors: 'Alle Verfasser',
      chosenAuthor: 'Gewählter Verfasser',
      jurisdiction: 'Rechtsraum',
      allJurisdictions: 'Alle Rechtsräume',
      level: 'Höchste Risikostufe',
      allLevels: 'Alle Stufen',
    },
    list: {
      author: 'Verfasser',
      level: 'Höchste Stufe',
      select: '„{{area}}“ auswählen',
      pdf: 'PDF',
      pdfLabel: 'PDF-Bericht von „{{area}}“ herunterladen',
      loading: 'Berichte werden geladen…',
      loadFailed: 'Die Daten konnten nicht geladen werden.',
      loadMore: 'Weitere Berichte anzeigen',
      shown: 'Angezeigte Berichte: {{number}}',
    },
    empty: {
      title: 'Noch keine Berichte',
      body: 'Die Analysen Ihres Teams erscheinen hier ab der ersten.',
      start: 'Analyse starten',
      filteredTitle: 'Kein Bericht passt',
      filteredBody:
        'Versuchen Sie andere Wörter, andere Daten oder andere Filter, oder setzen Sie sie zurück.',
    },
    selection: {
      label: 'Berichtsauswahl',
      count: 'Ausgewählte Berichte: {{number}}',
      use: 'Für die Analyse verwenden',
      cancel: 'Abbrechen',
    },
    unauthorized: {
      title: 'Kein Zugriff',
      body: 'Das Dashboard ist Unternehmenskonten und eingeladenen Besuchern vorbehalten. Melden Sie sich an, um es zu öffnen.',
      login: 'Anmelden',
    },
  },
} satisfies DashboardTexts;
