import type { LevelsTexts } from './fr';

export default {
  risk: {
    critical: 'Critical',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
  },
  control: {
    elimination: 'Elimination',
    substitution: 'Substitution',
    engineering: 'Engineering controls',
    administrative: 'Administrative controls',
    ppe: 'Personal protective equipment (PPE)',
  },
  /** Risk families (shared/knowledge/codes.ts): the results screen, the Word and Excel exports. */
  family: {
    falls: 'Falls from height',
    falling_objects: 'Falling objects',
    machinery: 'Machinery',
    hazardous_energy: 'Hazardous energy (lockout)',
    electrical: 'Electrical',
    chemical: 'Chemicals',
    dust_fibres: 'Dust and fibres',
    noise: 'Noise',
    vibration: 'Vibration',
    confined_space: 'Confined spaces',
    mobile_equipment: 'Mobile equipment',
    lifting_rigging: 'Lifting and rigging',
    excavation: 'Excavations and trenches',
    ergonomics: 'Ergonomics',
    slips_trips: 'Slips and trips',
    fire_explosion: 'Fire and explosion',
    hot_work: 'Hot work',
    thermal: 'Heat and cold stress',
    biological: 'Biological hazards',
    psychosocial: 'Psychosocial hazards',
    radiation: 'Radiation',
    pressure: 'Pressure equipment',
    hand_tools: 'Hand tools',
    working_alone: 'Working alone',
  },
} satisfies LevelsTexts;
