/**
 * French texts of the "regulatory" namespace: the public page of the Canadian regulatory framework
 * (/canadian-regulatory), its map, cards and notices. The reference for its keys (every language has
 * exactly these). The names of jurisdictions, agencies and laws come from the knowledge base.
 */
const regulatory = {
  regulatoryMap: {
    home: 'Accueil',
    title: 'Cadre réglementaire canadien en santé et sécurité du travail',
    intro:
      'Les lois et règlements des 13 provinces et territoires et du fédéral, tels que l’analyse RisqueVision les applique. Choisissez une juridiction sur la carte pour afficher sa fiche.',
    map: {
      heading: 'Carte des juridictions',
      label: 'Carte du Canada : 13 provinces et territoires, et le marqueur FED du fédéral',
      hint: 'Touchez une province, un territoire ou le marqueur FED. Au clavier : Tab pour aller d’une juridiction à l’autre, Entrée ou Espace pour ouvrir ou fermer sa fiche.',
      credit:
        'Fond de carte « Map of Canada » (@svg-maps/canada) de Victor Cazanave, d’après MapSVG; libellés et marqueur FED ajoutés. Licence :',
      source: 'Source de la carte',
    },
    card: {
      empty:
        'Aucune juridiction choisie. Choisissez-en une sur la carte pour voir son organisme, sa loi principale et les lois qu’utilise l’analyse.',
      agency: 'Organisme responsable',
      mainLaw: 'Loi principale',
      laws: 'Lois utilisées pour l’analyse',
      lawsLoading: 'Chargement des lois…',
      lawsFailed: 'Erreur de chargement des règlements.',
      lawsInEnglish: 'Les lois sont nommées en anglais.',
      website: 'Site officiel : {{host}}',
      newTab: '(nouvel onglet)',
      close: 'Fermer la fiche : {{name}}',
    },
    dueDiligence: {
      title: 'Diligence raisonnable : article 217.1 du Code criminel',
      body: 'Partout au Canada, quiconque dirige l’accomplissement d’un travail, ou est habilité à le faire, doit prendre les mesures voulues pour éviter qu’il n’en résulte de blessures corporelles. Cet article a été édicté par le projet de loi C-45 (L.C. 2003, ch. 21, en vigueur le 31 mars 2004), que les sources québécoises appellent souvent « loi C-21 ».',
      link: 'Lire l’article 217.1 du Code criminel sur le site Web de la législation (Justice Canada)',
    },
    overview: {
      heading: 'Les 14 juridictions en un coup d’œil',
      intro: 'Les 13 provinces et territoires, puis le fédéral : organisme responsable et loi principale.',
    },
    info: {
      title: 'Ces lois sont celles de l’analyse',
      body: 'Chaque analyse d’un lieu de travail au Canada cite la loi et les règlements généraux de sa juridiction, ainsi que l’article 217.1 du Code criminel; pour un lieu de travail de compétence fédérale, elle y ajoute le Code canadien du travail (partie II) et son règlement (RCSST). Un article n’est cité avec son numéro que s’il a été vérifié dans le texte officiel.',
    },
  },
};

export type RegulatoryTexts = typeof regulatory;
export default regulatory;
