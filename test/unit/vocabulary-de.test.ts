import { describe, expect, it } from 'vitest';
import { compileLexicon } from '#core/analysis/offline-analyzer/lexicon';
import { findHazards } from '#core/analysis/offline-analyzer/match';
import { HAZARDS } from '#shared/knowledge/hazards';
import type { Hazard } from '#shared/knowledge/types';
import { vocabulary } from '#shared/knowledge/vocabulary/de';
import { CONCEPT_RULES } from '#shared/knowledge/vocabulary/rules';
import { CLUE_CLASSES } from '#shared/knowledge/vocabulary/types';

/** Hazards being added to the knowledge base; the vocabulary names them already. */
const NEW_HAZARDS = [
  'elevating-work-platform',
  'toxic-atmosphere',
  'isocyanate-sensitisers',
  'defeated-guard-interlock',
  'inert-dust',
];
const IDS = [...new Set([...HAZARDS.map((h) => h.id), ...NEW_HAZARDS])];
// Stand-ins for the new hazards until they are in HAZARDS, so that the sentences below can raise them.
const hazards: Hazard[] = [
  ...HAZARDS,
  ...NEW_HAZARDS.filter((id) => !HAZARDS.some((h) => h.id === id)).map((id) => ({ ...HAZARDS[0]!, id })),
];
const lexicon = compileLexicon('de', vocabulary, {});
const read = (text: string) =>
  findHazards(hazards, CONCEPT_RULES, () => lexicon, [
    { fileName: 'notiz', page: null, source: 'text', text, language: 'de' },
  ]);
const raised = (text: string) =>
  read(text)
    .filter((f) => f.state === 'uncontrolled')
    .map((f) => f.hazard.id);
const stateOf = (text: string, hazard: string) => read(text).find((f) => f.hazard.id === hazard)?.state;

const entries = Object.entries(vocabulary.hazards);

describe('German vocabulary: shape', () => {
  it('names every hazard of the knowledge base and the new ones', () => {
    expect(Object.keys(vocabulary.hazards).sort()).toEqual([...IDS].sort());
  });

  it('gives at least four words to every clue class', () => {
    for (const clue of CLUE_CLASSES) expect(vocabulary.clues[clue].length, clue).toBeGreaterThanOrEqual(4);
  });

  it('gives every hazard at least six terms, each phrase once, never both a term and a weak word', () => {
    for (const [id, words] of entries) {
      expect(words.terms.length, id).toBeGreaterThanOrEqual(6);
      const all = [...words.terms, ...(words.weak ?? []), ...(words.controls ?? [])].map((p) =>
        p.toLowerCase(),
      );
      expect(
        all.filter((phrase, i) => all.indexOf(phrase) !== i),
        id,
      ).toEqual([]);
      const weak = new Set((words.weak ?? []).map((p) => p.toLowerCase()));
      expect(
        words.terms.filter((t) => weak.has(t.toLowerCase())),
        id,
      ).toEqual([]);
    }
  });

  it('has at least 25 idioms and both length units', () => {
    expect(vocabulary.idioms.length).toBeGreaterThanOrEqual(25);
    expect(vocabulary.lengthUnits.metres).toContain('m');
    expect(vocabulary.lengthUnits.feet.length).toBeGreaterThan(0);
  });
});

// Stemming and compound matching can turn a phrase against itself (a term holding an absence cue
// negates itself; an idiom can swallow a term): each phrase is read on its own through the engine.
describe('German vocabulary: every phrase read on its own', () => {
  it('raises each hazard from each of its terms', () => {
    const silent = entries.flatMap(([id, words]) =>
      words.terms.filter((term) => !raised(`${term}.`).includes(id)).map((term) => `${id}: ${term}`),
    );
    expect(silent).toEqual([]);
  });

  // A protection several hazards list ("Absaugung") raises one of them only with a clue of which.
  const listedBy = new Map<string, number>();
  for (const [, words] of entries)
    for (const control of words.controls ?? []) listedBy.set(control, (listedBy.get(control) ?? 0) + 1);

  it('raises each hazard from each of its own controls said missing, and controls it when they are there', () => {
    const silent = entries.flatMap(([id, words]) =>
      (words.controls ?? [])
        .filter((control) => listedBy.get(control) === 1 && !raised(`Ohne ${control}.`).includes(id))
        .map((control) => `${id}: ${control}`),
    );
    expect(silent).toEqual([]);
    const uncontrolled = entries.flatMap(([id, words]) =>
      (words.controls ?? [])
        .filter((control) => stateOf(`${control} ist vorhanden.`, id) !== 'controlled')
        .map((control) => `${id}: ${control}`),
    );
    expect(uncontrolled).toEqual([]);
  });

  it('raises nothing from a weak word alone', () => {
    const loud = entries.flatMap(([id, words]) =>
      (words.weak ?? []).filter((w) => raised(`${w}.`).includes(id)).map((w) => `${id}: ${w}`),
    );
    expect(loud).toEqual([]);
  });
});

