/** French texts of the "levels" namespace: the reference for its keys (every language has exactly these). */
const levels = {
  risk: {
    critical: 'Critique',
    high: 'Élevé',
    medium: 'Modéré',
    low: 'Faible',
  },
  control: {
    elimination: 'Élimination',
    substitution: 'Substitution',
    engineering: 'Mesures d’ingénierie',
    administrative: 'Mesures administratives',
    ppe: 'Équipements de protection individuelle (ÉPI)',
  },
  /** Risk families (shared/knowledge/codes.ts): the results screen, the Word and Excel exports. */
  family: {
    falls: 'Chutes de hauteur',
    falling_objects: "Chutes d'objets",
    machinery: 'Machines',
    hazardous_energy: 'Énergies dangereuses (cadenassage)',
    electrical: 'Électricité',
    chemical: 'Produits chimiques',
    dust_fibres: 'Poussières et fibres',
    noise: 'Bruit',
    vibration: 'Vibrations',
    confined_space: 'Espaces clos',
    mobile_equipment: 'Équipements mobiles',
    lifting_rigging: 'Levage et gréage',
    excavation: 'Excavations et tranchées',
    ergonomics: 'Ergonomie',
    slips_trips: 'Glissades et trébuchements',
    fire_explosion: 'Incendie et explosion',
    hot_work: 'Travail à chaud',
    thermal: 'Contraintes thermiques',
    biological: 'Risques biologiques',
    psychosocial: 'Risques psychosociaux',
    radiation: 'Rayonnements',
    pressure: 'Équipements sous pression',
    hand_tools: 'Outils à main',
    working_alone: 'Travail en isolement',
  },
};

export type LevelsTexts = typeof levels;

export default levels;
