/** French texts of the "levels" namespace: the reference for its keys (every language has exactly these). */
const levels = {
  risk: {
    critical: 'Critique',
    high: 'Élevé',
    medium: 'Modéré',
    low: 'Faible',
  },
  control: {
    elimination: 'Élimination',
    substitution: 'Substitution',
    engineering: 'Mesures d’ingénierie',
    administrative: 'Mesures administratives',
    ppe: 'Équipements de protection individuelle (ÉPI)',
  },
};

export type LevelsTexts = typeof levels;

export default levels;
