import type { RecommendationsTexts } from './fr';

/** Brazilian Portuguese texts of the "recommendations" namespace. */
const recommendations = {
  generalRecommendations: {
    eliminate:
      'Eliminar o perigo na fonte ou substituí-lo por um processo ou produto menos perigoso antes de recorrer a outras medidas.',
    engineering:
      'Priorizar a proteção coletiva e de engenharia (proteções, guarda-corpos, ventilação, isolamento) em relação aos procedimentos e aos equipamentos de proteção individual.',
    footwear: 'Usar calçados de segurança adequados aos perigos da função.',
    training: 'Treinar e informar os trabalhadores sobre os perigos e os métodos de trabalho seguros.',
    inspection:
      'Inspecionar regularmente as instalações, os equipamentos e as proteções; registrar as constatações.',
    signage: 'Instalar e manter sinalização clara dos perigos e das áreas de acesso restrito.',
    ppe: 'Fornecer os equipamentos de proteção individual (EPI) exigidos e verificar seu uso e sua conservação.',
    maintenance: 'Aplicar um programa de manutenção preventiva das máquinas e equipamentos.',
    handling: 'Estabelecer métodos seguros de movimentação de materiais e exigir seu cumprimento.',
  },
};

export default recommendations satisfies RecommendationsTexts;
