import type { RecommendationsTexts } from './fr';

/** Spanish texts of the "recommendations" namespace. */
const recommendations = {
  generalRecommendations: {
    eliminate:
      'Eliminar el peligro en su origen o sustituirlo por un proceso o producto menos peligroso antes de recurrir a otras medidas.',
    engineering:
      'Dar prioridad a la protección colectiva y técnica (resguardos, barandillas, ventilación, aislamiento) frente a los procedimientos y los equipos de protección individual.',
    footwear: 'Usar calzado de seguridad adecuado a los riesgos del puesto.',
    training: 'Formar e informar a los trabajadores sobre los riesgos y los métodos de trabajo seguros.',
    inspection:
      'Inspeccionar periódicamente las instalaciones, los equipos y los resguardos; registrar los hallazgos.',
    signage:
      'Instalar y mantener una señalización clara de los peligros y de las zonas de acceso restringido.',
    ppe: 'Proporcionar los equipos de protección individual necesarios y verificar su uso y su mantenimiento.',
    maintenance: 'Aplicar un programa de mantenimiento preventivo de las máquinas y los equipos.',
    handling: 'Establecer métodos seguros de manipulación de materiales y hacerlos cumplir.',
  },
};

export default recommendations satisfies RecommendationsTexts;
