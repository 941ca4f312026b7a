import type { RecommendationsTexts } from './fr';

/** English texts of the "recommendations" namespace. */
const recommendations = {
  generalRecommendations: {
    eliminate:
      'Eliminate the hazard at the source, or substitute a less hazardous process or product, before relying on other measures.',
    engineering:
      'Prefer collective, engineered protection (guards, guardrails, ventilation, isolation) over procedures and personal equipment.',
    footwear: 'Wear safety footwear suited to the hazards of the job.',
    training: 'Train and inform workers on the hazards and on safe work methods.',
    inspection: 'Inspect premises, equipment and guards regularly; record the findings.',
    signage: 'Install and maintain clear signage of hazards and restricted areas.',
    ppe: 'Provide the required personal protective equipment and check its use and upkeep.',
    maintenance: 'Apply a preventive maintenance programme for machines and equipment.',
    handling: 'Set safe material-handling methods and enforce them.',
  },
};

export default recommendations satisfies RecommendationsTexts;
