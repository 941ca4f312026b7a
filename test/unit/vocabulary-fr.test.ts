import { describe, expect, it } from 'vitest';
import { vocabulary } from '#shared/knowledge/vocabulary/fr';
import { internationalTerms } from '#shared/knowledge/vocabulary/international';
import { CLUE_CLASSES } from '#shared/knowledge/vocabulary/types';
import { HAZARD_IDS, sameStems, stemmedReader } from './support/stemmed-vocabulary';

const { read, raised, stems } = stemmedReader('fr', vocabulary);
const entries = Object.entries(vocabulary.hazards);
const stateOf = (text: string, hazard: string) => read(text).find((f) => f.hazard.id === hazard)?.state;

describe('French vocabulary: shape', () => {
  it('names every hazard of the knowledge base and the new ones', () => {
    expect(Object.keys(vocabulary.hazards).sort()).toEqual([...HAZARD_IDS].sort());
  });

  it('gives at least four words to every clue class', () => {
    for (const clue of CLUE_CLASSES) expect(vocabulary.clues[clue].length, clue).toBeGreaterThanOrEqual(4);
  });

  it('gives every hazard at least six terms, each phrase once, never both a term and a weak word', () => {
    for (const [id, words] of entries) {
      expect(words.terms.length, id).toBeGreaterThanOrEqual(6);
      const all = [...words.terms, ...(words.weak ?? []), ...(words.controls ?? [])];
      expect(
        all.filter((phrase, i) => all.indexOf(phrase) !== i),
        id,
      ).toEqual([]);
      expect(
        words.terms.filter((term) => words.weak?.includes(term)),
        id,
      ).toEqual([]);
    }
  });

  // Snowball reads « échafaudage » and « échafaudages » alike: two such phrases of one hazard would be two clues.
  it('has no two phrases of a hazard that read as the same stems', () => {
    for (const [id, words] of entries) expect(sameStems(words, stems), id).toEqual([]);
  });

  it('has at least 25 idioms, none of which raises a hazard', () => {
    expect(vocabulary.idioms.length).toBeGreaterThanOrEqual(25);
    for (const idiom of vocabulary.idioms) expect(raised(idiom), idiom).toEqual([]);
  });
});

// A term holding an absence cue negates itself, an idiom can swallow a term: each is read alone.
describe('French vocabulary: every phrase read on its own', () => {
  it('raises each hazard from each of its terms', () => {
    const silent = entries.flatMap(([id, words]) =>
      words.terms.filter((term) => !raised(`${term}.`).includes(id)).map((term) => `${id}: ${term}`),
    );
    expect(silent).toEqual([]);
  });

  it('needs a second clue for every weak word', () => {
    const loud = entries.flatMap(([id, words]) =>
      (words.weak ?? []).filter((weak) => raised(`${weak}.`).includes(id)).map((weak) => `${id}: ${weak}`),
    );
    expect(loud).toEqual([]);
  });
});

