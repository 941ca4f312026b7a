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
} satisfies LevelsTexts;
