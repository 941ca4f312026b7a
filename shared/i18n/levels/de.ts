import type { LevelsTexts } from './fr';

export default {
  risk: {
    critical: 'Kritisch',
    high: 'Hoch',
    medium: 'Mittel',
    low: 'Niedrig',
  },
  control: {
    elimination: 'Beseitigung',
    substitution: 'Substitution',
    engineering: 'Technische Maßnahmen',
    administrative: 'Organisatorische Maßnahmen',
    ppe: 'Persönliche Schutzausrüstung (PSA)',
  },
  /** Risk families (shared/knowledge/codes.ts): the results screen, the Word and Excel exports. */
  family: {
    falls: 'Absturz',
    falling_objects: 'Herabfallende Gegenstände',
    machinery: 'Maschinen',
    hazardous_energy: 'Gefährliche Energien (Freischalten)',
    electrical: 'Elektrische Gefährdungen',
    chemical: 'Gefahrstoffe',
    dust_fibres: 'Stäube und Fasern',
    noise: 'Lärm',
    vibration: 'Vibrationen',
    confined_space: 'Enge Räume',
    mobile_equipment: 'Mobile Arbeitsmittel',
    lifting_rigging: 'Heben und Anschlagen',
    excavation: 'Erdarbeiten und Gräben',
    ergonomics: 'Ergonomie',
    slips_trips: 'Ausrutschen und Stolpern',
    fire_explosion: 'Brand und Explosion',
    hot_work: 'Heißarbeiten',
    thermal: 'Hitze- und Kältebelastung',
    biological: 'Biologische Gefährdungen',
    psychosocial: 'Psychische Belastungen',
    radiation: 'Strahlung',
    pressure: 'Druckgeräte',
    hand_tools: 'Handwerkzeuge',
    working_alone: 'Alleinarbeit',
  },
} satisfies LevelsTexts;
