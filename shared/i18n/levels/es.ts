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
  /** Risk families (shared/knowledge/codes.ts): the results screen, the Word and Excel exports. */
  family: {
    falls: 'Caídas de altura',
    falling_objects: 'Caída de objetos',
    machinery: 'Maquinaria',
    hazardous_energy: 'Energías peligrosas (bloqueo)',
    electrical: 'Electricidad',
    chemical: 'Productos químicos',
    dust_fibres: 'Polvo y fibras',
    noise: 'Ruido',
    vibration: 'Vibraciones',
    confined_space: 'Espacios confinados',
    mobile_equipment: 'Equipos móviles',
    lifting_rigging: 'Izaje y aparejos',
    excavation: 'Excavaciones y zanjas',
    ergonomics: 'Ergonomía',
    slips_trips: 'Resbalones y tropiezos',
    fire_explosion: 'Incendio y explosión',
    hot_work: 'Trabajos en caliente',
    thermal: 'Estrés térmico',
    biological: 'Riesgos biológicos',
    psychosocial: 'Riesgos psicosociales',
    radiation: 'Radiaciones',
    pressure: 'Equipos a presión',
    hand_tools: 'Herramientas manuales',
    working_alone: 'Trabajo en solitario',
  },
} satisfies LevelsTexts;
