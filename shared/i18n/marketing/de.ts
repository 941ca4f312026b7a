import type { MarketingTexts } from './fr';

export default {
  home: {
    eyebrow: 'KI-gestützte Gefährdungsbeurteilung',
    title: 'Von Fotos und Dokumenten Ihres Arbeitsplatzes zur professionellen Risikoanalyse',
    body: 'Laden Sie Fotos und Dokumente hoch: RisqueVision erkennt Gefährdungen, bewertet jedes Risiko nach Wahrscheinlichkeit und Schwere, schlägt Maßnahmen nach der Rangfolge der Schutzmaßnahmen vor, zitiert die geltenden Provinz- und Bundesvorschriften und erstellt einen PDF-Bericht.',
    seePlans: 'Tarife ansehen',
    internationalCta: 'Internationale Ausgabe',
    sample: {
      label: 'Beispielbefund',
      hazardLabel: 'Gefährdung',
      hazard: 'Absturz an der Laderampe',
      scoreLabel: 'Risikobewertung',
      score: 'Wahrscheinlichkeit {{likelihood}} × Schwere {{severity}} = {{score}}',
      level: 'Hohes Risiko',
      controlLabel: 'Vorgeschlagene Maßnahme (technisch)',
      control: 'Geländer an der Rampenkante anbringen',
      regulationLabel: 'Rechtsgrundlage',
      regulation: 'Verordnung über Sicherheit und Gesundheitsschutz am Arbeitsplatz (Québec)',
    },
    how: {
      title: 'So funktioniert es',
      upload: {
        title: 'Hochladen',
        body: 'Fotos des Arbeitsplatzes, Arbeitsanweisungen, technische Datenblätter, vorhandene Berichte.',
      },
      analyse: {
        title: 'Analysieren',
        body: 'Jede Gefährdung wird mit ihrer Quelle (Datei und Textstelle) verknüpft und nach Wahrscheinlichkeit und Schwere auf einer 5 × 5-Matrix bewertet.',
      },
      report: {
        title: 'Bericht übergeben',
        body: 'Ein strukturierter PDF-Bericht mit Schutzmaßnahmen und Rechtsgrundlagen, bereit zum Teilen.',
      },
    },
    features: {
      title: 'Eine vollständige Analyse, nicht nur eine Liste von Gefährdungen',
      subtitle:
        'Jeder Bericht folgt dem Vorgehen einer Arbeitsschutzfachkraft: erkennen, bewerten, beherrschen, dokumentieren.',
      risks: {
        title: 'Wahrscheinlichkeit × Schwere',
        body: 'Jedes Risiko wird auf einer 5 × 5-Matrix bewertet und erhält eine klare Risikostufe.',
      },
      controls: {
        title: 'Rangfolge der Schutzmaßnahmen',
        body: 'Beseitigung, Substitution, technische und organisatorische Maßnahmen, dann persönliche Schutzausrüstung – mit dem Restrisiko.',
      },
      regulations: {
        title: 'Geltende Vorschriften',
        body: 'Provinz- und Bundesanforderungen werden mit Paragrafennummern zitiert, aus den Referenzdaten übernommen und nie erfunden.',
      },
      evidence: {
        title: 'Nachvollziehbare Befunde',
        body: 'Jeder Befund verweist auf die Datei und die Textstelle, die ihn belegen.',
      },
      report: {
        title: 'Professioneller PDF-Bericht',
        body: 'Ein Bericht, der direkt an Kunden, einen Arbeitsschutzausschuss oder die Geschäftsleitung gehen kann.',
      },
      team: {
        title: 'Für Teams',
        body: 'Die Pack-Entreprise-Tarife bieten Teamkonten und einen Assistenten, der alle Berichte des Teams und Ihre Referenzdokumente durchsucht.',
      },
    },
    plans: {
      title: 'Tarife',
      subtitle:
        'Ein Tarif für jede Arbeitsweise. Jede Karte hat ihren eigenen Abrechnungszeitraum, monatlich oder jährlich.',
    },
  },
  conseiller: {
    eyebrow: 'Für Arbeitsschutzberater',
    title: 'Ihre Risikoanalysen – schneller und besser dokumentiert',
    body: 'Aus den Fotos und Dokumenten jeder Begehung erstellt RisqueVision eine strukturierte Risikoanalyse und einen professionellen PDF-Bericht, gestützt auf Provinz- und Bundesvorschriften.',
    startTrial: 'Kostenlos testen',
    features: {
      title: 'Für die Arbeitsschutzberatung entwickelt',
      photos: {
        title: 'Fotos und Dokumente',
        body: 'Fügen Sie die Fotos einer Begehung und die Dokumente des Kunden hinzu: Gefährdungen werden erkannt und mit ihrer Quelle verknüpft.',
      },
      regulations: {
        title: 'Provinz und Bund',
        body: 'Die Vorschriften der betreffenden Provinz und des Bundes werden mit ihren Paragrafen zitiert.',
      },
      reports: {
        title: 'Professionelle Berichte',
        body: 'Ein klarer PDF-Bericht, bereit für den Kunden, auf Französisch oder Englisch.',
      },
    },
    advanced: {
      title: 'Erweiterte Funktionen',
      matrix: 'Bewertung Wahrscheinlichkeit × Schwere auf einer 5 × 5-Matrix',
      hierarchy: 'Maßnahmen nach der Rangfolge der Schutzmaßnahmen geordnet',
      residual: 'Geschätztes Restrisiko nach den vorgeschlagenen Maßnahmen',
      evidence: 'Jeder Befund mit der belegenden Datei und Textstelle verknüpft',
      citations: 'Rechtszitate mit Paragrafennummern aus den Referenzdaten',
      dueDiligence:
        'Dokumentation zur Sorgfaltspflicht (kanadisches Strafgesetzbuch, § 217.1, eingeführt durch Gesetz C-45)',
      bilingual: 'Oberfläche und Berichte auf Französisch und Englisch',
    },
    plan: {
      title: 'Der Pro-Tarif für Selbstständige',
      body: 'Alles, was Sie brauchen, um die Risiken Ihrer Kunden zu analysieren und ihnen professionelle Berichte zu übergeben. {{days}} Tage kostenlos testen für Neukunden, einmal pro E-Mail-Adresse.',
    },
    emailLabel: 'Geschäftliche E-Mail-Adresse',
    emailPlaceholder: 'sie@ihr-buero.ca',
    trialStartsToday: 'Ihre {{days}}-tägige kostenlose Testphase beginnt heute.',
    trialAlreadyUsed: 'Diese Adresse hat die Testphase bereits genutzt: Ihr Abonnement beginnt heute.',
    regulatorsTitle: 'Provinz- und Bundesvorschriften, unter anderem:',
    federal: 'Canada Labour Code, Teil II',
  },
  international: {
    eyebrow: 'Internationale Ausgabe',
    title: 'Gefährdungsbeurteilung in {{countries}} Ländern',
    body: 'Von Fotos und Dokumenten Ihres Arbeitsplatzes zur professionellen Risikoanalyse nach dem Rechtsrahmen des gewählten Landes, in {{languages}} Oberflächensprachen.',
    getStartedCta: 'Jetzt starten',
    countriesTitle: '{{countries}} Länder abgedeckt',
    plansTitle: 'Wählen Sie Ihren Tarif',
    plansSubtitle: 'Preise in US-Dollar. Kostenlose Testphase für Neukunden, einmal pro E-Mail-Adresse.',
    planLegend: 'Tarif',
    select: 'Wählen',
    selected: 'Gewählter Tarif',
    getStartedTitle: 'Jetzt starten',
    getStartedBody:
      'Geben Sie Ihre E-Mail-Adresse und das Land ein, dessen Vorschriften für Ihre Analysen gelten.',
    emailLabel: 'E-Mail',
    countryLabel: 'Land',
    countryPlaceholder: 'Land auswählen',
    summaryTitle: 'Gewählter Tarif',
    summaryPlan: 'Tarif',
    summaryCountry: 'Land',
    noCountry: 'Kein Land gewählt',
    subscribe: 'Abonnieren',
    frameworksTitle: 'Maßgebliche Rechtsrahmen',
    frameworks: {
      US: 'Gesetz über Sicherheit und Gesundheit am Arbeitsplatz (OSH Act)',
      FR: 'Arbeitsgesetzbuch (Code du travail)',
      DE: 'Arbeitsschutzgesetz (ArbSchG)',
      GB: 'Gesetz über Gesundheit und Sicherheit bei der Arbeit von 1974 (HSWA)',
      ES: 'Gesetz 31/1995 über die Verhütung berufsbedingter Risiken (PRL)',
      IT: 'Gesetzesvertretendes Dekret 81/2008 (D.Lgs. 81/2008)',
      MX: 'Bundesarbeitsgesetz und NOM-STPS-Normen',
      BR: 'Regulierungsnormen (Normas Regulamentadoras, NR)',
      CN: 'Gesetz über die Sicherheit in der Produktion (安全生产法)',
      JP: 'Gesetz über Arbeitssicherheit und Gesundheit in der Industrie (労働安全衛生法)',
      AU: 'Gesetz über Gesundheit und Sicherheit bei der Arbeit von 2011 (WHS Act)',
    },
  },
  legal: {
    bindingNote:
      'Diese Übersetzung dient nur zur Information; verbindlich sind allein die französische und die englische Fassung.',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    intro:
      'RisqueVision schützt die personenbezogenen Daten, die Sie uns anvertrauen. Diese Erklärung beschreibt, was wir erheben, wozu, wo wir es speichern und wie Sie Ihre Rechte ausüben.',
    sections: {
      collected: {
        title: 'Erhobene Daten',
        body: 'Die E-Mail-Adresse und Angaben Ihres Kontos (Tarif, Abonnementstatus, Sprache); die Fotos und Dokumente, die Sie hochladen; die daraus erstellten Analysen und Berichte. Zahlungskartendaten verarbeitet unser Zahlungsdienstleister; sie erreichen uns nie.',
      },
      purpose: {
        title: 'Verwendung',
        body: 'Diese Daten dienen ausschließlich der Erbringung des Dienstes: Verwaltung Ihres Kontos und Abonnements, Erstellung Ihrer Analysen und Berichte, Versand notwendiger E-Mails (Bestätigung, Passwort, Abrechnung) und Beantwortung Ihrer Anfragen. Sie werden weder verkauft noch für Werbung genutzt.',
      },
      storage: {
        title: 'Speicherung in Kanada',
        body: 'Konten, Dateien, Analysen und Berichte werden in Kanada gespeichert, in der AWS-Region ca-central-1, verschlüsselt im Ruhezustand und bei der Übertragung.',
      },
      sharing: {
        title: 'Weitergabe an Dritte',
        body: 'Wir geben Ihre Daten nur an Dienstleister weiter, die der Dienst benötigt (Hosting, Zahlung, E-Mail-Versand) und die vertraglich zur Vertraulichkeit verpflichtet sind, oder wenn das Gesetz es verlangt.',
      },
      retention: {
        title: 'Aufbewahrung und Löschung',
        body: 'Ihre Daten werden gespeichert, solange Ihr Abonnement aktiv ist. 30 Tage nach Ende des Abonnements (Ende des letzten bezahlten Zeitraums oder der Testphase) werden sie endgültig gelöscht: das Konto und seine E-Mail-Adresse, seine Sitzungen und versandten Links, die Analysen mit ihren Fotos, Vorschauen und Ergebnissen, Ihre Bearbeitungen, die Maßnahmenpläne und ihre Fotos, die Bibliothek des Assistenten und das Logo Ihrer Berichte. Ein Konto ohne eigenes Abonnement (eine in ein Unternehmensteam eingeladene Person) wird 30 Tage nach seiner letzten Nutzung gelöscht, sobald es keinem Team mehr angehört. Sie können jederzeit die Löschung Ihres Kontos und Ihrer Daten verlangen.',
      },
      teamAnalyses: {
        title: 'Analysen von Unternehmensteams',
        body: 'Analysen, die in einem Unternehmensteam erstellt werden, gehören dem Kundenunternehmen: Sie sind seine Unterlagen zu Sicherheit und Gesundheit bei der Arbeit, die es unter Umständen bis zu 10 Jahre aufbewahren muss. Wird das Konto eines Mitglieds gelöscht, bleiben seine Teamanalysen mit seinem Namen als Verfasser beim Team, solange das Abonnement des Unternehmens aktiv ist. 30 Tage nach Ende des Abonnements des Unternehmens werden das Team, alle seine Analysen und seine Bibliothek gelöscht: Laden Sie Ihre Berichte vorher herunter, wenn Sie sie länger aufbewahren müssen.',
      },
      keptElsewhere: {
        title: 'Hochgeladene Dateien, Sicherungskopien und Abrechnung',
        body: 'Für eine Analyse hochgeladene Fotos und Dokumente werden 2 Tage nach dem Senden gelöscht: Eine Analyse behält nur ihr Ergebnis und verkleinerte Vorschauen der Fotos. Sicherungskopien werden 35 Tage nach ihrer Erstellung gelöscht: Gelöschte Daten verschwinden spätestens 35 Tage nach ihrer Löschung aus allen Kopien. Abrechnungsunterlagen (Rechnungen, Zahlungen) bewahrt unser Zahlungsanbieter auf, wie es das Gesetz von ihm verlangt. Wir behalten die E-Mail-Adresse von Personen, die eine kostenlose Testphase hatten, nur um eine pro Adresse anzubieten, sowie einen Vermerk jeder Kontolöschung ohne E-Mail-Adresse für 2 Jahre.',
      },
      rights: {
        title: 'Ihre Rechte',
        body: 'Nach dem Gesetz 25 von Québec (Gesetz über den Schutz personenbezogener Daten im Privatsektor) und dem kanadischen Bundesgesetz PIPEDA können Sie Auskunft über Ihre Daten verlangen, sie berichtigen lassen, ihre Übertragung oder Löschung verlangen und Ihre Einwilligung widerrufen. Sie können sich auch bei der Commission d’accès à l’information du Québec oder beim Datenschutzbeauftragten Kanadas beschweren.',
      },
      officer: {
        title: 'Datenschutzbeauftragte Person',
        body: 'Für Fragen oder Anliegen schreiben Sie an unsere datenschutzbeauftragte Person:',
      },
    },
  },
  terms: {
    title: 'Nutzungsbedingungen',
    intro:
      'Diese Bedingungen regeln die Nutzung von RisqueVision und seiner Abonnements. Mit der Erstellung eines Kontos akzeptieren Sie sie.',
    table: {
      caption: 'Preise der Tarife',
      plan: 'Tarif',
      currency: 'Währung',
    },
    sections: {
      service: {
        title: 'Der Dienst',
        body: 'RisqueVision erstellt Risikoanalysen zu Sicherheit und Gesundheit bei der Arbeit sowie PDF-Berichte aus den Fotos und Dokumenten, die Sie bereitstellen.',
      },
      subscriptions: {
        title: 'Abonnements und Preise',
        body: 'Kanadische Tarife werden in kanadischen Dollar und internationale Tarife in US-Dollar abgerechnet, monatlich oder jährlich, gemäß der folgenden Tabelle. Die Zahlung wickelt ein sicherer Zahlungsdienstleister ab.',
      },
      trial: {
        title: 'Kostenlose Testphase',
        body: 'Neukunden testen {{days}} Tage kostenlos, einmal pro E-Mail-Adresse. Ehemalige Kunden, die erneut abonnieren, zahlen ab dem ersten Tag.',
      },
      informational: {
        title: 'Art der Analysen',
        body: 'Analysen und Berichte werden automatisch aus Ihren Dateien erstellt. Prüfen Sie sie vor jeder Entscheidung: Sie unterstützen das Urteil einer fachkundigen Person, sie ersetzen es nicht.',
      },
      cancellation: {
        title: 'Kündigung',
        body: 'Sie können Ihr Abonnement jederzeit in Ihrem Profil kündigen. Es bleibt bis zum Ende des bezahlten Zeitraums aktiv und wird dann nicht verlängert.',
      },
      accounts: {
        title: 'Konten',
        body: 'Sie sind für die Geheimhaltung Ihres Passworts verantwortlich. Mit den Pack-Entreprise-Tarifen können Sie so viele Mitglieder einladen, wie der Tarif Konten umfasst.',
      },
      law: {
        title: 'Anwendbares Recht',
        body: 'Diese Bedingungen unterliegen dem Recht von Québec und den dort anwendbaren Bundesgesetzen Kanadas. Für Streitigkeiten sind die Gerichte des Gerichtsbezirks Montréal zuständig.',
      },
      changes: {
        title: 'Änderungen',
        body: 'Wir informieren Sie mindestens 30 Tage vor jeder wesentlichen Änderung dieser Bedingungen oder der Preise per E-Mail.',
      },
      contact: {
        title: 'Kontakt',
        body: 'Bei Fragen zu diesen Bedingungen schreiben Sie uns:',
      },
    },
  },
  contact: {
    title: 'Kontakt',
    intro:
      'Eine Frage zu Ihrem Konto, einem Abonnement oder einer Analyse? Schreiben Sie uns, wir antworten per E-Mail.',
    supportTitle: 'Support',
    supportBody: 'Konto, Abonnement, Abrechnung oder eine Frage zu einer Analyse:',
    responseTime: 'Wir antworten in der Regel innerhalb von zwei Werktagen.',
    privacyTitle: 'Personenbezogene Daten',
    privacyBody: 'Auskunft, Berichtigung oder Löschung Ihrer Daten:',
    addressTitle: 'Adresse',
  },
} satisfies MarketingTexts;
