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
  /** Risk families (shared/knowledge/codes.ts): the results screen, the Word and Excel exports. */
  family: {
    falls: 'Quedas de altura',
    falling_objects: 'Queda de objetos',
    machinery: 'Máquinas',
    hazardous_energy: 'Energias perigosas (bloqueio)',
    electrical: 'Eletricidade',
    chemical: 'Produtos químicos',
    dust_fibres: 'Poeiras e fibras',
    noise: 'Ruído',
    vibration: 'Vibrações',
    confined_space: 'Espaços confinados',
    mobile_equipment: 'Equipamentos móveis',
    lifting_rigging: 'Içamento e amarração de cargas',
    excavation: 'Escavações e valas',
    ergonomics: 'Ergonomia',
    slips_trips: 'Escorregões e tropeços',
    fire_explosion: 'Incêndio e explosão',
    hot_work: 'Trabalho a quente',
    thermal: 'Estresse térmico',
    biological: 'Riscos biológicos',
    psychosocial: 'Riscos psicossociais',
    radiation: 'Radiações',
    pressure: 'Equipamentos sob pressão',
    hand_tools: 'Ferramentas manuais',
    working_alone: 'Trabalho isolado',
  },
} satisfies LevelsTexts;
