/**
 * French texts of the "recommendations" namespace: the reference for its keys. The generic
 * recommendations the offline analyzer adds to every analysis, by id, in the order of
 * GENERAL_RECOMMENDATION_IDS (shared/knowledge/general-recommendations.ts).
 */
const recommendations = {
  generalRecommendations: {
    eliminate:
      "Éliminer le danger à la source ou le remplacer par un procédé ou un produit moins dangereux avant de recourir à d'autres mesures.",
    engineering:
      'Privilégier les protections collectives et techniques (protecteurs, garde-corps, ventilation, isolement) plutôt que les procédures et les équipements individuels.',
    footwear: 'Porter des chaussures de sécurité adaptées aux risques du poste.',
    training: 'Former et informer les travailleurs sur les risques et les méthodes de travail sécuritaires.',
    inspection:
      'Inspecter régulièrement les lieux, les équipements et les protections; consigner les constats.',
    signage: 'Installer et maintenir une signalisation claire des dangers et des zones réservées.',
    ppe: 'Fournir les équipements de protection individuelle requis et en vérifier le port et l’entretien.',
    maintenance: 'Appliquer un programme d’entretien préventif des machines et des équipements.',
    handling: 'Établir des méthodes de manutention sécuritaires et les faire respecter.',
  },
};

export type RecommendationsTexts = typeof recommendations;

export default recommendations;
