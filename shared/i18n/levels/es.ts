import type { LevelsTexts } from './fr';

export default {
  risk: {
    critical: 'Crítico',
    high: 'Alto',
    medium: 'Medio',
    low: 'Bajo',
  },
  control: {
    elimination: 'Eliminación',
    substitution: 'Sustitución',
    engineering: 'Controles de ingeniería',
    administrative: 'Controles administrativos',
    ppe: 'Equipos de protección individual (EPI)',
  },
} satisfies LevelsTexts;
