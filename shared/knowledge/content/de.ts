import type { KnowledgeContent } from './types';

/**
 * German texts of the knowledge base (translations of the English). Terms follow German
 * OHS practice (DGUV, ArbSchG, BetrSichV): PSA, Seitenschutz, Anschlageinrichtung, enge Räume,
 * Sicherung gegen Wiedereinschalten (LOTO). Canadian system names (WHMIS, CSA) are kept.
 */
const content: KnowledgeContent = {
  hazards: {
    'ladder-fall': {
      description:
        'Absturz bei der Benutzung einer tragbaren Anlegeleiter oder Stehleiter: instabile, falsch aufgestellte oder beschädigte Leiter, Beschäftigte, die sich zu weit hinauslehnen, eine Last tragen oder längere Zeit von der Leiter aus arbeiten.',
      controls: [
        'Arbeiten in der Höhe überflüssig machen, indem die Tätigkeit vom Boden aus erfolgt: Werkzeuge mit langem Stiel, absenkbare Einrichtungen, Lagerung häufig benötigter Gegenstände in Arbeitshöhe.',
        'Die Leiter bei jeder länger dauernden oder beidhändigen Tätigkeit durch eine Arbeitsplattform mit Seitenschutz ersetzen (Podestleiter, fahrbares Podest, fahrbare Hubarbeitsbühne).',
        'Leitern verwenden, die CSA Z11 entsprechen und rutschhemmende Leiterfüße haben; das obere Leiterende anbinden oder sichern und Stabilisatoren anbringen.',
        'Die Leiter vor jeder Benutzung prüfen und beschädigte Leitern gekennzeichnet der Benutzung entziehen; das Neigungsverhältnis von 4 zu 1 und einen Überstand von etwa 900 mm über die Austrittsstelle einhalten; stets drei Kontaktpunkte halten; die Benutzer unterweisen.',
        'Sicherheitsschuhe mit rutschhemmender Sohle; Auffanggurt an einem Anschlagpunkt, wenn Höhe und Tätigkeit dies erfordern.',
      ],
    },
    'roof-edge-fall': {
      description:
        'Arbeiten in der Nähe einer ungesicherten Absturzkante (Dach, Deckenplatte, Geschossdecke im Rohbau, erhöhte Plattform), an der Beschäftigte abstürzen können, oft aus mehr als 3 m Höhe und mit möglicher Todesfolge.',
      controls: [
        'Arbeiten an Absturzkanten bereits in der Planung vermeiden: Dachaufbauten mit Abstand zu den Kanten, Vorfertigung am Boden, dauerhafte Attiken oder Geländer als Teil des Gebäudes.',
        'Seitenschutz (Geländerholm, Zwischenholm und Bordbrett) an allen Kanten mit Absturzgefahr anbringen; andernfalls Auffangnetze unterhalb des Arbeitsbereichs.',
        'Ein Absturzschutzkonzept und ein Rettungskonzept erstellen; einen Bereich mit beschränktem Zutritt im Abstand zur Kante durch eine Warnlinie abgrenzen; die Beschäftigten unterweisen und beaufsichtigen.',
        'Wo kollektiver Schutz nicht möglich ist: Auffanggurt, über einen Falldämpfer oder ein Sicherungsseil mit einer dafür bemessenen Anschlageinrichtung verbunden (Auffangsystem oder Rückhaltesystem).',
      ],
    },
    'floor-opening-fall': {
      description:
        'Absturz durch eine ungesicherte Bodenöffnung, einen Schacht, ein Mannloch oder ein Oberlicht oder durch eine nicht gesicherte oder nicht ausreichend tragfähige Abdeckung.',
      controls: [
        'Öffnungen endgültig schließen, sobald der Bauablauf es zulässt.',
        'Jede Öffnung mit einer gegen Verschieben gesicherten Abdeckung verschließen, die für die zu erwartenden Lasten ausgelegt und mit „ÖFFNUNG – NICHT ENTFERNEN“ beschriftet ist, oder sie mit Seitenschutz umwehren; unter Oberlichtern Schutzgitter oder Roste anbringen.',
        'Öffnungen bei der täglichen Kontrolle prüfen; das Entfernen einer Abdeckung nur mit einer Ersatzmaßnahme zulassen; vorübergehende Öffnungen kennzeichnen.',
        'Auffanggurt an einem Anschlagpunkt, um eine Abdeckung anzubringen oder zu entfernen oder in der Nähe einer ungesicherten Öffnung zu arbeiten.',
      ],
    },
    'scaffold-fall': {
      description:
        'Absturz von einer unvollständig belegten Gerüstlage oder einer Gerüstlage ohne Seitenschutz oder Einsturz eines Gerüsts, das unzureichend aufgelagert, ausgesteift oder verankert ist.',
      controls: [
        'Eine fahrbare Hubarbeitsbühne oder ein Systemgerüst mit vollständigen Belägen einem behelfsmäßigen Gerüst vorziehen.',
        'Das Gerüst nach der Anleitung des Herstellers oder nach den Plänen eines Ingenieurs errichten: lastverteilende Unterlagen, Fußspindeln, Aussteifung, Verankerung am Bauwerk, vollständige Beläge mit Seitenschutz und Bordbrettern, integrierter Leiteraufstieg.',
        'Auf-, Um- und Abbau nur durch fachkundige Personen; vor jeder Schicht und nach Unwettern prüfen und den Prüfstatus kennzeichnen; ein besetztes Fahrgerüst niemals verfahren.',
        'Auffanggurt an einem Anschlagpunkt beim Auf- und Abbau, solange der Seitenschutz noch nicht angebracht ist.',
      ],
    },
    'mezzanine-fall': {
      description:
        'Absturz von der Kante einer Lagerbühne, eines Laufstegs oder einer Anlagenbühne, besonders an der Palettenübergabestelle, an der das Geländer offen bleibt.',
      controls: [
        'Zugang zu Absturzkanten vermeiden: ebenerdig lagern oder die Bühne über einen Lastenaufzug oder einen Förderer beschicken, statt Paletten mit dem Gabelstapler abzusetzen.',
        'An der Übergabestelle eine Palettenschleuse (schwenkbar oder kippbar) einbauen, bei der stets eine Seite geschlossen bleibt; durchgehender Seitenschutz mit Bordbrettern an allen anderen Kanten; feste Treppe mit Handlauf.',
        'Das Öffnen oder Entfernen eines Geländers ohne Ersatzmaßnahme verbieten; die zulässige Belastung der Bühne aushängen; Fußgänger aus dem Bereich unterhalb der Kante fernhalten.',
        'Rückhaltesystem (Auffanggurt und Verbindungsmittel, das zu kurz ist, um die Kante zu erreichen) für jede Tätigkeit an einer offenen Kante.',
      ],
    },
    'dropped-objects': {
      description:
        'Werkzeuge, Material oder Schutt, die von einem Gerüst, einem Dach, einer Bühne oder einer Hubarbeitsbühne herabfallen und Personen darunter treffen.',
      controls: [
        'Die Arbeiten so planen, dass sich niemand unterhalb eines hochgelegenen Arbeitsbereichs aufhält (Abstimmung der Arbeitsabfolge, Arbeiten außerhalb der Nutzungszeiten).',
        'Bordbretter, Schutznetze oder Schutzwände gegen herabfallende Teile an Gerüsten und Kanten anbringen; Schutt über eine geschlossene Schuttrutsche abführen, statt ihn hinunterzuwerfen.',
        'In der Höhe verwendete Werkzeuge mit Werkzeugsicherungsleinen sichern und Kleinteile in geschlossenen Behältern nach oben befördern.',
        'Den Gefahrenbereich unterhalb der Arbeiten kennzeichnen und absperren, Betreten verboten; keine Materialien in der Nähe von Kanten lagern.',
        'Schutzhelm für alle Personen im gefährdeten Bereich.',
      ],
    },
    'storage-rack-collapse': {
      description:
        'Einsturz eines beschädigten oder überladenen Palettenregals oder Herabfallen von Paletten und Waren aus oberen Ebenen, oft nach einem Anfahren durch einen Gabelstapler.',
      controls: [
        'Regale im Boden verankern; Rammschutz an den Stützen, Anfahrschutz an den Gangenden, Traversensicherungen sowie Gitter oder Netze als Durchschubsicherung an der Rückseite von Regalfeldern anbringen, die an einen Gang grenzen.',
        'Regale nach den Angaben des Herstellers oder eines Ingenieurs auslegen lassen und die zulässige Fachlast jeder Ebene aushängen; die schwersten Paletten in den unteren Ebenen lagern.',
        'Regale regelmäßig und nach jedem Anfahren prüfen; Regalfelder mit beschädigter Stütze oder Traverse sofort entladen und gekennzeichnet sperren; das Beklettern der Regale verbieten.',
        'Schutzhelm in den Gängen von Hochregalen während der Ein- und Auslagerung.',
      ],
    },
    'tree-felling': {
      description:
        'Motormanuelle Baumfällung oder Baumschnitt: unerwartet fallender Baum, Dürrständer oder Totast, sich lösender hängengebliebener Baum, zurückschlagender Stamm.',
      controls: [
        'Bei gefährlichen oder gebäudenahen Bäumen die maschinelle Fällung (Fäller-Bündler) oder die Abtragung mit Hubarbeitsbühne oder Kran vorziehen.',
        'Forstmaschinen mit Kabinen mit Schutz gegen herabfallende Gegenstände und Überrollschutz (FOPS/ROPS); Fällkeile, Seilwinde oder Seilzug verwenden, um die Fallrichtung zu bestimmen und einen hängengebliebenen Baum zu lösen.',
        'Jeden Baum vor der Fällung beurteilen (Dürrständer, Totäste, Neigung, Wind), zwei Rückweichen freimachen, alle Personen außerhalb eines Bereichs von mindestens der doppelten Baumlänge halten; nur ausgebildete Baumfäller, nie allein.',
        'Schutzhelm mit Visier und Gehörschutz, Schnittschutzhose oder Schnittschutz-Beinlinge, Sicherheitsstiefel, Warnkleidung.',
      ],
    },
    'crane-suspended-load': {
      description:
        'Eine von einem Brückenkran, Hebezeug oder Mobilkran angehobene Last fällt herab, pendelt oder trifft eine Person; Umkippen des Krans; Person unter der Last.',
      controls: [
        'Hebezeuge mit Überlastsicherung, Endschaltern und Haken mit Sicherheitsfalle ausrüsten; bei Mobilkranen Lastmomentanzeige und Abstützungen auf lastverteilenden Unterlagen.',
        'Hebeplan für kritische Hubvorgänge; Nenntragfähigkeit und Traglasttabelle einhalten; den Bereich unter der Last absperren und von Personen freihalten; die Last mit Führungsseilen führen.',
        'Bedienung durch qualifizierte Kranführer mit einem benannten Einweiser und vereinbarten Zeichen; tägliche Kontrolle und dokumentierte wiederkehrende Prüfung der Geräte.',
        'Schutzhelm, Sicherheitsschuhe und Handschuhe für Anschläger.',
      ],
    },
    'rigging-sling-failure': {
      description:
        'Anschlagmittel verschlissen, an einer scharfen Kante durchtrennt, durch einen zu großen Neigungswinkel überlastet oder nicht gekennzeichnete Anschlagteile: Absturz der Last.',
      controls: [
        'Gekennzeichnete Anschlagmittel (Tragfähigkeitsanhänger), Kantenschutz an scharfen Ecken und eine Traverse für lange Lasten verwenden; an Bauteilen dafür ausgelegte Anschlagpunkte vorsehen.',
        'Anschlagmittel und Anschlagart nach Gewicht und Neigungswinkel auswählen (die Tragfähigkeit sinkt bei großen Winkeln); Sichtprüfung vor jeder Benutzung und dokumentierte wiederkehrende Prüfung; Anschlagmittel ohne Kennzeichnung oder mit Schnitten, Quetschungen oder gebrochenen Litzen sofort aussondern.',
        'Anschläger unterweisen; sich niemals unter die Last stellen und sie nicht von Hand führen.',
        'Arbeitshandschuhe, Schutzhelm und Sicherheitsschuhe.',
      ],
    },
    'unguarded-conveyor': {
      description:
        'Zugang zu den Einzugsstellen zwischen Gurt und Trommeln oder Rollen, an Kettenrädern und Ketten eines Förderers, besonders beim Reinigen, Beseitigen von Störungen oder bei der Instandhaltung im laufenden Betrieb: Einziehen, Quetschen, Amputation, Tod.',
      controls: [
        'Den Förderer so konstruieren oder umbauen, dass manuelles Reinigen und Beseitigen von Stauungen in der Nähe von Einzugsstellen entfallen (automatische Gurtabstreifer und -reiniger, verstopfungsarme Schurren).',
        'Feststehende trennende Schutzeinrichtungen (nur mit Werkzeug abnehmbar) oder verriegelte bewegliche trennende Schutzeinrichtungen an den Einzugsstellen von Trommeln, Untergurtrollen, Kettenrädern und Ketten anbringen, deren Öffnungen die Sicherheitsabstände einhalten (CSA Z432, ISO 13857).',
        'Eine Not-Halt-Reißleine über die gesamte zugängliche Länge und Not-Halt-Taster an den Arbeitsplätzen anbringen; Anlaufwarnung.',
        'Vor jeder Reinigung, Störungsbeseitigung oder Instandhaltung gegen Wiedereinschalten sichern (LOTO); Arbeiten am laufenden Förderer verbieten; Schutzeinrichtungen in jeder Schicht prüfen; eng anliegende Kleidung, zusammengebundene Haare, kein Schmuck.',
      ],
    },
    'rotating-shaft-entanglement': {
      description:
        'Ungeschützte Antriebswellen, Kupplungen, Riemenscheiben, Riemen, Zahnräder, Spannfutter oder Gelenkwellen (Zapfwellen): Kleidung, Haare oder Handschuhe werden erfasst und aufgewickelt, was tödlich sein kann.',
      controls: [
        'Beim Kauf Arbeitsmittel mit gekapseltem Antrieb oder Direktantrieb wählen.',
        'Wellen, Kupplungen, Riemenscheiben, Riemen und Zahnräder mit feststehenden trennenden Schutzeinrichtungen umschließen; an Traktoren den Gelenkwellenschutz und den Zapfwellen-Schutzschild des Traktors angebracht lassen.',
        'An Werkzeugmaschinen (Drehmaschinen, Säulenbohrmaschinen) einen verriegelten Futterschutz und einen Not-Halt in Reichweite anbringen.',
        'Vor jedem Eingriff stillsetzen und gegen Wiedereinschalten sichern (LOTO); weite Kleidung, offene lange Haare, Schmuck und Handschuhe in der Nähe rotierender Teile verbieten; Schutzeinrichtungen prüfen.',
      ],
    },
    'power-press': {
      description:
        'Hände oder Finger im Werkzeugbereich einer mechanischen oder hydraulischen Presse, Abkantpresse oder Stanze beim Einlegen, Entnehmen von Teilen oder Einrichten der Werkzeuge: Quetschen, Amputation.',
      controls: [
        'Teile automatisch zuführen und auswerfen (Zuführeinrichtung, Roboter, Rutsche), sodass die Hände nie in den Werkzeugbereich gelangen.',
        'Den Werkzeugbereich durch feststehende trennende Schutzeinrichtungen mit begrenzten Öffnungen oder durch Schutzeinrichtungen (Lichtvorhang, Zweihandschaltung) sichern, die im anhand der gemessenen Nachlaufzeit berechneten Sicherheitsabstand angeordnet sind; Fußschalter mit Schutzhaube.',
        'Werkzeuge nur im gegen Wiedereinschalten gesicherten Zustand (LOTO) und mit Sicherheitsklötzen unter dem Stößel wechseln und einrichten; die Nachlaufzeit regelmäßig messen sowie Bremse und Kupplung prüfen; die Bediener unterweisen.',
      ],
    },
    'woodworking-saw': {
      description:
        'Tischkreissäge, Radialarmsäge, Kappsäge oder Bandsäge ohne Schutzhaube oder Spaltkeil: Schnittverletzung oder Amputation von Fingern, Rückschlag des Werkstücks zum Bediener.',
      controls: [
        'Herkömmliche Tischkreissägen durch Sägen mit Hautkontakterkennung und Sägeblattbremse oder für große Werkstücke durch eine Formatkreissäge ersetzen.',
        'Die selbsteinstellende Schutzhaube, den Spaltkeil und die Rückschlagsicherungen angebracht lassen; Motorbremse und gut erreichbarer Not-Halt; Sägeblatt nicht höher einstellen als nötig.',
        'Stets Schiebestöcke und Vorrichtungen verwenden; das Entfernen von Schutzeinrichtungen verbieten; die Maschinen nur unterwiesenen Beschäftigten überlassen; zum Sägeblattwechsel gegen Wiedereinschalten sichern (LOTO).',
        'Schutzbrille oder Gesichtsschutzschirm und Gehörschutz; keine Handschuhe in der Nähe des Sägeblatts.',
      ],
    },
    'lockout-maintenance': {
      description:
        'Instandhaltung, Reinigung, Einstellung oder Störungsbeseitigung ohne Sicherung gegen Wiedereinschalten (LOTO) oder eine andere Methode zur Beherrschung gefährlicher Energien: unerwarteter Anlauf, Freisetzung gespeicherter Energie (hydraulisch, pneumatisch, Schwerkraft, thermisch).',
      controls: [
        'Maschinen so konstruieren oder umbauen, dass Einstellen, Schmieren und Störungsbeseitigung ohne Eingriff in den Gefahrbereich möglich sind.',
        'Jede Maschine für alle Energiequellen (elektrisch, pneumatisch, hydraulisch, Schwerkraft) mit abschließbaren, gekennzeichneten Trenneinrichtungen sowie mit Entlastungsventilen für gespeicherte Energie ausrüsten.',
        'Für jede Maschine ein LOTO-Datenblatt (Energiequellen, Trennstellen, Feststellen der Energiefreiheit) oder eine andere gleich wirksame Methode zur Beherrschung gefährlicher Energien erstellen; persönliche Vorhängeschlösser mit Einzelschlüssel; Unterweisung und jährliche Überprüfung der Anwendung.',
      ],
    },
    'live-electrical-parts': {
      description:
        'Arbeiten in einem unter Spannung stehenden Verteiler, Schaltschrank, Umspannwerk oder Hochspannungsbetriebsmittel: elektrischer Schlag, tödlicher Stromunfall, Verbrennungen durch Störlichtbogen.',
      controls: [
        'Vor jeder Arbeit freischalten und gegen Wiedereinschalten sichern (LOTO); Arbeiten unter Spannung nur zulassen, wenn sie begründet sind (anders technisch nicht durchführbar), und nur mit einer schriftlichen Arbeitserlaubnis für elektrische Arbeiten.',
        'Gehäuse geschlossen und verschlossen halten, isolierende Abdeckungen anbringen, den Zugang zu elektrischen Betriebsräumen und Umspannwerken beschränken; eine Störlichtbogenanalyse durchführen und die Betriebsmittel kennzeichnen (CSA Z462).',
        'Arbeiten nur durch Elektrofachkräfte ausführen lassen; die Annäherungsgrenzen einhalten; die Spannungsfreiheit mit einem vor und nach der Benutzung geprüften Spannungsprüfer feststellen.',
        'Für begründete Arbeiten unter Spannung: isolierende Handschuhe der passenden Klasse, isolierte Werkzeuge, störlichtbogengeprüfte Kleidung und Gesichtsschutz der durch die Analyse festgelegten Kategorie.',
      ],
    },
    'overhead-power-lines': {
      description:
        'Kranausleger, Kippmulde, Hubarbeitsbühne, Leiter oder Betonpumpenmast berührt eine Freileitung oder nähert sich ihr so weit, dass ein Lichtbogen entsteht: tödlicher Stromunfall des Maschinenführers oder von Personen am Boden.',
      controls: [
        'Die Leitung vor Beginn der Arbeiten vom Netzbetreiber freischalten oder verlegen lassen.',
        'Wenn die Leitung unter Spannung bleibt: isolierende Abdeckungen vom Netzbetreiber anbringen lassen; Reichweiten- oder Höhenbegrenzer an den Maschinen, physische Absperrungen und Höhenbegrenzungsportale an den Zufahrten anbringen.',
        'Leitungen bereits in der Planungsphase ermitteln; die spannungsabhängigen Mindestabstände einhalten; eigener Einweiser für jedes Gerät mit Ausleger; Verhaltensregeln bei Kontakt (in der Kabine bleiben, Personen fernhalten).',
      ],
    },
    'damaged-cords-panels': {
      description:
        'Beschädigte Verlängerungs- und Anschlussleitungen, Stecker ohne Schutzkontakt, offene Abzweigdosen oder Verteiler, verstellte Freiflächen vor Verteilern: elektrischer Schlag, Brand.',
      controls: [
        'Als feste Installation genutzte Verlängerungsleitungen durch fest installierte Steckdosen ersetzen, die von einer Elektrofachkraft eingebaut werden.',
        'Stromkreise für ortsveränderliche Werkzeuge, Baustellen und Nassbereiche mit Fehlerstrom-Schutzeinrichtungen (RCD) schützen; Verteiler und Abzweigdosen schließen und ungenutzte Öffnungen verschließen.',
        'Leitungen und Werkzeuge vor der Benutzung prüfen; beschädigte Leitungen der Benutzung entziehen (keine Reparatur mit Klebeband); vor Verteilern mindestens 1 m frei halten und die Stromkreise kennzeichnen.',
      ],
    },
    'whmis-labelling-sds': {
      description:
        'Nicht gekennzeichnete Behälter (umgefüllte Produkte, Sprühflaschen), fehlende oder veraltete Sicherheitsdatenblätter, nicht unterwiesene Beschäftigte: Exposition oder gefährliche Vermischung aus Mangel an Information.',
      controls: [
        'Eine Bestandsaufnahme der Produkte durchführen und ungenutzte, abgelaufene oder doppelt vorhandene Produkte sicher entsorgen.',
        'Vor dem Kauf die Sicherheitsdatenblätter vergleichen und das am wenigsten gefährliche geeignete Produkt wählen.',
        'Sicherstellen, dass jeder Behälter das Etikett des Lieferanten oder ein betriebliches Etikett (umgefüllte Produkte) trägt und dass aktuelle Sicherheitsdatenblätter an den Arbeitsplätzen verfügbar sind.',
        'Die Beschäftigten im WHMIS (Piktogramme, Gefahrenhinweise, Sicherheitsdatenblätter) und in den betriebsspezifischen Verfahren unterweisen.',
      ],
    },
    'corrosive-substances': {
      description:
        'Spritzer oder Kontakt mit einer Säure oder Lauge beim Umfüllen, Verdünnen oder Reinigen: Verätzungen der Haut, bleibende Augenschäden.',
      controls: [
        'Durch weniger konzentrierte oder weniger ätzende Produkte ersetzen (Neutralreiniger, vorverdünnte Lösungen).',
        'Geschlossene Dosier- und Umfüllsysteme (Pumpen, Zapfhähne, Dosiergeräte) statt manuellem Umgießen; Auffangwannen; Augendusche und Notdusche in unmittelbarer Nähe, regelmäßig geprüft.',
        'Säuren und Laugen getrennt lagern; Behälter kennzeichnen; Verfahren für Leckagen mit neutralisierenden Bindemitteln; WHMIS-Unterweisung.',
        'Dicht schließende Schutzbrille (Korbbrille) und Gesichtsschutzschirm, gegen das Produkt beständige Handschuhe und Schürze gemäß Sicherheitsdatenblatt.',
      ],
    },
    'solvent-vapours': {
      description:
        'Einatmen von Lösemitteldämpfen (Lackieren, Entfetten, Klebstoffe) und Aufnahme über die Haut: Schwindel, Wirkungen auf das Nervensystem, Dermatitis; entzündbare Dämpfe.',
      controls: [
        'Durch wasserbasierte oder VOC-arme Produkte oder durch weniger flüchtige und weniger giftige Lösemittel ersetzen.',
        'Absaugung an der Entstehungsstelle, belüftete Spritzkabine, Teilereiniger mit Deckel; Behälter geschlossen halten.',
        'Die Exposition messen und mit den Arbeitsplatzgrenzwerten vergleichen; die Mengen am Arbeitsplatz begrenzen; Zündquellen verbieten; WHMIS-Unterweisung.',
        'Lösemittelbeständige Handschuhe, ausgewählt nach dem Sicherheitsdatenblatt, Schutzbrille; Atemschutzgerät mit Gasfilter für organische Dämpfe, wenn die Exposition nicht beherrscht ist, im Rahmen eines Atemschutzprogramms.',
      ],
    },
    'pesticide-exposure': {
      description:
        'Hautkontakt, Einatmen oder Spritzer beim Ansetzen der Spritzbrühe, beim Ausbringen oder bei zu frühem Wiederbetreten einer behandelten Fläche: akute Vergiftung, chronische Wirkungen.',
      controls: [
        'Integrierten Pflanzenschutz anwenden und unter den wirksamen zugelassenen Produkten das am wenigsten giftige wählen.',
        'Geschlossene Befüllsysteme zum Ansetzen; Traktoren mit gefilterten Überdruckkabinen für die Ausbringung.',
        'Die zugelassene Gebrauchsanweisung auf dem Etikett einhalten (Aufwandmengen, Wiederbetretungsfristen); behandelte Flächen kennzeichnen; Ansetzen und Ausbringen nur durch zertifizierte Anwender; Wasser und Dekontaminationsset vor Ort.',
        'Nitrilhandschuhe, Schutzanzug und Augenschutz; Atemschutz gemäß Produktetikett.',
      ],
    },
    'crystalline-silica': {
      description:
        'Schneiden, Schleifen, Bohren, Brechen oder Strahlen von Beton, Naturstein, Ziegel oder Kunststein: alveolengängiger kristalliner Quarzstaub, der Silikose, Lungenkrebs und chronisch obstruktive Lungenerkrankung (COPD) verursacht.',
      controls: [
        'Beim Strahlen Sand durch quarzfreie Strahlmittel ersetzen; Kunststein mit hohem Quarzgehalt vermeiden.',
        'Nass arbeiten (im Werkzeug integrierte Wasserzufuhr) oder Werkzeuge mit Absaugung am Werkzeug verwenden, die an einen Sauger mit HEPA-Filter angeschlossen sind; gefilterte Überdruckkabinen auf den Maschinen.',
        'Die Exposition durch Luftmessungen ermitteln; den Arbeitsbereich abgrenzen; trockenes Kehren und Abblasen mit Druckluft zur Reinigung verbieten; arbeitsmedizinische Überwachung der exponierten Beschäftigten.',
        'Atemschutz entsprechend der Expositionshöhe (Halbmaske mit P100-Filtern oder Gebläsefiltergerät), mit Dichtsitzprüfung (Fit-Test).',
      ],
    },
    asbestos: {
      description:
        'Beschädigung asbesthaltiger Materialien (Spritzasbest, Rohrisolierungen, Platten, Putz, Vermiculit) bei Renovierung, Abbruch oder Instandhaltung: Asbestose, Mesotheliom, Lungenkrebs.',
      controls: [
        'Vor jeder Renovierung oder jedem Abbruch Materialien ermitteln, die Asbest enthalten können (Probenahme und Analyse), und sie vor allen anderen Arbeiten von einer qualifizierten Fachfirma entfernen lassen.',
        'Für die Entfernung: dichte Abschottung unter Unterdruck mit HEPA-Unterdruckhaltegeräten, Befeuchten der Materialien, Dekontaminationsschleuse.',
        'Ein Verzeichnis der asbesthaltigen Materialien führen und Beschäftigte und Auftragnehmer darüber informieren; die Arbeiten nach Risikostufe einstufen und die vorgeschriebenen Verfahren anwenden; Messung der Faserkonzentration in der Luft.',
        'Atemschutz entsprechend der Risikostufe (von der P100-Halbmaske bis zum Schlauchgerät mit Druckluftversorgung) und Einweg-Schutzanzug.',
      ],
    },
    'wood-dust': {
      description:
        'Sägen, Bearbeiten und vor allem Schleifen von Holz und Holzwerkstoffplatten: reizende und sensibilisierende Stäube (Asthma), bei Harthölzern krebserzeugend; abgelagerter Staub ist außerdem brennbar.',
      controls: [
        'Wo möglich vorgeschnittene oder oberflächenfertige Teile einkaufen, um Sägen und Schleifen vor Ort zu verringern.',
        'Jede Holzbearbeitungsmaschine an eine zentrale Absauganlage anschließen (Erfassung an der Entstehungsstelle, ausreichende Luftgeschwindigkeit in den Leitungen); Handschleifmaschinen mit integrierter Absaugung.',
        'Mit einem HEPA-Sauger reinigen, niemals mit Druckluft oder Besen; die Exposition messen; die Entstauber warten.',
        'Atemschutz (mindestens N95) beim Schleifen und Reinigen; Schutzbrille.',
      ],
    },
    'occupational-noise': {
      description:
        'Tägliche Lärmexposition oberhalb der gesetzlichen Grenzwerte (Maschinen, Druckluftwerkzeuge, Kompressoren, schlagende Verfahren): bleibender Hörverlust, Tinnitus, überhörte Alarmsignale.',
      controls: [
        'Beim Kauf leisere Arbeitsmittel und Verfahren wählen (maximaler Schallpegel in den Beschaffungsvorgaben festgelegt).',
        'Lärm an der Quelle und auf dem Ausbreitungsweg mindern: Kapselung von Maschinen, Schalldämpfer an Druckluftauslässen, schwingungsdämpfende Lagerung, Schallschirme und raumakustische Maßnahmen, schallgedämmte Bedienerkabinen.',
        'Die Exposition messen (Schallpegelmessung und Dosimetrie), Lärmbereiche mit Gehörschutzpflicht kennzeichnen, die Expositionsdauer begrenzen; audiometrische Untersuchungen der exponierten Beschäftigten.',
        'Gehörschützer (Stöpsel oder Kapseln), ausgewählt nach der erforderlichen Dämmung, mit Unterweisung in der richtigen Benutzung.',
      ],
    },
    'hand-arm-vibration': {
      description:
        'Längere Verwendung vibrierender Werkzeuge (Abbruchhammer, Bohrhammer, Schleifmaschine, Schlagschrauber, Motorsäge): Raynaud-Syndrom (Weißfingerkrankheit), Nerven- und Gelenkschäden.',
      controls: [
        'Die Tätigkeit mechanisieren (am Trägergerät montierter Hydraulikhammer, ferngesteuerter Abbruch), damit keine handgeführten Werkzeuge mehr benötigt werden.',
        'Vibrationsarme Werkzeuge wählen (schwingungsgedämpfte Griffe, Dämpfungssysteme) und sie instand halten (scharfe Scheiben und Bohrer, Auswuchten).',
        'Die tägliche Exposition anhand der Vibrationskennwerte der Werkzeuge abschätzen, die Einsatzzeit begrenzen und Tätigkeiten wechseln; auf Symptome achten (Taubheitsgefühl, Weißwerden der Finger).',
        'Wärmende Handschuhe, um die Hände warm und trocken zu halten (sogenannte Antivibrationshandschuhe bieten nur begrenzten Schutz).',
      ],
    },
    'whole-body-vibration': {
      description:
        'Längeres Fahren schwerer Maschinen, Lkw, Traktoren oder Gabelstapler auf unebenem Untergrund: Kreuzschmerzen und Wirbelsäulenerkrankungen.',
      controls: [
        'Fahrzeuge mit auf das Fahrergewicht eingestellten Schwingsitzen und mit gefederten Kabinen ausstatten; für den Untergrund geeignete Reifen und Federungen wählen.',
        'Fahrwege (Planieren, Ausbessern von Schlaglöchern) und Fahrzeugfederungen instand halten.',
        'Die Geschwindigkeit auf unebenen Flächen begrenzen; den Sitz für jeden Fahrer einstellen; Tätigkeiten wechseln und die ununterbrochene Fahrzeit begrenzen.',
      ],
    },
    'confined-space-entry': {
      description:
        'Arbeiten in Tanks, Behältern, Silos, Gruben, Schächten oder Kanälen: gefährliche Atmosphäre (Sauerstoffmangel, giftige oder entzündbare Gase), Verschüttung, schwierige Rettung; improvisierende Retter werden oft selbst zu Opfern.',
      controls: [
        'Das Einsteigen vermeiden: von außen reinigen, prüfen und Proben nehmen (Rotationsdüsen, Kameras, Stangen).',
        'Den Raum abtrennen (Sicherung gegen Wiedereinschalten, Setzen von Steckscheiben oder Trennen der Leitungen), ihn kontinuierlich technisch belüften, eine Rettungseinrichtung (Dreibein und Winde) über der Öffnung aufbauen.',
        'Jeden engen Raum ermitteln und kennzeichnen; Gefährdungsbeurteilung und Befahrerlaubnis durch eine fachkundige Person; Messung der Atmosphäre (Sauerstoff, entzündbare und giftige Gase) vor und während der Arbeiten; Sicherungsposten außerhalb in ständigem Kontakt; Rettungsverfahren, das niemals ungeschützte Retter einsteigen lässt.',
        'Auffanggurt, mit der Rettungseinrichtung verbunden, persönliches Mehrgasmessgerät; umluftunabhängiges Atemschutzgerät (Behältergerät oder Schlauchgerät), wenn keine sichere Atmosphäre hergestellt werden kann.',
      ],
    },
    'trench-collapse': {
      description:
        'Arbeiten in einem Graben oder einer Baugrube, deren Wände weder geböscht noch verbaut sind: Verschüttung, oft tödlich; von der Kante herabfallender Aushub oder herabstürzende Maschinen; Beschädigung erdverlegter Leitungen.',
      controls: [
        'Grabenlose Verfahren einsetzen (Horizontalspülbohrung, Berstlining) oder die Arbeit ausführen, ohne den Graben zu betreten.',
        'Die Wände durch eine dem Boden angepasste Böschung, durch einen statisch bemessenen Verbau oder durch Grabenverbaugeräte (Verbauboxen) sichern; Aushub und Maschinen von der Kante fernhalten (mindestens 1,2 m).',
        'Erdverlegte Leitungen vor dem Graben orten lassen (Leitungsauskunft); tägliche Prüfung der Wände durch eine fachkundige Person; Zugangsleitern in regelmäßigen Abständen; kein Betreten ohne Sicherung der Wände.',
        'Schutzhelm, Sicherheitsstiefel und Warnkleidung.',
      ],
    },
    'forklift-pedestrian': {
      description:
        'Fußgänger teilen sich die Fahrwege mit Gabelstaplern: Anfahren oder Quetschen im toten Winkel, an Kreuzungen oder beim Rückwärtsfahren; Umkippen des Staplers.',
      controls: [
        'Fußgänger und Stapler baulich trennen: durch Abschrankungen geschützte Gehwege, getrennte Übergänge und Türen, eine Anordnung ohne Kreuzungspunkte.',
        'Konvexspiegel an Kreuzungen und toten Winkeln, Personen- oder Annäherungserkennung, Warnlicht-Projektion auf den Boden und Hupen an den Staplern, elektronische Geschwindigkeitsbegrenzung.',
        'Staplerfahrer ausbilden und ihre Befähigung prüfen; Verkehrsplan mit Bodenmarkierungen, Geschwindigkeitsbegrenzungen und Vorfahrtsregeln; Fußgänger während des Betriebs aus den Fahrwegen fernhalten; Einsatzprüfung des Staplers vor jeder Schicht.',
        'Warnkleidung für Fußgänger in Verkehrsbereichen; Sicherheitsschuhe.',
      ],
    },
    'vehicle-reversing': {
      description:
        'Lkw, Baumaschinen und Betriebsfahrzeuge, die bei eingeschränkter Sicht nach hinten in Bereichen mit Fußgängerverkehr rückwärtsfahren: Person angefahren oder überrollt.',
      controls: [
        'Gelände und Fahrwege als Einbahnverkehr oder Ringverkehr anlegen, um Rückwärtsfahrten zu vermeiden.',
        'Fahrzeuge mit Rückfahrkameras, Hinderniserkennung und Rückfahrwarnern (vorzugsweise Breitband-Warnern) ausrüsten; Spiegel.',
        'Ein unterwiesener Einweiser, für den Fahrer sichtbar und mit ihm in Kontakt, bei jeder Rückwärtsfahrt in Bereichen mit Fußgängerverkehr; Rangierbereiche abgrenzen und Fußgänger fernhalten.',
        'Warnkleidung für alle Personen, die in Verkehrsbereichen zu Fuß unterwegs sind.',
      ],
    },
    'loading-dock': {
      description:
        'Lkw fährt ab oder Auflieger verschiebt sich, während sich ein Gabelstapler darin befindet; Stapler stürzt von der Rampe; ungesicherte Rampenkante; abgekoppelter Auflieger kippt.',
      controls: [
        'Lkw-Sicherungssysteme, die am Unterfahrschutz einhaken und mit Signalampeln innen und außen verriegelt sind; andernfalls Unterlegkeile; geeignete Überladebrücken; Rampenschranke, wenn das Tor ohne Lkw geöffnet ist.',
        'Stützböcke unter dem vorderen Ende abgekoppelter Sattelauflieger.',
        'Verladeverfahren: Fahrzeug gesichert und Schlüssel vor dem Beladen abgegeben; Ladeboden des Aufliegers prüfen; Beleuchtung im Auflieger; Rampenkante gekennzeichnet.',
      ],
    },
    'manual-handling': {
      description:
        'Heben, Tragen, Schieben oder Ziehen schwerer, sperriger oder körperfern gehaltener Lasten, einschließlich des Bewegens von Patienten in Pflegeeinrichtungen: Rückenverletzungen und Muskel-Skelett-Erkrankungen.',
      controls: [
        'Manuelle Lastenhandhabung durch Mechanisierung beseitigen: Förderer, elektrische Hubwagen, Hebezeuge, Handhabungsgeräte (Manipulatoren), Patientenlifter in Pflegeeinrichtungen.',
        'Arbeitsplätze so gestalten, dass Lasten zwischen Knie- und Schulterhöhe aufgenommen werden (Hubtische, Palettenkipper); geeignete Transportwagen bereitstellen.',
        'Gewicht und Größe der Lasten verringern (kleinere Behälter), Heben zu zweit bei schweren Lasten, Aufgabenteilung; Unterweisung in den Grundsätzen der Lastenhandhabung und in Pflegeeinrichtungen in sicherem Patiententransfer.',
        'Für den Griff geeignete Arbeitshandschuhe und Sicherheitsschuhe.',
      ],
    },
    'repetitive-work': {
      description:
        'Mit hoher Taktrate wiederholte Bewegungen, oft mit Kraftaufwand oder ungünstiger Hand- und Handgelenkhaltung (Montage, Verpackung, Zuschnitt, Dateneingabe): Sehnenentzündungen, Karpaltunnelsyndrom und andere Muskel-Skelett-Erkrankungen.',
      controls: [
        'Die am stärksten repetitiven Tätigkeiten automatisieren oder mechanisieren (automatische Schrauber, Spender, automatisierte Verpackung).',
        'Arbeitsplätze so gestalten, dass Kraftaufwand und Wiederholungen sinken: Werkzeuge mit geeigneten Griffen, an Balancern aufgehängte Werkzeuge, Haltevorrichtungen, einstellbare Arbeitshöhe.',
        'Wechsel zwischen Tätigkeiten, die unterschiedliche Muskelgruppen beanspruchen, Kurzpausen, angepasstes Arbeitstempo und Einarbeitungszeit für neue Beschäftigte; frühzeitige Meldung von Beschwerden und ergonomische Analyse der Arbeitsplätze.',
      ],
    },
    'awkward-posture': {
      description:
        'Arbeiten in gebeugter oder verdrehter Haltung, kniend, hockend oder mit den Armen über Schulterhöhe oder in lang andauernden statischen Haltungen (schlecht eingestellter Bildschirmarbeitsplatz): Rücken-, Nacken- und Schulterschmerzen.',
      controls: [
        'Den Arbeitsplatz umgestalten: höhenverstellbare Arbeitsfläche, Positioniervorrichtungen, die das Werkstück auf Ellenbogenhöhe bringen, Gelenkarme, einstellbarer Bildschirmarbeitsplatz (Bildschirm, Stuhl, Tastatur).',
        'Werkzeuge mit Verlängerung oder abgewinkelte Werkzeuge bereitstellen, um Arbeiten mit erhobenen Armen oder im Knien zu vermeiden.',
        'Haltungen (Sitz-Steh-Wechsel) und Tätigkeiten abwechseln, aktive Pausen, Unterweisung zur Einstellung des Arbeitsplatzes; ergonomische Analyse problematischer Arbeitsplätze.',
        'Knieschutz für unvermeidbare Arbeiten auf Bodenhöhe.',
      ],
    },
    'wet-floor-slip': {
      description:
        'Ausrutschen auf nassem, fettigem oder vereistem Boden (verschüttete Flüssigkeiten, Reinigung, Eingänge im Winter, Küchen): Sturz auf gleicher Ebene mit Verstauchungen oder Knochenbrüchen.',
      controls: [
        'Quellen von Flüssigkeiten auf dem Boden beseitigen: Leckagen beheben, Tropfflüssigkeit an der Quelle auffangen (Wannen, Rinnen), Bodenabläufe vorsehen.',
        'Rutschhemmende Bodenbeläge, die für die vorhandenen Verunreinigungen geeignet sind; saugfähige Matten an den Eingängen; Enteisen und Abstreuen an den Außenzugängen.',
        'Verschüttetes sofort beseitigen (Bindemittel-Sets griffbereit), nasse Bereiche mit Schildern kennzeichnen, Winterdienstplan für Schnee- und Eisbeseitigung, Bodenreinigung außerhalb der Stoßzeiten.',
        'Schuhe mit einer für die Umgebung geeigneten rutschhemmenden Sohle; Schuh-Spikes im Freien.',
      ],
    },
    'cluttered-aisle-trip': {
      description:
        'Material, Abfälle, Kabel oder Leitungen auf dem Boden, beschädigte oder unebene Böden, schlechte Beleuchtung: Stolpern und Stürze; versperrte Notausgänge und Verkehrswege.',
      controls: [
        'Böden instand setzen (Löcher, Unebenheiten), Kabel über Kopf oder unter Kabelbrücken führen, die Beleuchtung von Verkehrswegen und Treppen verbessern, Ablageflächen in der Nähe der Arbeitsplätze vorsehen.',
        'Ordnungs- und Sauberkeitsprogramm (z. B. 5S) mit regelmäßigen Begehungen; Bodenmarkierung von Verkehrswegen und Lagerflächen; Abfälle in jeder Schicht entfernen; Notausgänge stets frei.',
        'Geschlossene Sicherheitsschuhe.',
      ],
    },
    'flammable-liquid-storage': {
      description:
        'Entzündbare Flüssigkeiten (Benzin, Lösemittel, Farben), die außerhalb von Schränken, in zu großen Mengen oder in der Nähe von Zündquellen gelagert werden; Umfüllen ohne Erdung: Brand, Explosion von Dämpfen.',
      controls: [
        'Durch nicht entzündbare Produkte oder Produkte mit höherem Flammpunkt ersetzen.',
        'In zugelassenen Sicherheitsschränken oder einem eigens dafür errichteten, belüfteten Lagerraum lagern; selbstschließende Sicherheitskannen mit Flammensperre; Erdung und Potentialausgleich beim Umfüllen; elektrische Betriebsmittel für explosionsgefährdete Bereiche.',
        'Die Mengen außerhalb des Lagers auf den Bedarf einer Schicht begrenzen; Behälter geschlossen halten; Erlaubnisschein für Heißarbeiten in der Nähe; geeignete Feuerlöscher und Notfallplan; WHMIS-Unterweisung.',
      ],
    },
    'combustible-dust': {
      description:
        'Feiner Holz-, Mehl-, Zucker-, Kunststoff- oder Metallstaub, abgelagert oder aufgewirbelt (Entstauber, Silos, hochgelegene Flächen): Primär- und anschließend Sekundärexplosion, Brand.',
      controls: [
        'Erfassung an der Entstehungsstelle; Entstauber im Freien aufstellen, mit Explosionsdruckentlastung oder Explosionsunterdrückung und Entkopplungsarmaturen; elektrische Betriebsmittel und Erdung für staubexplosionsgefährdete Bereiche geeignet.',
        'Räume so gestalten, dass es wenige Flächen gibt, auf denen sich Staub ablagert (verkleidete Träger, geneigte Flächen).',
        'Staubgefährdungsanalyse (z. B. nach NFPA 652); häufige Reinigung, die Ablagerungen verhindert (für brennbare Stäube geeignete Sauger, niemals Abblasen); Erlaubnisscheine für Heißarbeiten; Kontrolle hochgelegener Flächen.',
      ],
    },
    'hot-work-ignition': {
      description:
        'Schweißen, Schneiden, Schleifen oder Hartlöten in der Nähe brennbarer Materialien oder an Behältern, die entzündbare Produkte enthielten: verzögert ausbrechender Brand, Explosion, Verbrennungen.',
      controls: [
        'Heißarbeiten vermeiden: mechanisches Verbinden (Verschrauben), Kaltschneiden (Säge, hydraulische Schere) oder Verbringen des Werkstücks in eine ausgewiesene Schweißwerkstatt.',
        'Brennbare Materialien im Umkreis von etwa 11 m entfernen oder schützen (Brandschutzdecken und -schirme), Öffnungen abdichten; Behälter, die entzündbare Produkte enthielten, spülen und inertisieren.',
        'Erlaubnisschein für Heißarbeiten, ausgestellt von einer befugten Person; Messung entzündbarer Gase, wo erforderlich; Brandwache während der Arbeiten und mindestens 60 Minuten danach; Feuerlöscher griffbereit.',
        'Flammhemmende Kleidung, Schweißerhandschuhe, Schweißerschutzhelm oder Schutzbrille für Brennschneiden.',
      ],
    },
    'welding-fumes': {
      description:
        'Einatmen von Metallrauchen und Schweißgasen (Mangan, sechswertiges Chrom aus Edelstahl, Zink aus verzinktem Stahl, Ozon): Metalldampffieber, Wirkungen auf Atemwege und Nervensystem, Krebs.',
      controls: [
        'Emissionsärmere Verfahren und Zusatzwerkstoffe wählen (WIG-Schweißen statt Lichtbogenhandschweißen mit Stabelektrode, manganarmer Draht); Beschichtungen und Verzinkung vor dem Schweißen entfernen.',
        'Erfassung an der Entstehungsstelle: Absaugbrenner oder nahe am Lichtbogen positionierte Absaugarme, Schweißtische mit Absaugung nach unten; ergänzende allgemeine Raumlüftung.',
        'Die Exposition (Metalle, Ozon) messen und mit den Arbeitsplatzgrenzwerten vergleichen; den Schweißer außerhalb der Rauchfahne positionieren; Unterweisung.',
        'Schweißerschutzhelm mit Gebläsefilter oder P100-Halbmaske unter dem Helm, wenn die Exposition hoch bleibt.',
      ],
    },
    'heat-stress': {
      description:
        'Körperliche Arbeit bei Hitze oder in der Nähe von Wärmequellen (Öfen, Gießereien, Dächer): Dehydrierung, Hitzeerschöpfung, Hitzschlag, der tödlich sein kann.',
      controls: [
        'Die Wärmebelastung verringern: allgemeine und örtliche Lüftung, reflektierende Abschirmungen um Strahlungsquellen, Isolierung heißer Flächen, gekühlte oder beschattete Pausenbereiche, technische Hilfsmittel zur Verringerung der körperlichen Anstrengung.',
        'Hitzeschutzplan auf Grundlage des WBGT-Index oder des Humidex: Arbeits-Pausen-Regime, kühles Wasser griffbereit (etwa ein Glas alle 20 Minuten), Akklimatisierung neuer Beschäftigter, schwere Arbeiten in kühleren Stunden, gegenseitige Beobachtung auf Symptome.',
        'Leichte, weite, helle Kleidung und Kopfbedeckung; kühlende oder reflektierende Kleidung in der Nähe von Strahlungsquellen.',
      ],
    },
    'cold-stress': {
      description:
        'Arbeiten im Freien im Winter oder in Kühlräumen und Tiefkühllagern: Erfrierungen, Unterkühlung, Verlust der Fingerfertigkeit, der andere Risiken erhöht.',
      controls: [
        'Beheizte Unterstände in der Nähe der Arbeitsplätze im Freien, Windschutz, örtliche Heizstrahler; isolierte Werkzeuggriffe; Kühlräume mit Notöffnung von innen und Alarm.',
        'Aufwärmpausen nach Temperatur und Windchill, warme Getränke, Arbeiten nur zu zweit mit gegenseitiger Beobachtung, auf Anzeichen von Erfrierungen und Unterkühlung achten, Arbeiten in den wärmsten Stunden planen.',
        'Isolierende Kleidung im Zwiebelprinzip, winddicht und wasserdicht; Schutz für Hände, Füße und Kopf; trockene Wechselkleidung.',
      ],
    },
    'welding-arc-radiation': {
      description:
        'Ultraviolette, sichtbare und infrarote Strahlung von Schweißlichtbögen oder beim Plasmaschneiden: Verblitzen der Augen (Keratitis), Hautverbrennungen, Netzhautschäden, für den Schweißer und umstehende Personen.',
      controls: [
        'Schweißarbeitsplätze mit Trennwänden oder filternden Schweißvorhängen und nicht reflektierenden Oberflächen abschirmen, um umstehende Personen zu schützen.',
        'Schweißbereiche kennzeichnen, ungeschützte Personen fernhalten, vor dem Zünden des Lichtbogens warnen.',
        'Schweißerschutzhelm mit einer für Verfahren und Stromstärke geeigneten Schutzstufe (automatischer Schweißfilter), Schutzbrille darunter; flammhemmende, körperbedeckende Kleidung, Schweißerhandschuhe.',
      ],
    },
    'ionizing-radiation': {
      description:
        'Radiometrische Messgeräte, industrielle Gammaradiografie, Röntgeneinrichtungen, medizinische Bildgebung: unbeabsichtigte äußere Exposition (ungeschirmte Quelle, überbrückte Verriegelung), die Strahlenverbrennungen und Krebs verursachen kann.',
      controls: [
        'Radioaktive Quellen wo möglich durch nichtnukleare Technik ersetzen (Ultraschall, quellenfreie Messgeräte, abschaltbare Röntgenstrahler).',
        'Abschirmungen und Umhausungen mit Verriegelungen und Warnleuchten; verschlossene Aufbewahrung der Quellen; verkürzte Expositionszeit und vergrößerter Abstand.',
        'Kontrollbereiche abgrenzen und kennzeichnen; Quellen nur unterwiesenen Beschäftigten unter der Verantwortung eines Strahlenschutzbeauftragten überlassen; Personendosimetrie; die Genehmigung der zuständigen Behörde einhalten (in Kanada: Canadian Nuclear Safety Commission).',
        'Bleischürze und Schilddrüsenschutz in der medizinischen Bildgebung.',
      ],
    },
    'bloodborne-needlestick': {
      description:
        'Stich- oder Schnittverletzung durch einen kontaminierten Gegenstand (Kanüle, Klinge, weggeworfene Spritze) oder Spritzer von Blut und Körperflüssigkeiten: Übertragung von Hepatitis B, Hepatitis C und HIV.',
      controls: [
        'Unnötige Injektionen und Blutentnahmen vermeiden und nadelfreie Systeme verwenden (nadelfreie Konnektoren für Infusionen).',
        'Sichere Instrumente mit Schutzmechanismus (einziehbare oder ummantelte Kanülen) und stichfeste Abwurfbehälter am Ort der Verwendung.',
        'Kein Recapping (Zurückstecken der Schutzkappe); Verfahren nach Exposition (Erste Hilfe, rasche ärztliche Abklärung, Prophylaxe); Angebot der Hepatitis-B-Impfung; Unterweisung in der Basishygiene.',
        'Einmalhandschuhe; Augenschutz und Schutzkittel, wenn Spritzer möglich sind.',
      ],
    },
    'biological-agents-waste': {
      description:
        'Kontakt mit Abwasser, Schlamm, Abfällen oder Kompost oder Einatmen von Bioaerosolen (Schimmel nach Wasserschäden, Vogelkot): Infektionen (Leptospirose, Hepatitis A, Histoplasmose), Allergien und Atemwegserkrankungen.',
      controls: [
        'Die Entstehung von Bioaerosolen verringern (Hochdruckreinigung vermeiden, Absaugung und Lüftung, gefilterte Fahrzeugkabinen); Vögel fernhalten (Netze, Spikes); schimmelbefallene Materialien unter Abschottung sanieren.',
        'Hygiene: Waschgelegenheiten, kein Essen oder Rauchen auf dem Gelände, Arbeitskleidung getrennt aufbewahren; Impfungen nach Empfehlung einer medizinischen Fachperson; Vogelkot vor dem Entfernen befeuchten.',
        'Flüssigkeitsdichte Handschuhe, Stiefel, Schutzbrille oder Gesichtsschutzschirm; Atemschutz (mindestens N95) je nach Tätigkeit.',
      ],
    },
    'workplace-violence-harassment': {
      description:
        'Übergriffe, Drohungen oder unhöfliches Verhalten von Kunden, Nutzern oder Patienten, häusliche Gewalt, die bis an den Arbeitsplatz reicht, psychische oder sexuelle Belästigung unter Kollegen: körperliche und psychische Verletzungen.',
      controls: [
        'Auslöser beseitigen: elektronische Zahlung statt Bargeld, kürzere Wartezeiten und klare Informationen für die Nutzer.',
        'Räumlichkeiten gestalten: geschützte Schalter, zwei Ausgänge in Besprechungsräumen, Beleuchtung, Zutrittskontrolle, Notrufknöpfe oder tragbare Alarmgeräte mit Anbindung an eine schnelle Intervention.',
        'Richtlinie zur Prävention von Belästigung und Gewalt mit vertraulichem Beschwerdeverfahren; Ermittlung risikoreicher Situationen; Deeskalationstraining; Meldung und Untersuchung jedes Vorfalls; Nachsorge nach einem Vorfall.',
      ],
    },
    'work-overload-stress': {
      description:
        'Übermäßige Arbeitsbelastung, geringer Handlungsspielraum, fehlende Unterstützung oder Anerkennung, hohe emotionale Anforderungen: Burnout, Depression, Angststörungen, Fehler und Unfälle.',
      controls: [
        'Personalausstattung und Arbeitsorganisation an die tatsächliche Arbeitsmenge anpassen (Planung, Priorisierung, Vertretung bei Abwesenheiten).',
        'Psychosoziale Risiken beurteilen (validierter Fragebogen, Fokusgruppen); Handlungsspielraum, Unterstützung durch Führungskräfte und Anerkennung erhöhen; Überstunden begrenzen und steuern.',
        'Mitarbeiterunterstützungsprogramm (EAP); Führungskräfte im Erkennen psychischer Belastungsanzeichen schulen; stufenweise Wiedereingliederung.',
      ],
    },
    'working-alone': {
      description:
        'Alleinarbeitende Person außer Sicht- und Rufweite (Nachtschicht, abgelegener Standort, Hausbesuch, Instandhaltung außerhalb der Arbeitszeiten): verzögerte Hilfe nach Verletzung, Erkrankung oder Übergriff.',
      controls: [
        'Alleinarbeit bei Tätigkeiten mit hohem Risiko verbieten (enge Räume, elektrotechnische Arbeiten, Arbeiten in der Höhe, Umgang mit Bargeld in der Nacht): Arbeit im Team.',
        'Personen-Notsignal-Gerät (Ruhe- oder Sturzalarm, Ortung) oder zuverlässiges Kommunikationsmittel (Funkgerät, Satellitentelefon, wo kein Mobilfunknetz verfügbar ist).',
        'Kontrollrufverfahren in nach dem Risiko festgelegten Abständen, mit geplanter Hilfeleistung, wenn die Person nicht antwortet; Fahrtenprotokoll; Erste-Hilfe-Ausbildung.',
      ],
    },
    'compressed-gas-cylinders': {
      description:
        'Nicht gesicherte Gasflasche fällt um und das Ventil bricht ab (Geschosswirkung), Austritt entzündbarer oder oxidierender Gase, Ersticken durch inerte Gase in einem geschlossenen Raum.',
      controls: [
        'Gasflaschen durch eine zentrale Versorgung (feste Rohrleitungen, Tank) ersetzen, wo der Verbrauch dies rechtfertigt.',
        'Gasflaschen stehend, mit Kette oder in Gestellen gesichert, in einem belüfteten Bereich lagern; Sauerstoff von Brenngasen durch Abstand oder eine nichtbrennbare Wand trennen; Rückschlagventile und Flammenrückschlagsicherungen an den Brennern.',
        'Flaschen mit aufgeschraubter Schutzkappe auf einem Flaschenwagen transportieren, niemals rollen oder an der Kappe anheben; Kennzeichnung und Dichtheit prüfen; die Benutzer unterweisen.',
        'Handschuhe, Schutzbrille und Sicherheitsschuhe für den Transport.',
      ],
    },
    'pressure-vessels': {
      description:
        'Bersten eines Kessels, Druckluftbehälters oder Autoklaven; Umherschlagen eines unter Druck stehenden Schlauchs; umherfliegende Partikel oder Einpressen von Luft in den Körper beim Reinigen mit Druckluft.',
      controls: [
        'Reinigung mit Druckluft durch einen Industriesauger ersetzen; andernfalls Sicherheitsdüsen mit reduziertem Druck.',
        'Jeden Behälter mit einem auf den Auslegungsdruck eingestellten Sicherheitsventil mit Abblasung an eine sichere Stelle, einem Manometer und Entwässerungen ausrüsten; Schlauchfangseile an den Anschlüssen druckführender Schläuche.',
        'Behälter nach den Vorgaben der zuständigen Behörde prüfen und die Sicherheitsventile testen lassen; den angegebenen maximal zulässigen Betriebsdruck einhalten; vor der Instandhaltung drucklos machen und gegen Wiedereinschalten sichern (LOTO).',
        'Schutzbrille oder Gesichtsschutzschirm beim Anschließen und Verwenden von Druckluft.',
      ],
    },
    'hand-tool-cuts': {
      description:
        'Schnitt- und Risswunden durch Messer mit feststehender Klinge oder Cuttermesser oder durch ungeeignete oder beschädigte Werkzeuge (gespaltener Griff, aufgepilzter Kopf), besonders beim Öffnen von Kartons und beim Schneiden.',
      controls: [
        'Produkte in leicht zu öffnenden Verpackungen liefern lassen, damit keine Messer benötigt werden.',
        'Messer mit feststehender Klinge durch Sicherheitsmesser mit automatischem Klingenrückzug oder mit geschützter Klinge ersetzen.',
        'Arbeitsplätze mit Spannvorrichtungen (Schraubstock, Zwinge), damit die freie Hand außerhalb der Schnittbahn der Klinge bleibt.',
        'Werkzeuge prüfen und beschädigte aussondern; das für die Aufgabe geeignete Werkzeug verwenden; vom Körper weg schneiden; Klingen in Schutzhüllen aufbewahren.',
        'Schnittschutzhandschuhe mit einer für die Tätigkeit geeigneten Schutzstufe.',
      ],
    },
    'portable-power-tools': {
      description:
        'Winkelschleifer, Handkreissäge, Bohrmaschine oder Nagler: Bersten der Scheibe, Rückschlag des Werkzeugs, Kontakt mit dem Sägeblatt, umherfliegende Partikel, unbeabsichtigt ausgelöster Nagel.',
      controls: [
        'Weniger gefährliche Werkzeuge für die Tätigkeit wählen: tragbare Bandsäge statt Winkelschleifer zum Trennen, Nagler mit Einzelauslösung statt Kontaktauslösung.',
        'Werkzeuge mit ihrer Schutzhaube für Scheibe oder Sägeblatt, einem Totmannschalter und einem Zusatzhandgriff; zulässige Drehzahl der Scheibe mindestens so hoch wie die Drehzahl des Werkzeugs.',
        'Werkzeuge und Scheiben vor der Benutzung prüfen (Risse, Verfallsdatum); zum Scheibenwechsel den Netzstecker ziehen; die Benutzer unterweisen; den Bereich von Funkenflug und umherfliegenden Teilen abgrenzen.',
        'Gesichtsschutzschirm über der Schutzbrille, Gehörschutz, geeignete Handschuhe.',
      ],
    },
    chainsaw: {
      description:
        'Schwere Schnittverletzung durch die Kette, besonders bei einem Rückschlag, wenn die Schienenspitze auf ein Hindernis trifft; damit verbundene Gefährdungen durch Lärm und Vibrationen.',
      controls: [
        'Wo möglich mechanisierte Geräte verwenden (Harvester, Häcksler, Hochentaster).',
        'Säge mit funktionsfähiger Kettenbremse, Kettenfangbolzen, Handschutz und Gashebelsperre; rückschlagarme Kette.',
        'Die Benutzer unterweisen; auf dem Boden mit eingelegter Kettenbremse starten; niemals mit der Schienenspitze oder über Schulterhöhe schneiden; Schärfe und Kettenspannung prüfen.',
        'Schnittschutzhose oder Schnittschutz-Beinlinge, Stiefel mit Schnittschutz, Schutzhelm mit Gittervisier und Gehörschutz, Handschuhe.',
      ],
    },
  },
  citationSubjects: {
    // Due diligence (Canada), cited with every Canadian analysis.
    'Duty of anyone who directs work to take reasonable steps to prevent bodily harm; criminal liability of organizations':
      'Pflicht jeder Person, die Arbeit anleitet, angemessene Maßnahmen zur Verhütung von Körperverletzungen zu treffen; strafrechtliche Verantwortlichkeit von Organisationen',
    'Due diligence as a defence': 'Gebotene Sorgfalt (Due Diligence) als Verteidigung',
    'Protection against falls from height': 'Schutz gegen Absturz aus der Höhe',
    'Fall protection (construction projects)': 'Absturzsicherung (Bauvorhaben)',
    'Ladders and access at height': 'Leitern und Zugänge in der Höhe',
    'Fall protection': 'Absturzsicherung',
    'Fall protection (Part XII)': 'Absturzsicherung (Teil XII)',
    'Work at height': 'Arbeiten in der Höhe',
    'Rescue of the worker': 'Rettung der beschäftigten Person',
    'Safety net': 'Auffangnetz',
    'Fall-arrest anchorage': 'Anschlageinrichtung für Auffangsysteme',
    Guardrails: 'Seitenschutz',
    'General Part 4 provisions relevant to falls':
      'Allgemeine Bestimmungen von Teil 4 mit Bezug zu Abstürzen',
    'Fall protection (general industry)': 'Absturzsicherung (allgemeine Industrie)',
    'Fall protection (construction)': 'Absturzsicherung (Bauwesen)',
    'Temporary structures': 'Temporäre Konstruktionen',
    'Personal protective equipment': 'Persönliche Schutzausrüstung',
    'Protective clothing, equipment and devices': 'Schutzkleidung, Schutzausrüstung und Schutzvorrichtungen',
    'Personal protective clothing and equipment': 'Persönliche Schutzkleidung und Schutzausrüstung',
    'Personal protective equipment (construction sites)': 'Persönliche Schutzausrüstung (Baustellen)',
    'Protection against falling objects': 'Schutz gegen herabfallende Gegenstände',
    'PPE: general requirements': 'PSA: allgemeine Anforderungen',
    'Material handling': 'Materialhandhabung',
    'Safe storage of materials': 'Sichere Lagerung von Materialien',
    'Tree felling and forestry work': 'Baumfällung und Forstarbeiten',
    'Lifting devices and rigging': 'Hebezeuge und Anschlagmittel',
    'Machines: safeguarding the danger zone': 'Maschinen: Sicherung des Gefahrbereichs',
    'Machine guarding': 'Schutzeinrichtungen an Maschinen',
    'Tools, machinery and equipment': 'Werkzeuge, Maschinen und Arbeitsmittel',
    'Machine safeguards': 'Schutzvorrichtungen an Maschinen',
    'Machine guarding: general requirements': 'Schutzeinrichtungen an Maschinen: allgemeine Anforderungen',
    'Work equipment': 'Arbeitsmittel',
    'Machinery safeguarding systems': 'Schutzsysteme für Maschinen',
    'Safety of machinery and equipment': 'Sicherheit von Maschinen und Arbeitsmitteln',
    'Lockout and other energy control methods':
      'Sicherung gegen Wiedereinschalten (LOTO) und andere Methoden zur Beherrschung gefährlicher Energien',
    'Lockout (construction sites)': 'Sicherung gegen Wiedereinschalten (Baustellen)',
    'Lockout and energy control': 'Sicherung gegen Wiedereinschalten und Beherrschung von Energien',
    'Electrical lockout': 'Elektrisches Freischalten und Sichern gegen Wiedereinschalten',
    'De-energization and lockout': 'Freischalten und Sichern gegen Wiedereinschalten',
    'Control of hazardous energy': 'Beherrschung gefährlicher Energien',
    'Machine lockout': 'Sicherung von Maschinen gegen Wiedereinschalten',
    'Control of hazardous energy (lockout/tagout)': 'Beherrschung gefährlicher Energien (Lockout/Tagout)',
    'Electrical safety': 'Elektrische Sicherheit',
    'Electricity (construction sites)': 'Elektrizität (Baustellen)',
    'Electrical installations: lockout and work':
      'Elektrische Anlagen: Freischalten, Sichern gegen Wiedereinschalten und Arbeiten',
    'Safety in electrical installations and services':
      'Sicherheit elektrischer Anlagen und Versorgungseinrichtungen',
    'Work near power lines': 'Arbeiten in der Nähe von Stromleitungen',
    'Work near overhead lines': 'Arbeiten in der Nähe von Freileitungen',
    'Hazardous products information (WHMIS)': 'Informationen über gefährliche Produkte (WHMIS)',
    'Hazardous products: labels and safety data sheets':
      'Gefährliche Produkte: Kennzeichnung und Sicherheitsdatenblätter',
    WHMIS: 'WHMIS (Informationssystem über gefährliche Arbeitsstoffe)',
    'Chemical agents (including WHMIS)': 'Chemische Arbeitsstoffe (einschließlich WHMIS)',
    'Hazardous products (WHMIS)': 'Gefährliche Produkte (WHMIS)',
    'Hazard communication': 'Gefahrenkommunikation',
    'Substances hazardous to health': 'Gesundheitsgefährdende Stoffe',
    'Respiratory protection': 'Atemschutz',
    'Pesticide exposure': 'Exposition gegenüber Pestiziden',
    'Crystalline silica dust exposure': 'Exposition gegenüber kristallinem Quarzstaub',
    'Work involving asbestos': 'Tätigkeiten mit Asbest',
    'Wood dust exposure': 'Exposition gegenüber Holzstaub',
    Noise: 'Lärm',
    'Noise, including the 85 dBA exposure limit': 'Lärm, einschließlich des Expositionsgrenzwerts von 85 dBA',
    'Noise exposure': 'Lärmexposition',
    'Noise, including the 87 dBA exposure limit': 'Lärm, einschließlich des Expositionsgrenzwerts von 87 dBA',
    'Occupational noise exposure': 'Lärmexposition am Arbeitsplatz',
    'Noise at work': 'Lärm bei der Arbeit',
    'Vibration exposure': 'Vibrationsexposition',
    'Confined spaces': 'Enge Räume',
    'Confined spaces (construction sites)': 'Enge Räume (Baustellen)',
    'Permit-required confined spaces': 'Erlaubnispflichtige enge Räume',
    'Excavations and trenches': 'Baugruben und Gräben',
    'Forklift operator training': 'Ausbildung von Staplerfahrern',
    'Forklifts and powered mobile equipment': 'Gabelstapler und motorisierte mobile Arbeitsmittel',
    'Mobile equipment': 'Mobile Arbeitsmittel',
    'Powered mobile equipment': 'Motorisierte mobile Arbeitsmittel',
    'Materials handling: motorized equipment': 'Materialhandhabung: motorisierte Geräte',
    'Mobile equipment and powered handling': 'Mobile Arbeitsmittel und motorisierte Fördermittel',
    'Powered industrial trucks': 'Flurförderzeuge mit Kraftantrieb',
    'Vehicle traffic on construction sites': 'Fahrzeugverkehr auf Baustellen',
    'General duty of the employer (ergonomics)': 'Allgemeine Pflichten des Arbeitgebers (Ergonomie)',
    'Ergonomics (MSI) requirements': 'Anforderungen an die Ergonomie (Muskel-Skelett-Erkrankungen)',
    'Lifting and handling loads': 'Heben und Handhaben von Lasten',
    'Hazard prevention program (including ergonomics)':
      'Programm zur Gefahrenverhütung (einschließlich Ergonomie)',
    'Manual handling of materials': 'Manuelle Handhabung von Material',
    'Ergonomics and musculoskeletal disorders': 'Ergonomie und Muskel-Skelett-Erkrankungen',
    'Manual handling operations': 'Manuelle Handhabung von Lasten',
    Ergonomics: 'Ergonomie',
    'Prevention of musculoskeletal disorders': 'Prävention von Muskel-Skelett-Erkrankungen',
    'Slips, trips and housekeeping': 'Ausrutschen, Stolpern sowie Ordnung und Sauberkeit',
    'General safety precautions': 'Allgemeine Sicherheitsvorkehrungen',
    'Floors, aisles and housekeeping': 'Fußböden, Verkehrswege sowie Ordnung und Sauberkeit',
    'Fire prevention and emergency measures': 'Brandschutz und Notfallmaßnahmen',
    'Fire and emergency measures': 'Brand- und Notfallmaßnahmen',
    'Emergency preparedness and response': 'Notfallvorsorge und Notfallreaktion',
    'Safe occupancy: fire and emergencies': 'Sichere Nutzung von Gebäuden: Brand und Notfälle',
    'Welding fume exposure': 'Exposition gegenüber Schweißrauch',
    'Thermal stress (heat)': 'Thermische Belastung (Hitze)',
    'Thermal stress (cold)': 'Thermische Belastung (Kälte)',
    'Eye and skin protection': 'Augen- und Hautschutz',
    'Ionizing radiation': 'Ionisierende Strahlung',
    'Biological agents (blood and body fluids)': 'Biologische Arbeitsstoffe (Blut und Körperflüssigkeiten)',
    'Biological agents': 'Biologische Arbeitsstoffe',
    'Prevention of violence and harassment': 'Prävention von Gewalt und Belästigung',
    'Work-related psychosocial risks': 'Arbeitsbedingte psychosoziale Risiken',
    'Working alone': 'Alleinarbeit',
    'Storage and handling of compressed gases': 'Lagerung und Handhabung von Druckgasen',
    'Pressure equipment': 'Druckgeräte',
    'Tools and work equipment': 'Werkzeuge und Arbeitsmittel',
  },
};

export default content;
