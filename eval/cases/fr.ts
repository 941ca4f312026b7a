import type { EvalCase } from '../types';

/** French cases, in the style of Québec CNESST investigation reports and French INRS case studies. */
export const CASES: readonly EvalCase[] = [
  {
    id: 'fr-01',
    language: 'fr',
    kind: 'named',
    text:
      "Le cariste reculait avec son chariot élévateur dans l'allée de réception lorsqu'il a heurté un " +
      "préposé qui circulait à pied derrière lui. Aucune voie piétonnière n'était délimitée au sol et " +
      "l'avertisseur de recul ne fonctionnait plus depuis plusieurs jours.",
    expected: ['mobile_equipment'],
    acceptable: [],
    source: 'CNESST rapport d’enquête, entrepôt',
  },
  {
    id: 'fr-02',
    language: 'fr',
    kind: 'named',
    text:
      "Lors de la démolition du plafond suspendu d'une école construite en 1965, deux ouvriers ont arraché " +
      "des tuiles contenant de l'amiante sans aire de confinement ni appareil de protection respiratoire. " +
      'Les débris ont été mis dans des sacs ordinaires et laissés dans le corridor.',
    expected: ['dust_fibres'],
    acceptable: ['chemical'],
    source: 'CNESST intervention, rénovation scolaire',
  },
  {
    id: 'fr-03',
    language: 'fr',
    kind: 'named',
    text:
      'Le mécanicien a entrepris de remplacer une courroie du convoyeur sans appliquer la procédure de ' +
      'cadenassage. Un opérateur, ne le voyant pas, a redémarré la ligne depuis le panneau de commande et la ' +
      'main du mécanicien a été entraînée entre la courroie et la poulie motrice.',
    expected: ['hazardous_energy', 'machinery'],
    acceptable: [],
    source: 'CNESST rapport d’enquête, usine de transformation',
  },
  {
    id: 'fr-04',
    language: 'fr',
    kind: 'named',
    text:
      'Les mesures de bruit au poste de la scie déligneuse donnent un niveau d’exposition de 97 dBA sur ' +
      'un quart de huit heures. Les opérateurs ne portent pas leurs protecteurs auditifs de façon ' +
      'constante et aucun audiogramme n’a été fait depuis leur embauche.',
    expected: ['noise'],
    acceptable: ['machinery'],
    source: 'Rapport d’intervention en hygiène industrielle, scierie',
  },
  {
    id: 'fr-05',
    language: 'fr',
    kind: 'named',
    text:
      'Pendant un épisode de chaleur accablante, un journalier affecté au pavage a présenté des ' +
      'étourdissements et des nausées en après-midi, puis s’est effondré près du finisseur. Aucune pause ' +
      'supplémentaire n’était prévue et la glacière d’eau était restée au camion, à l’autre bout du chantier.',
    expected: ['thermal'],
    acceptable: ['chemical', 'mobile_equipment'],
    source: 'CNESST rapport d’enquête, coup de chaleur, voirie',
  },
  {
    id: 'fr-06',
    language: 'fr',
    kind: 'named',
    text:
      'Une infirmière auxiliaire s’est piquée au doigt avec l’aiguille souillée d’une seringue qu’elle ' +
      'tentait de recapuchonner après une injection. Le contenant pour objets piquants et tranchants de la ' +
      'chambre était déjà plein.',
    expected: ['biological'],
    acceptable: [],
    source: 'Déclaration d’événement, centre hospitalier',
  },
  {
    id: 'fr-07',
    language: 'fr',
    kind: 'indirect',
    text:
      'Le couvreur arrachait les bardeaux du versant arrière, d’une pente de 8/12, à environ 6 m du sol. ' +
      'Son harnais n’était relié à aucun ancrage. Il a glissé sur le papier feutre humide, a dévalé le ' +
      'versant et a terminé sa course dans l’entrée asphaltée.',
    expected: ['falls'],
    acceptable: ['slips_trips'],
    source: 'CNESST rapport d’enquête, toiture résidentielle',
  },
  {
    id: 'fr-08',
    language: 'fr',
    kind: 'indirect',
    text:
      'Un col bleu est descendu dans le regard d’égout pour dégager une conduite obstruée. Son collègue, ' +
      'resté en surface, l’a vu s’affaisser au fond du puits et est descendu à son tour pour lui porter ' +
      'secours; les deux ont été retrouvés inconscients. L’atmosphère n’avait pas été mesurée avant la descente.',
    expected: ['confined_space'],
    acceptable: ['chemical', 'biological'],
    source: 'CNESST rapport d’enquête, réseau d’égout municipal',
  },
  {
    id: 'fr-09',
    language: 'fr',
    kind: 'indirect',
    text:
      'Les tuyauteurs raccordaient une conduite d’aqueduc au fond d’une excavation de 3,2 m creusée à ' +
      'parois verticales dans un sol sablonneux. Les déblais étaient empilés au bord. La paroi est a cédé ' +
      'et un des travailleurs a été enseveli jusqu’aux épaules.',
    expected: ['excavation'],
    acceptable: [],
    source: 'CNESST rapport d’enquête, travaux d’aqueduc',
  },
  {
    id: 'fr-10',
    language: 'fr',
    kind: 'indirect',
    text:
      'Les préposées aux bénéficiaires repositionnent seules des résidents de plus de 100 kg dans leur lit, ' +
      'plusieurs fois par quart. Le lève-personne de l’unité est en réparation depuis trois semaines et ' +
      'quatre préposées ont consulté pour des douleurs au bas du dos.',
    expected: ['ergonomics'],
    acceptable: [],
    source: 'Inspection CNESST, CHSLD',
  },
  {
    id: 'fr-11',
    language: 'fr',
    kind: 'negation',
    text:
      'Aucun chariot élévateur n’est utilisé dans l’entrepôt de l’épicerie : les palettes sont déplacées ' +
      'au transpalette manuel. Par contre, les commis montent des sacs de farine de 25 kg au-dessus de ' +
      'l’épaule pour les ranger sur les tablettes du haut.',
    expected: ['ergonomics'],
    acceptable: [],
    source: 'Visite de prévention, commerce d’alimentation',
  },
  {
    id: 'fr-12',
    language: 'fr',
    kind: 'negation',
    text:
      'L’entrée électrique du bâtiment a été coupée par Hydro-Québec avant le début des travaux; aucun ' +
      'risque électrique n’a été relevé. Les peintres travaillent toutefois depuis un échafaudage roulant ' +
      'de trois étages dont les roues ne sont pas bloquées et qui n’a pas de garde-corps au dernier niveau.',
    expected: ['falls'],
    acceptable: [],
    source: 'Rapport d’inspection de chantier, peinture intérieure',
  },
  {
    id: 'fr-13',
    language: 'fr',
    kind: 'controlled',
    text:
      'Les bords de la mezzanine sont protégés par des garde-corps fixes de 1,07 m munis d’une plinthe, ' +
      'vérifiés à l’inspection mensuelle. La barrière de la zone de chargement se referme automatiquement ' +
      'derrière chaque palette.',
    expected: [],
    acceptable: ['falls', 'falling_objects'],
    source: 'Programme de prévention, centre de distribution',
  },
  {
    id: 'fr-14',
    language: 'fr',
    kind: 'controlled',
    text:
      'Avant chaque nettoyage du hachoir, l’opérateur ouvre le sectionneur, y pose son cadenas personnel et ' +
      'son étiquette, puis appuie sur le bouton de démarrage pour vérifier que l’appareil ne repart pas. ' +
      'La fiche de cadenassage est affichée au poste et a été validée par le comité SST.',
    expected: [],
    acceptable: ['hazardous_energy', 'machinery'],
    source: 'Fiche de cadenassage, boucherie industrielle',
  },
  {
    id: 'fr-15',
    language: 'fr',
    kind: 'benign',
    text:
      'La nouvelle échelle salariale des techniciens compte douze échelons. Au regard de la Loi sur ' +
      'l’équité salariale, chaque catégorie d’emploi sera évaluée à tour de rôle par le comité, et les ' +
      'ajustements rétroactifs seront versés sur la paie du 15 mars.',
    expected: [],
    acceptable: [],
    source: 'Note de service, ressources humaines',
  },
  {
    id: 'fr-16',
    language: 'fr',
    kind: 'benign',
    text:
      'Malgré la chute des ventes au premier trimestre, le conseil a donné le feu vert à l’ouverture de ' +
      'la succursale de Lévis. La levée de fonds a permis de renflouer la caisse, et le tour de table ' +
      'réunit quatre investisseurs.',
    expected: [],
    acceptable: [],
    source: 'Communiqué financier d’entreprise',
  },
  {
    id: 'fr-17',
    language: 'fr',
    kind: 'mixed',
    text:
      'Visite du 12 mars : le scissor lift est conduit par un commis qui n’a pas reçu sa formation, et les ' +
      'outriggers du boom truck ne sont pas sortis pendant le déchargement des poutrelles d’acier. Le ' +
      'foreman dit que « c’est juste pour deux minutes ».',
    expected: ['mobile_equipment', 'lifting_rigging'],
    acceptable: ['falls', 'falling_objects'],
    source: 'Note d’inspection de chantier au Québec, franglais',
  },
];
