/**
 * The seven generic safety recommendations (safety footwear, training, inspection, signage,
 * PPE, maintenance, safe handling) as the offline analyzer writes them. The results screen
 * moves them out of each risk's recommendations into the general notes (analysis spec, section 9).
 */
export const GENERAL_RECOMMENDATIONS = {
  fr: [
    'Porter des chaussures de sécurité adaptées aux risques du poste.',
    'Former et informer les travailleurs sur les risques et les méthodes de travail sécuritaires.',
    'Inspecter régulièrement les lieux, les équipements et les protections; consigner les constats.',
    'Installer et maintenir une signalisation claire des dangers et des zones réservées.',
    'Fournir les équipements de protection individuelle requis et en vérifier le port et l’entretien.',
    'Appliquer un programme d’entretien préventif des machines et des équipements.',
    'Établir des méthodes de manutention sécuritaires et les faire respecter.',
  ],
  en: [
    'Wear safety footwear suited to the hazards of the job.',
    'Train and inform workers on the hazards and on safe work methods.',
    'Inspect premises, equipment and guards regularly; record the findings.',
    'Install and maintain clear signage of hazards and restricted areas.',
    'Provide the required personal protective equipment and check its use and upkeep.',
    'Apply a preventive maintenance programme for machines and equipment.',
    'Set safe material-handling methods and enforce them.',
  ],
} as const satisfies Record<'fr' | 'en', readonly string[]>;