describe('German vocabulary: reading', () => {
  it.each([
    ['Der Monteur arbeitete in 7 m Höhe an der Dachkante ohne Absturzsicherung.', 'roof-edge-fall'],
    ['Auf dem Flachdach war kein Seitenschutz vorhanden.', 'roof-edge-fall'],
    ['Seitenschutz fehlt an der Attika.', 'roof-edge-fall'],
    ['Der Beschäftigte stürzte beim Verlegen der Trapezbleche vom Hallendach.', 'roof-edge-fall'],
    ['Ein Beschäftigter fiel durch eine nicht durchtrittsichere Lichtkuppel.', 'floor-opening-fall'],
    ['Er trat auf eine Lichtplatte und brach durch.', 'floor-opening-fall'],
    ['Der Mitarbeiter stürzte von der Stehleiter und brach sich das Handgelenk.', 'ladder-fall'],
    ['Die Leiter war beschädigt, eine Sprosse fehlte.', 'ladder-fall'],
    ['Am Gerüst fehlten Bordbretter und der Belag war unvollständig.', 'scaffold-fall'],
    ['Das Rollgerüst wurde mit Personen darauf verschoben.', 'scaffold-fall'],
    ['Ein Arbeiter fiel vom Gerüst.', 'scaffold-fall'],
    [
      'Der Kommissionierer wurde von einem rückwärtsfahrenden Schubmaststapler angefahren.',
      'forklift-pedestrian',
    ],
    ['Die Palettenschleuse am Zwischengeschoss stand offen.', 'mezzanine-fall'],
    [
      'Der Monteur wurde in der Hubarbeitsbühne zwischen Korb und Hallendecke eingeklemmt.',
      'elevating-work-platform',
    ],
    ['Mitarbeiter hielten sich unter der schwebenden Last auf.', 'crane-suspended-load'],
    ['Das Hebeband war an einer scharfen Kante gerissen.', 'rigging-sling-failure'],
    ['Der Regalständer war nach einem Staplerunfall stark verbogen.', 'storage-rack-collapse'],
    ['Beim Reinigen der Umlenktrommel wurde die Hand des Mitarbeiters eingezogen.', 'unguarded-conveyor'],
    ['Die Gelenkwelle am Traktor war ohne Schutz.', 'rotating-shaft-entanglement'],
    ['Beim Einlegen des Blechs in die Abkantpresse wurden zwei Finger gequetscht.', 'power-press'],
    ['An der Formatkreissäge wurde ohne Spaltkeil gearbeitet.', 'woodworking-saw'],
    ['Der Türschalter der Schutztür war mit einem Ersatzbetätiger überbrückt.', 'defeated-guard-interlock'],
    ['Die Schutzhaube der Fräsmaschine war demontiert.', 'defeated-guard-interlock'],
    [
      'Der Instandhalter griff in die laufende Maschine, um einen Materialstau zu beseitigen.',
      'lockout-maintenance',
    ],
    ['Bei der Störungsbeseitigung lief die Anlage unerwartet an.', 'lockout-maintenance'],
    [
      'Der Elektriker arbeitete im Schaltschrank unter Spannung und erlitt einen Stromschlag.',
      'live-electrical-parts',
    ],
    ['Der Kranausleger berührte eine Freileitung.', 'overhead-power-lines'],
    ['Mehrfachsteckdosen waren hintereinandergesteckt.', 'damaged-cords-panels'],
    ['Verdünnung wurde in eine unbeschriftete Getränkeflasche umgefüllt.', 'whmis-labelling-sds'],
    ['Für die eingesetzten Reiniger lagen keine Sicherheitsdatenblätter vor.', 'whmis-labelling-sds'],
    ['Beim Umfüllen von Natronlauge spritzte dem Mitarbeiter Lauge ins Auge.', 'corrosive-substances'],
    ['Die Lackierer spritzten lösemittelhaltigen Lack ohne Absaugung.', 'solvent-vapours'],
    ['Der Landwirt mischte das Pflanzenschutzmittel ohne Handschuhe an.', 'pesticide-exposure'],
    ['Der Bodenleger trug 2K-Lack ohne Atemschutz auf.', 'isocyanate-sensitisers'],
    ['Die Arbeitsplatten aus Quarzkomposit wurden trocken geschnitten.', 'crystalline-silica'],
    ['Beim Trennschleifen von Beton wurde keine Absaugung verwendet.', 'crystalline-silica'],
    ['Beim Abbruch wurden Asbestzementplatten zerbrochen.', 'asbestos'],
    ['Beim Schleifen von Eichenholz wurde kein Atemschutz getragen.', 'wood-dust'],
    ['Beim Kehren der Halle entsteht starke Staubentwicklung.', 'inert-dust'],
    ['Im Lärmbereich wurde kein Gehörschutz getragen.', 'occupational-noise'],
    ['In der Halle ist es so laut, dass man sein eigenes Wort nicht versteht.', 'occupational-noise'],
    ['Der Bauarbeiter arbeitete täglich mehrere Stunden mit dem Abbruchhammer.', 'hand-arm-vibration'],
    [
      'Der Radladerfahrer fährt den ganzen Tag über unebenes Gelände mit Schlaglöchern.',
      'whole-body-vibration',
    ],
    ['Zwei Arbeiter stiegen ohne Freimessung in den Pumpenschacht ein.', 'confined-space-entry'],
    [
      'In der Güllegrube bildete sich Schwefelwasserstoff; der Landwirt brach bewusstlos zusammen.',
      'toxic-atmosphere',
    ],
    ['Der Rohrgraben war 2 m tief und nicht verbaut.', 'trench-collapse'],
    ['Der Staplerfahrer übersah an der Kreuzung einen Fußgänger.', 'forklift-pedestrian'],
    ['Der Radlader stieß zurück und überrollte den Fuß eines Arbeiters.', 'vehicle-reversing'],
    ['Der Lkw fuhr von der Rampe los, während der Stapler noch im Auflieger war.', 'loading-dock'],
    ['Die Pflegekräfte heben Patienten ohne Hilfsmittel aus dem Bett.', 'manual-handling'],
    ['Am Fließband werden pro Stunde 1200 Teile montiert.', 'repetitive-work'],
    ['Fliesenleger arbeiten stundenlang kniend in gebückter Haltung.', 'awkward-posture'],
    ['Die Mitarbeiterin rutschte auf einer Öllache aus.', 'wet-floor-slip'],
    ['Der Notausgang war mit Paletten verstellt.', 'cluttered-aisle-trip'],
    ['Brennbare Flüssigkeiten werden nicht im Sicherheitsschrank aufbewahrt.', 'flammable-liquid-storage'],
    ['Auf den Trägern in der Mühle lagen dicke Mehlstaubablagerungen.', 'combustible-dust'],
    ['Ohne Schweißerlaubnis wurde an dem leeren Kraftstofftank geschweißt.', 'hot-work-ignition'],
    ['Der Schweißer arbeitete ohne Absaugung an verzinktem Stahl.', 'welding-fumes'],
    ['Der Kollege neben dem Schweißplatz hatte sich die Augen verblitzt.', 'welding-arc-radiation'],
    ['Bei 35 Grad im Schatten arbeiteten die Straßenbauer ohne Pausen in praller Sonne.', 'heat-stress'],
    ['Die Kommissionierer arbeiten im Tiefkühllager bei -25 °C.', 'cold-stress'],
    ['Bei der Durchstrahlungsprüfung wurde der Sperrbereich nicht abgesperrt.', 'ionizing-radiation'],
    ['Die Pflegekraft zog sich beim Recapping eine Nadelstichverletzung zu.', 'bloodborne-needlestick'],
    ['Im Keller ist nach dem Wasserschaden starker Schimmelbefall.', 'biological-agents-waste'],
    ['Eine Kassiererin wurde von einem Kunden bedroht und geschlagen.', 'workplace-violence-harassment'],
    [
      'Wegen Personalmangel leisten die Pflegekräfte ständig Überstunden unter hohem Zeitdruck.',
      'work-overload-stress',
    ],
    ['Der Klärwärter arbeitet nachts allein in der Pumpstation.', 'working-alone'],
    ['Eine Acetylenflasche fiel um und der Druckminderer brach ab.', 'compressed-gas-cylinders'],
    [
      'Beim Öffnen von Kartons mit dem Cuttermesser schnitt sich die Mitarbeiterin in den Finger.',
      'hand-tool-cuts',
    ],
    ['Der Winkelschleifer wurde ohne Schutzhaube betrieben.', 'portable-power-tools'],
    ['Die Kleidung wurde mit Druckluft abgeblasen.', 'pressure-vessels'],
    ['Der Waldarbeiter trug keine Schnittschutzhose.', 'chainsaw'],
    ['Beim Fällen der Fichte wurde der Waldarbeiter von einem herabfallenden Ast getroffen.', 'tree-felling'],
    ['Ein Hammer fiel vom Gerüst und traf einen Passanten.', 'dropped-objects'],
  ])('%s → %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  it.each([
    ['Es werden keine Gabelstapler eingesetzt.', 'forklift-pedestrian'],
    ['Im Gebäude ist kein Asbest vorhanden.', 'asbestos'],
    ['Die verwendeten Farben sind lösemittelfrei.', 'solvent-vapours'],
    ['Absturzgefahr besteht nicht, die Arbeiten erfolgen vom Boden aus.', 'roof-edge-fall'],
    ['Leitern werden nicht benutzt.', 'ladder-fall'],
    ['Eine Gefährdung durch Lärm ist nicht gegeben.', 'occupational-noise'],
    ['Asbesthaltige Materialien sind im Gebäude nicht bekannt.', 'asbestos'],
    ['Arbeiten in engen Räumen finden nicht statt.', 'confined-space-entry'],
  ])('reads the negation of %s', (text, hazard) => {
    expect(raised(text)).not.toContain(hazard);
  });

  it('reads protections in place as control', () => {
    expect(
      stateOf('Der Auffanggurt war an einem geeigneten Anschlagpunkt angeschlagen.', 'roof-edge-fall'),
    ).toBe('controlled');
    expect(
      stateOf(
        'Die Anlage wurde freigeschaltet und gegen Wiedereinschalten gesichert.',
        'lockout-maintenance',
      ),
    ).toBe('controlled');
    expect(stateOf('Die Kreissäge ist mit Spaltkeil und Schutzhaube ausgerüstet.', 'woodworking-saw')).toBe(
      'controlled',
    );
    expect(stateOf('Der Graben ist mit Verbauplatten gesichert.', 'trench-collapse')).toBe('controlled');
  });

  it.each([
    'Die Geschäftsleitung hat beschlossen, die Gehälter ab Januar um 3 % zu erhöhen.',
    'Das neue CRM-System wird nächste Woche freigeschaltet, bitte melden Sie sich mit Ihrem Konto an.',
    'Ihr Konto wurde noch nicht freigeschaltet; die Wartungsarbeiten am Server dauern an.',
    'Wir suchen einen Projektleiter (m/w/d) mit abgeschlossenem Studium Maschinenbau und Erfahrung in Wartung und Instandhaltung.',
    'Die Abteilungen werden unter einem Dach zusammengeführt, die Karriereleiter steht allen offen.',
    'Bei höherer Gewalt ist der Auftragnehmer von der Leistungspflicht befreit.',
    'Die Pressemitteilung zur Bilanz wurde heute veröffentlicht.',
    'Nach einem Systemabsturz mussten alle Daten neu erfasst werden.',
    'Das Unternehmen ist für die Zukunft gut gerüstet, alle Fahrzeuge sind mit Navigationssystemen ausgerüstet.',
    'Das Mengengerüst für das Projekt liegt in der Anlage.',
    'Die Kaffeemaschine in der Teeküche wird einmal wöchentlich entkalkt und gereinigt.',
    'Die Zahlung erfolgt per Lastschrift zu Lasten Ihres Kontos.',
    'Herr Schneider und Frau Stein haben den Vertrag unterschrieben.',
    'Die Kündigung wurde unter Vorbehalt ausgesprochen; der Einstieg in Verhandlungen ist möglich.',
    'Der neue Kollege hat noch keine Einweisung in das Buchhaltungssystem erhalten.',
    'Die Entscheidung wird im Aufsichtsrat gefällt.',
    'Kein Zutritt zum Gelände ohne Besucherausweis.',
    'Die Kollegen konnten sich kaum verständigen, da sie unterschiedliche Sprachen sprechen.',
    'Laut Maschinenrichtlinie muss der Hersteller eine Betriebsanleitung liefern.',
    'Die Wohnung im 3. Obergeschoss hat einen Balkon mit 2 m Tiefe.',
    'Wir haben das Team zusammengeschweißt und Bedenken zerstreut.',
    'Der Versicherungsfall wurde nicht anerkannt, ein Kostenvoranschlag liegt vor.',
  ])('raises nothing in office text: %s', (text) => {
    expect(raised(text)).toEqual([]);
  });
});
