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
} satisfies LevelsTexts;
