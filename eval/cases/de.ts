import type { EvalCase } from '../types';

/** German cases, in the style of DGUV and Berufsgenossenschaft accident reports and inspection notes. */
export const CASES: readonly EvalCase[] = [
  {
    id: 'de-01',
    language: 'de',
    kind: 'named',
    text:
      'Beim Reinigen der Druckwalzen mit einem xylolhaltigen Lösemittel klagten zwei Drucker über ' +
      'Kopfschmerzen und Schwindel. Die Absaugung am Reinigungsplatz war abgeschaltet, weil sie zu laut ' +
      'sei, und die Schutzhandschuhe waren nicht lösemittelbeständig.',
    expected: ['chemical'],
    acceptable: ['fire_explosion'],
    source: 'BG ETEM Unfallbericht, Druckerei',
  },
  {
    id: 'de-02',
    language: 'de',
    kind: 'named',
    text:
      'In einem 2,5 m tiefen, nicht verbauten Graben wurde ein Rohrleger beim Einsturz der Grabenwand bis ' +
      'zur Brust verschüttet. Der Aushub lag unmittelbar an der Grabenkante, ein Verbaugerät war auf der ' +
      'Baustelle nicht vorhanden.',
    expected: ['excavation'],
    acceptable: [],
    source: 'BG BAU Unfallbericht, Kanalbau',
  },
  {
    id: 'de-03',
    language: 'de',
    kind: 'named',
    text:
      'Im Hochregallager fiel ein Karton aus der dritten Regalebene und traf einen Kommissionierer am Kopf. ' +
      'An diesem Regal fehlten die Durchschubsicherungen, und die Ware war von der Gegenseite zu weit ' +
      'eingeschoben worden.',
    expected: ['falling_objects'],
    acceptable: [],
    source: 'BGHW Unfallbericht, Logistik',
  },
  {
    id: 'de-04',
    language: 'de',
    kind: 'named',
    text:
      'Ein Koch rutschte auf dem fettverschmierten Fliesenboden vor der Fritteuse aus und brach sich das ' +
      'Handgelenk. Rutschhemmende Schuhe wurden nicht gestellt, und der Boden wurde erst nach Schichtende ' +
      'gereinigt.',
    expected: ['slips_trips'],
    acceptable: [],
    source: 'BGN Unfallbericht, Gastronomie',
  },
  {
    id: 'de-05',
    language: 'de',
    kind: 'named',
    text:
      'Ein Anlagenwärter macht nachts allein die Kontrollgänge in der Kläranlage, auch in den Pumpenkeller. ' +
      'Ein Personen-Notsignal-Gerät ist nicht vorhanden, und im Keller gibt es keinen Mobilfunkempfang.',
    expected: ['working_alone'],
    acceptable: ['confined_space', 'biological'],
    source: 'Gefährdungsbeurteilung Alleinarbeit, Abwasserbetrieb',
  },
  {
    id: 'de-06',
    language: 'de',
    kind: 'named',
    text:
      'Eine Mitarbeiterin des Jobcenters wurde im Beratungsgespräch von einem Kunden bedroht und mit einem ' +
      'Stuhl angegriffen. Im Beratungszimmer gab es weder einen Alarmknopf noch einen zweiten Ausgang.',
    expected: ['psychosocial'],
    acceptable: [],
    source: 'Unfallanzeige, Gewalt am Arbeitsplatz, öffentliche Verwaltung',
  },
  {
    id: 'de-07',
    language: 'de',
    kind: 'indirect',
    text:
      'Ein Monteur stieg durch das Mannloch in den entleerten Gärbehälter der Biogasanlage, um das Rührwerk ' +
      'zu prüfen, und brach nach wenigen Minuten zusammen. Eine Freimessung war nicht erfolgt, und draußen ' +
      'stand niemand zur Sicherung.',
    expected: ['confined_space'],
    acceptable: ['chemical', 'fire_explosion', 'working_alone'],
    source: 'SVLFG Unfallbericht, Biogasanlage',
  },
  {
    id: 'de-08',
    language: 'de',
    kind: 'indirect',
    text:
      'Zur Störungsbeseitigung an der Ballenpresse hatte der Schlosser den Hauptschalter ausgeschaltet, aber ' +
      'nicht gegen Wiedereinschalten gesichert. Ein Kollege bemerkte den Stillstand, schaltete die Anlage ' +
      'wieder ein, und der Pressstempel fuhr herunter.',
    expected: ['hazardous_energy', 'machinery'],
    acceptable: [],
    source: 'BGHW Unfallbericht, Entsorgungsbetrieb',
  },
  {
    id: 'de-09',
    language: 'de',
    kind: 'indirect',
    text:
      'An der Kasse des Baumarkts heben die Beschäftigten Zementsäcke von 25 kg über den Scanner, ' +
      'mehrere hundert Mal pro Schicht und mit verdrehtem Oberkörper. Drei Kassiererinnen sind wegen ' +
      'Rückenbeschwerden in Behandlung.',
    expected: ['ergonomics'],
    acceptable: [],
    source: 'Gefährdungsbeurteilung, Einzelhandel',
  },
  {
    id: 'de-10',
    language: 'de',
    kind: 'indirect',
    text:
      'Ein Elektriker wollte in einer Unterverteilung eine gelockerte Leitung nachklemmen und ging davon ' +
      'aus, dass der Stromkreis abgeschaltet war; geprüft hatte er es nicht. Beim Berühren der Klemme ' +
      'verkrampfte sich seine Hand, bis ein Kollege die Sicherung herausdrehte.',
    expected: ['electrical'],
    acceptable: ['hazardous_energy'],
    source: 'BG ETEM Unfallbericht, Elektrohandwerk',
  },
  {
    id: 'de-11',
    language: 'de',
    kind: 'negation',
    text:
      'In der Halle wird nicht geschweißt und es gibt keine offenen Flammen; Heißarbeiten sind im Vertrag ' +
      'ausgeschlossen. Auffällig war dagegen, dass an den Bandschleifmaschinen der Holzstaub ohne Absaugung ' +
      'in der Luft steht.',
    expected: ['dust_fibres'],
    acceptable: ['machinery', 'noise', 'fire_explosion'],
    source: 'Betriebsbesichtigung, Schreinerei',
  },
  {
    id: 'de-12',
    language: 'de',
    kind: 'negation',
    text:
      'Das Röntgengerät der Praxis wurde im Mai abgebaut; ionisierende Strahlung wird nicht mehr ' +
      'eingesetzt. Benutzte Kanülen werden von den Mitarbeiterinnen aber weiterhin in offene Becher ' +
      'geworfen und erst abends umgefüllt.',
    expected: ['biological'],
    acceptable: [],
    source: 'Begehung, Arztpraxis',
  },
  {
    id: 'de-13',
    language: 'de',
    kind: 'controlled',
    text:
      'Das Fassadengerüst wurde vom Gerüstbauer freigegeben, die Prüfung ist mit Kennzeichnung am Zugang ' +
      'dokumentiert. Seitenschutz mit Geländerholm, Zwischenholm und Bordbrett ist auf allen Lagen ' +
      'vollständig vorhanden.',
    expected: [],
    acceptable: ['falls', 'falling_objects'],
    source: 'Gerüstprüfprotokoll, Hochbau',
  },
  {
    id: 'de-14',
    language: 'de',
    kind: 'controlled',
    text:
      'Schweißarbeiten am Außenmantel des Tanks beginnen erst nach Ausstellung des Erlaubnisscheins: Der ' +
      'Tank ist gereinigt, inertisiert und freigemessen, brennbare Stoffe im Umkreis sind entfernt, und eine ' +
      'Brandwache bleibt bis zwei Stunden nach Ende der Arbeiten vor Ort.',
    expected: [],
    acceptable: ['hot_work', 'fire_explosion'],
    source: 'Erlaubnisschein für Heißarbeiten, Tanklager',
  },
  {
    id: 'de-15',
    language: 'de',
    kind: 'benign',
    text:
      'Nach dem Kurssturz im Frühjahr hat die Leiterin des Vertriebs die Strategie neu ausgerichtet, und die ' +
      'Marke gewinnt wieder Marktanteile. Der Leiter Einkauf wechselt zum 1. Juli in die Geschäftsführung; ' +
      'die Nachfolge regelt der Aufsichtsrat.',
    expected: [],
    acceptable: [],
    source: 'Pressemitteilung eines Unternehmens',
  },
  {
    id: 'de-16',
    language: 'de',
    kind: 'benign',
    text:
      'Wir suchen einen Brand Manager (m/w/d) für unsere Getränkemarke. Sie berichten an die Leiterin ' +
      'Marketing, organisieren Live-Events und behalten auch bei engen Fristen den Überblick. Die Vergütung ' +
      'erfolgt nach Tarifstufe 9, dazu gibt es ein Jobticket.',
    expected: [],
    acceptable: [],
    source: 'Stellenanzeige, Konsumgüter',
  },
  {
    id: 'de-17',
    language: 'de',
    kind: 'mixed',
    text:
      'An der Laborzentrifuge klebte nur das englische Warnschild des Herstellers: „DANGER – Do not open ' +
      'lid until rotor has come to a complete stop.“ Die Deckelverriegelung war defekt und ließ sich bei ' +
      'laufendem Rotor öffnen; eine Laborantin griff hinein, um ein Röhrchen zu entnehmen.',
    expected: ['machinery'],
    acceptable: ['hazardous_energy', 'biological'],
    source: 'Unfallbericht, Labor, englischer Herstellerhinweis',
  },
];