describe('French vocabulary: reading', () => {
  it.each([
    ["Un travailleur se tenait à 7 m, en bordure du toit, sans rien pour s'attacher.", 'roof-edge-fall'],
    ['Deux couvreurs posaient des bardeaux près de la rive sans harnais.', 'roof-edge-fall'],
    ["La rive de la dalle du 4e étage n'avait aucun garde-corps.", 'roof-edge-fall'],
    ["Le manœuvre est passé au travers d'un puits de lumière et a chuté au sol.", 'floor-opening-fall'],
    ["Le contreplaqué qui couvrait la trémie n'était pas fixé.", 'floor-opening-fall'],
    ["L'électricien est tombé de l'escabeau en changeant un luminaire.", 'ladder-fall'],
    ["Il se tenait sur le dernier échelon de l'échelle, en extension sur le côté.", 'ladder-fall'],
    ["L'échafaudage roulant n'avait pas de garde-corps sur la plateforme supérieure.", 'scaffold-fall'],
    ["L'échafaudage n'était pas ancré au bâtiment et les semelles d'appui manquaient.", 'scaffold-fall'],
    ['La barrière à palettes de la mezzanine était laissée ouverte.', 'mezzanine-fall'],
    [
      "L'opérateur de la plateforme élévatrice a été coincé contre une poutre du plafond.",
      'elevating-work-platform',
    ],
    ["Le travailleur dans la nacelle n'était pas attaché.", 'elevating-work-platform'],
    ["Un marteau est tombé de l'échafaudage et a frappé un travailleur en dessous.", 'dropped-objects'],
    ["Le chariot élévateur a heurté un montant et le palettier s'est effondré.", 'storage-rack-collapse'],
    ["L'abatteur a été frappé par une branche morte pendant le trait d'abattage.", 'tree-felling'],
    [
      'Des travailleurs circulaient sous la charge suspendue pendant le levage au pont roulant.',
      'crane-suspended-load',
    ],
    ["L'élingue sangle a été coupée sur une arête vive et la charge est tombée.", 'rigging-sling-failure'],
    ["Son gant a été happé dans l'angle rentrant du tambour de queue du convoyeur.", 'unguarded-conveyor'],
    [
      "L'arbre de la prise de force du tracteur n'avait pas de protecteur et sa manche a été happée.",
      'rotating-shaft-entanglement',
    ],
    ["La main de l'opératrice était dans la matrice quand la presse a descendu.", 'power-press'],
    [
      "La scie à table était utilisée sans protège-lame et la planche a été projetée vers l'opérateur.",
      'woodworking-saw',
    ],
    [
      'Le mécanicien a mis la main dans le malaxeur pour débloquer un bourrage sans cadenasser.',
      'lockout-maintenance',
    ],
    ['Il est descendu dans la fosse pour débloquer la pompe encore sous tension.', 'lockout-maintenance'],
    ['Il est descendu dans la fosse pour débloquer la pompe.', 'confined-space-entry'],
    [
      "Le travailleur est entré dans le réservoir sans permis d'entrée ni mesure des gaz.",
      'confined-space-entry',
    ],
    [
      "Deux travailleurs se sont effondrés dans la fosse à lisier à cause du sulfure d'hydrogène.",
      'toxic-atmosphere',
    ],
    ['Le détecteur 4 gaz a sonné pour le H2S à 25 ppm dans le regard.', 'toxic-atmosphere'],
    ["L'électricien travaillait dans le panneau sous tension sans vêtements arc.", 'live-electrical-parts'],
    ['La benne du camion a touché la ligne électrique aérienne.', 'overhead-power-lines'],
    ['La rallonge était endommagée et réparée avec du ruban électrique.', 'damaged-cords-panels'],
    ['Du dégraissant a été transvasé dans un vaporisateur sans étiquette.', 'whmis-labelling-sds'],
    [
      "Les fiches de données de sécurité n'étaient pas disponibles pour les produits de nettoyage.",
      'whmis-labelling-sds',
    ],
    [
      'De la soude caustique a éclaboussé ses yeux pendant la dilution; aucune douche oculaire.',
      'corrosive-substances',
    ],
    [
      "Le travailleur a préparé la bouillie d'herbicide sans gants et est retourné au champ avant le délai de réentrée.",
      'pesticide-exposure',
    ],
    ["Ils peignaient au pistolet dans l'entrepôt sans ventilation.", 'solvent-vapours'],
    [
      "L'atelier de carrosserie applique du vernis 2K sans appareil à adduction d'air.",
      'isocyanate-sensitisers',
    ],
    ["Soudage d'acier galvanisé dans l'atelier sans captage des fumées.", 'welding-fumes'],
    ['Des étincelles de soudage sont tombées sur du carton et un feu a pris.', 'hot-work-ignition'],
    ["Des bidons d'essence étaient entreposés à côté de la fournaise.", 'flammable-liquid-storage'],
    [
      'Une épaisse couche de poussière de farine recouvrait les poutres au-dessus du pétrin.',
      'combustible-dust',
    ],
    ['Le maçon coupait des blocs de béton à sec avec une scie à béton.', 'crystalline-silica'],
    ['Les travailleurs coupaient des briques sans eau ni aspiration.', 'crystalline-silica'],
    ['Le calorifuge des tuyaux de la chaufferie était endommagé et friable.', 'asbestos'],
    ["Présence d'amiante dans les tuiles du plafond de l'ancien bâtiment.", 'asbestos'],
    ["L'atelier d'ébénisterie n'a aucun dépoussiéreur sur les ponceuses.", 'wood-dust'],
    ['Les travailleurs qui mélangent les sacs de ciment sont couverts de poussière.', 'inert-dust'],
    ['Dans la salle des compresseurs, il faut crier pour se faire entendre.', 'occupational-noise'],
    ['Le niveau sonore à la presse atteint 98 dBA et personne ne porte de bouchons.', 'occupational-noise'],
    [
      'Il utilise le marteau-piqueur six heures par jour et se plaint de doigts blancs.',
      'hand-arm-vibration',
    ],
    [
      'Le conducteur de la chargeuse roule 10 heures par jour sur un terrain accidenté avec un siège usé.',
      'whole-body-vibration',
    ],
    ['La tranchée avait 2,5 m de profondeur avec des parois verticales non étançonnées.', 'trench-collapse'],
    [
      'Les chariots élévateurs circulent dans les mêmes allées que les piétons, sans marquage au sol.',
      'forklift-pedestrian',
    ],
    [
      "Le camion-benne reculait sans signaleur et l'alarme de recul ne fonctionnait pas.",
      'vehicle-reversing',
    ],
    [
      'Le camion est parti du quai de chargement pendant que le chariot élévateur était dans la remorque.',
      'loading-dock',
    ],
    ['Les travailleurs soulèvent des sacs de ciment de 25 kg à la main toute la journée.', 'manual-handling'],
    [
      'Les emballeuses font le même geste du poignet 2000 fois par quart; deux cas de tendinite.',
      'repetitive-work',
    ],
    [
      'Les mécaniciens travaillent penchés au-dessus du moteur pendant des heures, le dos courbé.',
      'awkward-posture',
    ],
    ['Le cuisinier a glissé sur le plancher gras de la cuisine.', 'wet-floor-slip'],
    [
      "Des boîtes et du film plastique encombraient l'allée et une travailleuse a trébuché.",
      'cluttered-aisle-trip',
    ],
    ['Les couvreurs ont travaillé sur le toit pendant la canicule sans ombre ni eau.', 'heat-stress'],
    [
      "Les employés passent leur quart dans l'entrepôt frigorifique à -25 °C sans vêtements isolants.",
      'cold-stress',
    ],
    ["L'aide a eu un coup d'arc en regardant le soudage sans masque.", 'welding-arc-radiation'],
    ['Le densimètre nucléaire a été laissé sans surveillance sur le chantier.', 'ionizing-radiation'],
    [
      "Une préposée à l'entretien s'est piquée avec une seringue souillée dans les ordures.",
      'bloodborne-needlestick',
    ],
    [
      'Les travailleurs nettoient les eaux usées refoulées au sous-sol sans gants.',
      'biological-agents-waste',
    ],
    ["Une infirmière a reçu un coup de poing d'un patient agité.", 'workplace-violence-harassment'],
    [
      'Le personnel est en épuisement professionnel à cause du sous-effectif chronique et du TSO.',
      'work-overload-stress',
    ],
    ['Le préposé de nuit travaille seul à la station-service.', 'working-alone'],
    [
      "Les bouteilles d'oxygène et d'acétylène n'étaient pas attachées dans l'atelier.",
      'compressed-gas-cylinders',
    ],
    ["Les travailleurs se nettoient les vêtements à l'air comprimé.", 'pressure-vessels'],
    [
      "Le commis s'est coupé la main avec un couteau à lame rétractable en ouvrant des boîtes.",
      'hand-tool-cuts',
    ],
    ["La meuleuse d'angle était utilisée sans protecteur et le disque a éclaté.", 'portable-power-tools'],
    [
      'La scie à chaîne a rebondi et lui a coupé la jambe; il ne portait pas de pantalon anti-coupure.',
      'chainsaw',
    ],
    [
      "L'interverrouillage de la porte de la cellule robotisée était shunté avec un fil de pontage.",
      'defeated-guard-interlock',
    ],
    [
      "L'opérateur a collé un aimant sur l'interrupteur de sécurité pour que la machine fonctionne porte ouverte.",
      'defeated-guard-interlock',
    ],
  ])('%s → %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  it.each([
    ["Aucun chariot élévateur n'est utilisé dans cet établissement.", 'forklift-pedestrian'],
    ["Il n'y a pas d'échafaudage sur ce chantier.", 'scaffold-fall'],
    ['Le bâtiment est exempt de matériaux amiantés.', 'asbestos'],
  ])('reads the negation of %s', (text, hazard) => {
    expect(raised(text)).not.toContain(hazard);
  });

  it('reads protections in place as control', () => {
    expect(
      stateOf(
        'Avant la réparation, le malaxeur a été cadenassé avec un cadenas personnel.',
        'lockout-maintenance',
      ),
    ).toBe('controlled');
    expect(
      stateOf("Les protecteurs auditifs sont portés dans l'atelier de presses.", 'occupational-noise'),
    ).toBe('controlled');
  });

  it.each([
    'Veuillez trouver ci-joint ma lettre de présentation pour le poste de directeur des ventes.',
    "L'entreprise offre une échelle salariale concurrentielle et une caisse de retraite.",
    'Le locataire prend en charge les réparations du toit selon le bail.',
    'Nous prévoyons une chute des ventes au prochain trimestre.',
    'Le communiqué de presse sera publié après la conférence de presse.',
    'Notre équipe travaille sous pression pour atteindre des objectifs agressifs.',
    'Le tableau de bord sera mis en ligne à 9 h.',
    "Au regard de l'article 5 du contrat, les parties conviennent de ce qui suit.",
    'La machine à café du deuxième étage est en panne.',
    "L'entretien annuel d'évaluation aura lieu lundi.",
    'Merci de me tenir au courant des grandes lignes du projet.',
    'Les employés peuvent faire du télétravail deux jours par semaine.',
    "Les demandes de congé doivent être soumises deux semaines à l'avance.",
    'Le budget trimestriel comprend les fournitures de bureau, les chaises et les bureaux.',
    "Mon ami Pierre a présenté le plan de la chaîne d'approvisionnement.",
    'Le chargé de projet a pris en charge le dossier de la caisse populaire.',
  ])('raises nothing in office text: %s', (text) => {
    expect(raised(text)).toEqual([]);
  });
});

