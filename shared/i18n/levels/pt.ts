import type { LevelsTexts } from './fr';

export default {
  risk: {
    critical: 'Crítico',
    high: 'Alto',
    medium: 'Médio',
    low: 'Baixo',
  },
  control: {
    elimination: 'Eliminação',
    substitution: 'Substituição',
    engineering: 'Controles de engenharia',
    administrative: 'Controles administrativos',
    ppe: 'Equipamentos de proteção individual (EPI)',
  },
} satisfies LevelsTexts;
