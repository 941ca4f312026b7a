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

describe('French words in the international terms', () => {
  // Snowball reads "amiante" as "ami" (friend) and "tronçonneuse" as "tronçon" (a stretch of road).
  it('keeps whole the words whose stem is an everyday word', () => {
    expect(stems('amiante')).toBe(stems('ami'));
    expect(internationalTerms.asbestos).toContain('amiante');
    expect(stems('tronçonneuse')).toBe(stems('tronçon'));
    expect(internationalTerms.chainsaw).toContain('tronçonneuse');
  });
});