// Reports written as investigators and inspectors write them, and office text, read without international terms.
describe('French vocabulary: more report wording', () => {
  it.each([
    [
      "L'équipe installait des unités de climatisation près de l'acrotère d'un bâtiment de 4 étages; aucun garde-corps n'était en place.",
      'roof-edge-fall',
    ],
    [
      'Un ouvrier ferraillait en rive de plancher, à environ 6 m du sol, sans système antichute.',
      'roof-edge-fall',
    ],
    [
      'Le salarié est monté sur la toiture pour déboucher une descente pluviale sans être attaché.',
      'roof-edge-fall',
    ],
    [
      "Une plaque de contreplaqué qui couvrait une trémie a été déplacée et l'électricien est tombé à l'étage inférieur.",
      'floor-opening-fall',
    ],
    [
      "Le travailleur se tenait sur la dernière marche de l'escabeau pour atteindre le plafond.",
      'ladder-fall',
    ],
    [
      "L'échelle coulissante n'était pas attachée et a glissé à la base pendant que le peintre y travaillait.",
      'ladder-fall',
    ],
    ["Les madriers de l'échafaudage n'étaient pas fixés et l'un d'eux a basculé.", 'scaffold-fall'],
    [
      'Les préparateurs travaillent sur la mezzanine où le garde-corps est ouvert au point de chargement.',
      'mezzanine-fall',
    ],
    [
      "L'opérateur a déplacé la PEMP en position haute sur un sol en pente et elle s'est renversée.",
      'elevating-work-platform',
    ],
    ['Le cariste conduisait la nacelle ciseaux en hauteur sans être attaché.', 'elevating-work-platform'],
    [
      "Des briques étaient empilées en bordure de l'échafaudage au-dessus d'un passage achalandé.",
      'dropped-objects',
    ],
    [
      "Plusieurs montants de l'allée 12 sont pliés par des chocs de chariot et n'ont pas été réparés.",
      'storage-rack-collapse',
    ],
    [
      "Lors de l'abattage d'une épinette, l'arbre est resté encroué et l'abatteur a tenté de le dégager.",
      'tree-felling',
    ],
    [
      "La grue mobile a soulevé une poutre d'acier au-dessus de travailleurs qui n'avaient pas été évacués de la zone.",
      'crane-suspended-load',
    ],
    [
      "La manille n'avait aucun marquage de capacité et l'élingue chaîne avait un maillon allongé.",
      'rigging-sling-failure',
    ],
    [
      "Le protecteur du tambour de queue du convoyeur 3 a été retiré et n'a pas été réinstallé.",
      'unguarded-conveyor',
    ],
    [
      "L'opérateur s'est penché au-dessus du tour et sa manche s'est enroulée autour du mandrin.",
      'rotating-shaft-entanglement',
    ],
    [
      "L'opérateur de la presse plieuse tenait la pièce avec ses doigts dans la zone dangereuse.",
      'power-press',
    ],
    ["L'apprenti refendait des pièces étroites à la scie à table sans poussoir.", 'woodworking-saw'],
    [
      'Le mécanicien changeait la courroie du ventilateur alors que le sectionneur était encore en position marche.',
      'lockout-maintenance',
    ],
    [
      'Le mécanicien industriel a nettoyé la vis sans fin sans appliquer son cadenas personnel.',
      'lockout-maintenance',
    ],
    [
      "Un sous-traitant est descendu dans la chambre de vannes pour lire le compteur sans mesure de l'atmosphère.",
      'confined-space-entry',
    ],
    [
      "Le travailleur s'est effondré au fond du poste de pompage; les secouristes ont mesuré 300 ppm de H2S.",
      'toxic-atmosphere',
    ],
    [
      'Un chariot élévateur au propane fonctionnait dans la remorque fermée et le cariste a été incommodé par le monoxyde de carbone.',
      'toxic-atmosphere',
    ],
    [
      "L'électricien a remplacé un disjoncteur dans un panneau sous tension de 600 V sans vêtements arc.",
      'live-electrical-parts',
    ],
    [
      'Le camion-grue a été installé directement sous la ligne de distribution de 25 kV.',
      'overhead-power-lines',
    ],
    [
      "Les cordons des chaufferettes passaient sous le tapis et l'isolant était fissuré.",
      'damaged-cords-panels',
    ],
    ['Le dégagement devant le panneau électrique était obstrué par des boîtes.', 'damaged-cords-panels'],
    [
      "De l'eau de javel et du dégraissant avaient été transvidés dans des bouteilles de boisson gazeuse sans identification.",
      'whmis-labelling-sds',
    ],
    [
      "L'opérateur remplissait l'électrolyte de la batterie sans lunettes et de l'acide lui a éclaboussé le visage.",
      'corrosive-substances',
    ],
    [
      'Le personnel de la serre est retourné dans les rangs le lendemain matin de la fumigation.',
      'pesticide-exposure',
    ],
    [
      "Les travailleurs nettoyaient des pièces à l'acétone dans un petit local fermé, sans ventilateur d'extraction.",
      'solvent-vapours',
    ],
    [
      "L'entrepreneur en isolation giclait de l'uréthane dans l'entretoit avec un simple masque anti-poussière.",
      'isocyanate-sensitisers',
    ],
    [
      "Le soudeur travaille l'inox toute la journée et le bras d'aspiration est hors service.",
      'welding-fumes',
    ],
    [
      "De l'oxycoupage a été fait sur un réservoir ayant contenu du diesel, sans mesure de gaz.",
      'hot-work-ignition',
    ],
    [
      'Des fûts de diluant étaient transvasés sans mise à la terre à côté de la meuleuse.',
      'flammable-liquid-storage',
    ],
    [
      "Le dépoussiéreur n'a pas été vidé et il y a une épaisse couche de sciure sur les poutres.",
      'combustible-dust',
    ],
    [
      "L'équipe meulait la dalle de béton avec une meuleuse à plancher sans contrôle de la poussière.",
      'crystalline-silica',
    ],
    [
      "Avant la rénovation, aucun repérage n'a été fait; les ouvriers ont retiré le calorifuge des tuyaux dans le bâtiment de 1965.",
      'asbestos',
    ],
    [
      'Les opérateurs de la défonceuse CNC balaient la poussière de MDF au balai à la fin du quart.',
      'wood-dust',
    ],
    ["La ligne d'ensachage de calcaire produit des nuages de poussière toute la journée.", 'inert-dust'],
    [
      'Les niveaux mesurés à la déchiqueteuse atteignent 102 dBA; les opérateurs ne portent pas de protecteurs auditifs.',
      'occupational-noise',
    ],
    [
      'Le finisseur utilise un marteau burineur et un pistolet à aiguilles presque tout son quart.',
      'hand-arm-vibration',
    ],
    [
      'Les conducteurs de tombereau se plaignent de mal de dos à cause des secousses sur le chemin non asphalté.',
      'whole-body-vibration',
    ],
    [
      "L'équipe de pose de conduite travaillait dans une excavation de 3 m dont les parois fissuraient; le caisson était resté à la cour.",
      'trench-collapse',
    ],
    [
      "Une préparatrice est sortie d'entre les palettiers et a été heurtée par le chariot à mât rétractable.",
      'forklift-pedestrian',
    ],
    ['La chargeuse a reculé sur un manœuvre qui se tenait derrière.', 'vehicle-reversing'],
    ["La remorque n'était pas calée et a roulé loin du quai pendant le chargement.", 'loading-dock'],
    [
      'Les préposés aux bénéficiaires repositionnent des patients lourds au lit sans lève-personne.',
      'manual-handling',
    ],
    [
      'Les caissières balaient des articles 8 heures par jour avec peu de pauses et rapportent des douleurs au poignet et des tendinites.',
      'repetitive-work',
    ],
    [
      'Les installateurs passent des heures couchés sur le dos sous les armoires, les bras au-dessus de la tête.',
      'awkward-posture',
    ],
    [
      "L'eau apportée de l'extérieur rendait le plancher du hall glissant; une visiteuse a glissé.",
      'wet-floor-slip',
    ],
    [
      "Des boyaux et des rallonges traversaient l'allée et un travailleur a trébuché dessus.",
      'cluttered-aisle-trip',
    ],
    ['Les couvreurs travaillaient par 35 °C avec un humidex de 42 sans pauses.', 'heat-stress'],
    [
      'Les monteurs de lignes ont travaillé dehors par un refroidissement éolien de -30 pendant 12 heures.',
      'cold-stress',
    ],
    [
      "Les rideaux de soudage n'étaient pas en place et le cariste à proximité a eu un coup d'arc.",
      'welding-arc-radiation',
    ],
    ["L'équipe de gammagraphie n'a pas balisé de périmètre autour de la source.", 'ionizing-radiation'],
    ["Un concierge s'est piqué avec une seringue en compactant un sac d'ordures.", 'bloodborne-needlestick'],
    [
      "L'équipe a enlevé des fientes de pigeons dans l'entretoit sans appareil respiratoire.",
      'biological-agents-waste',
    ],
    [
      'Un client a menacé la caissière avec un couteau pendant un vol qualifié.',
      'workplace-violence-harassment',
    ],
    [
      'Le superviseur rabaisse et crie régulièrement après le nouvel employé devant les autres.',
      'workplace-violence-harassment',
    ],
    [
      'Les infirmières rapportent un épuisement professionnel dû au temps supplémentaire obligatoire et au manque de personnel.',
      'work-overload-stress',
    ],
    [
      "L'agent de sécurité patrouille seul la nuit sur le site sans procédure de vérification.",
      'working-alone',
    ],
    [
      "Plusieurs bouteilles d'oxygène étaient entreposées à côté de l'acétylène sans chapeau de protection.",
      'compressed-gas-cylinders',
    ],
    ["Le réservoir d'air du compresseur a une soupape de sûreté grippée.", 'pressure-vessels'],
    ["Le boucher désossait sans gant en cotte de mailles et s'est coupé la paume.", 'hand-tool-cuts'],
    [
      "Le travailleur a retiré le protecteur de la meuleuse d'angle pour installer un disque plus grand.",
      'portable-power-tools',
    ],
    ["L'élagueur utilisait la scie à chaîne d'une seule main dans l'arbre.", 'chainsaw'],
    ['Le bûcheron utilisait la tronçonneuse sans pantalon anti-coupure.', 'chainsaw'],
    [
      "Les opérateurs attachent l'interrupteur de la porte de sécurité pour que le robot continue de fonctionner pendant le chargement.",
      'defeated-guard-interlock',
    ],
    [
      "Les éboueurs manipulent des sacs d'ordures qui fuient et sont exposés aux bioaérosols au centre de transbordement.",
      'biological-agents-waste',
    ],
    [
      "De la moisissure était visible sur le gypse du sous-sol après l'inondation et l'équipe de nettoyage ne portait aucun appareil respiratoire.",
      'biological-agents-waste',
    ],
    [
      "L'infirmière a recapuchonné l'aiguille après l'injection et s'est piqué le doigt.",
      'bloodborne-needlestick',
    ],
    [
      "Les travailleurs n'ont pas trouvé la fiche de données de sécurité du nouveau décapant à plancher.",
      'whmis-labelling-sds',
    ],
    [
      "L'applicateur a pulvérisé de l'insecticide dans le verger par grand vent sans appareil respiratoire.",
      'pesticide-exposure',
    ],
    [
      'Le livreur a passé son quart à charger dans le surgélateur et a eu des engelures à deux doigts.',
      'cold-stress',
    ],
    [
      "Un travailleur de la fonderie s'est effondré d'épuisement dû à la chaleur près du four.",
      'heat-stress',
    ],
    [
      "Un technicien est entré dans la cabine d'inspection à rayons X pendant l'émission parce que l'interverrouillage de la porte était shunté.",
      'ionizing-radiation',
    ],
    [
      "Des passants ont été exposés à l'arc du poste de soudage MIG parce qu'aucun écran n'était installé.",
      'welding-arc-radiation',
    ],
    [
      "Une bouteille d'azote est tombée et son robinet s'est cassé; la bouteille a traversé l'atelier.",
      'compressed-gas-cylinders',
    ],
    ['Le boyau hydraulique a éclaté et a fouetté, frappant le mécanicien au bras.', 'pressure-vessels'],
    [
      "Une commis s'est fait une coupure profonde au pouce en coupant une pellicule avec un couteau utilitaire.",
      'hand-tool-cuts',
    ],
    [
      "L'ouvrier tronçonnait des billes à la scie à chaîne sans pantalon anti-coupure et s'est coupé la cuisse.",
      'chainsaw',
    ],
    [
      "La préposée aux soins à domicile visite seule les clients le soir et n'a aucun moyen d'appeler à l'aide.",
      'working-alone',
    ],
    [
      'Le personnel rapporte une surcharge de travail chronique, des dîners sautés et des heures supplémentaires non payées.',
      'work-overload-stress',
    ],
    [
      "L'opérateur de la mini-chargeuse a mal au dos après de longs quarts sur un terrain accidenté avec un siège usé.",
      'whole-body-vibration',
    ],
    [
      "Les travailleurs utilisent des clés à chocs et des meuleuses presque tout le quart et se plaignent d'engourdissement des doigts.",
      'hand-arm-vibration',
    ],
    [
      "Le balayage à sec du plancher de l'usine de panneaux de gypse soulève des nuages de poussière.",
      'inert-dust',
    ],
    [
      "Un peintre de l'atelier de carrosserie a développé un asthme professionnel après avoir appliqué un apprêt 2K.",
      'isocyanate-sensitisers',
    ],
    [
      "La poussière d'aluminium de la ligne de polissage est captée par un dépoussiéreur à sec à l'intérieur du bâtiment.",
      'combustible-dust',
    ],
    [
      "La rétrocaveuse a creusé une tranchée de 2 m et un manœuvre y est descendu pour dégager le tuyau avant l'étançonnement.",
      'trench-collapse',
    ],
    [
      "La cave de la brasserie avait un taux élevé de dioxyde de carbone provenant des cuves de fermentation et un travailleur s'est senti étourdi.",
      'toxic-atmosphere',
    ],
    [
      "Le soudeur est entré dans le ballon de la chaudière pour une réparation sans surveillant à l'extérieur.",
      'confined-space-entry',
    ],
    [
      "L'interverrouillage de la porte de la palettiseuse est souvent contourné avec une clé de rechange pour débloquer plus vite.",
      'defeated-guard-interlock',
    ],
    [
      'Les opérateurs passent la main derrière le protecteur retiré de la remplisseuse pour ajuster les bouteilles en marche.',
      'defeated-guard-interlock',
    ],
    [
      'Un mécanicien a touché une borne sous tension de 480 V en dépannant le démarreur du moteur.',
      'live-electrical-parts',
    ],
    [
      "L'échelle d'aluminium a touché la ligne aérienne pendant que le peintre la déplaçait.",
      'overhead-power-lines',
    ],
    [
      'Un employé a passé la main sous la courroie pour retirer des débris et son bras a été entraîné dans le rouleau.',
      'unguarded-conveyor',
    ],
    [
      "Le manteau d'un agriculteur s'est pris dans l'arbre de la prise de force et il a été entraîné autour de l'arbre.",
      'rotating-shaft-entanglement',
    ],
    ["La poinçonneuse a fait un double coup et a écrasé le bout du doigt de l'opérateur.", 'power-press'],
    [
      "La lame de la scie à onglet a accroché la moulure et l'a projetée sur le menuisier.",
      'woodworking-saw',
    ],
    ['La cloueuse a fait un tir accidentel et le clou a traversé sa main.', 'portable-power-tools'],
    ["Les déménageurs ont monté un coffre-fort de 90 kg dans l'escalier à bras.", 'manual-handling'],
    [
      'Les plâtriers passent une grande partie de la journée les bras au-dessus de la tête à tirer les joints du plafond.',
      'awkward-posture',
    ],
    [
      'Les désosseurs de volaille font environ 40 coupes par minute et plusieurs ont un syndrome du canal carpien.',
      'repetitive-work',
    ],
    [
      "La plongeuse a glissé sur les carreaux mouillés près du poste de plonge et s'est fracturé le poignet.",
      'wet-floor-slip',
    ],
    [
      'La sortie de secours de la réserve était bloquée par des palettes et des boîtes vides.',
      'cluttered-aisle-trip',
    ],
    [
      'Un signaleur a été heurté par un camion-benne qui reculait sur le chantier de pavage.',
      'vehicle-reversing',
    ],
    [
      'Le cariste roulait en marche avant avec une charge qui lui bloquait la vue et a heurté un collègue.',
      'forklift-pedestrian',
    ],
    [
      "La lèvre du niveleur de quai ne reposait pas sur la remorque et la roue du chariot est tombée dans l'espace.",
      'loading-dock',
    ],
    [
      "L'échafaudage avait été modifié par un autre corps de métier et les garde-corps étaient enlevés d'un côté.",
      'scaffold-fall',
    ],
    [
      "Le travailleur a utilisé une chaise au lieu d'un escabeau pour atteindre la tablette et est tombé.",
      'ladder-fall',
    ],
    [
      "Le lanterneau sur le toit plat n'avait aucune grille et un couvreur a marché dessus.",
      'floor-opening-fall',
    ],
    [
      'Le travailleur était sur un toit en pente à 8 m du sol sans protection contre les chutes.',
      'roof-edge-fall',
    ],
    [
      "L'opérateur de la nacelle articulée a été éjecté du panier lorsque le camion a heurté un nid-de-poule.",
      'elevating-work-platform',
    ],
    [
      "Une clé a glissé de la main du monteur d'acier et a frappé un manœuvre deux étages plus bas.",
      'dropped-objects',
    ],
    [
      'Une palette de pots de peinture était placée sur la lisse supérieure sans platelage et est tombée quand le palettier a été heurté.',
      'storage-rack-collapse',
    ],
    [
      "L'arboriste grimpeur a été frappé par une branche qui s'est cassée pendant l'étêtage d'un orme mort.",
      'tree-felling',
    ],
    [
      'Le pontier a déplacé la charge au-dessus de la tête des travailleurs de la travée.',
      'crane-suspended-load',
    ],
    [
      "L'élingue synthétique a été utilisée sans protection des arêtes sur la poutre d'acier et a été coupée.",
      'rigging-sling-failure',
    ],
    ['Les étincelles de la scie à disque ont enflammé du carton entreposé à proximité.', 'hot-work-ignition'],
    ["Cinq bidons d'essence sont entreposés dans la chaufferie.", 'flammable-liquid-storage'],
    [
      "L'imprimeur nettoie les presses avec un chiffon imbibé de solvant et la salle sent fortement le solvant.",
      'solvent-vapours',
    ],
    [
      "Le préposé à l'assainissement a mélangé un nettoyant chloré avec un nettoyant acide et a dégagé du chlore gazeux.",
      'corrosive-substances',
    ],
    [
      "Le fabricant de comptoirs coupait à sec des dalles de quartz avec une meuleuse d'angle.",
      'crystalline-silica',
    ],
    ["Le préposé à l'entretien a percé le flocage des poutres pendant la rénovation.", 'asbestos'],
    [
      "Le ponceur de l'usine de meubles a des irritations nasales causées par la poussière de chêne.",
      'wood-dust',
    ],
    [
      "Les travailleurs de la ligne d'embouteillage se plaignent de bourdonnements d'oreilles à la fin du quart.",
      'occupational-noise',
    ],
    [
      'Une patiente a mordu une préposée aux bénéficiaires pendant les soins du matin.',
      'workplace-violence-harassment',
    ],
  ])('%s → %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  it.each([
    'Nous avons le plaisir de vous offrir le poste de comptable principal à compter du 1er juin; votre salaire sera révisé chaque année.',
    'Le bail couvre les bureaux du rez-de-chaussée, le stationnement et les aires communes; le locateur est responsable de la toiture et de la structure.',
    'Nos ventes du troisième trimestre ont reculé de 4 % alors que la concurrence lançait des prix agressifs.',
    "L'équipe TI migrera la base de données vers le nuage cette fin de semaine; veuillez vous déconnecter avant 18 h vendredi.",
    "Tout le personnel doit suivre la formation annuelle sur le code d'éthique avant le 31 mars.",
    'La cafétéria sera fermée lundi pour nettoyage; la machine à café et le micro-ondes restent disponibles.',
    "Veuillez soumettre votre rapport de dépenses avec les reçus pour le voyage d'affaires à Montréal.",
    'Le fournisseur a accepté de prolonger la garantie des portables et des écrans de deux ans.',
    "L'équipe marketing animera un webinaire en direct sur notre nouvelle gamme de produits mardi prochain.",
    'Les employés en télétravail doivent utiliser le RPV et verrouiller leur ordinateur portable.',
    'Les parties conviennent que le présent contrat est régi par les lois de la province de Québec.',
    "L'évaluation du rendement portera sur les objectifs, le travail d'équipe et le développement professionnel.",
    'Le comité des finances a approuvé le budget; les dépenses en capital comprennent de nouveaux serveurs.',
    'La vaccination contre la grippe aura lieu jeudi dans la salle du conseil.',
    'Le gouvernement a fait marche arrière sur la réforme fiscale après la chute des sondages.',
    'Pierre a tranché la question lors de la réunion du comité de direction.',
    "Veuillez consulter les consignes de sécurité affichées à l'entrée avant votre visite.",
    "La tranche d'imposition supérieure s'applique au-delà de 100 000 $.",
    'Le conseil a approuvé le rapport annuel et le dividende; les auditeurs ont émis une opinion sans réserve.',
    "Veuillez consulter les diapositives jointes avant la retraite stratégique; nous discuterons de l'entrée sur le marché et des prix.",
    'Notre nouveau programme de recyclage place des bacs bleus près de la cuisine et des imprimantes.',
    "L'équipe du service à la clientèle prolongera ses heures pendant la période des fêtes.",
    'Le fournisseur a confirmé la date de livraison des chaises, des bureaux et des écrans.',
    "La mise en production du logiciel a été retardée à cause d'une fuite de mémoire dans le module de rapports.",
    'Le locataire doit garder les lieux propres, sans ordures, et ne doit pas entreposer de marchandises dangereuses.',
    "Le pique-nique de l'entreprise aura lieu au parc; les familles sont les bienvenues et le dîner sera fourni.",
  ])('raises nothing in: %s', (text) => {
    expect(raised(text)).toEqual([]);
  });
});

describe('French words in the international terms', () => {
  // Snowball reads "amiante" as "ami" (friend) and "tronçonneuse" as "tronçon" (a stretch of road).
  it('keeps whole the words whose stem is an everyday word', () => {
    expect(stems('amiante')).toBe(stems('ami'));
    expect(internationalTerms.asbestos).toContain('amiante');
    expect(stems('tronçonneuse')).toBe(stems('tronçon'));
    expect(internationalTerms.chainsaw).toContain('tronçonneuse');
  });
});
