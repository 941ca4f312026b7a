import type { Language } from '../../languages';

/**
 * How each language tells a height from a distance around a number with a unit: "7 m up", "à 7 m
 * de hauteur" is a height; "within 7.5 m of every worker", "à 2 m du bord", "60 m from the road" is
 * a distance, and "450 m carrés" an area. A height word near the number wins over a distance word.
 */
export interface MeasureWords {
  /** Words within a few words before or after the number that make it a height. */
  height: readonly string[];
  /** Words just before the number that make it a distance. */
  distanceBefore: readonly string[];
  /** Words just after the unit that make it a distance. */
  distanceAfter: readonly string[];
}

export const MEASURE_WORDS: Readonly<Record<Language, MeasureWords>> = {
  en: {
    height: [
      'high',
      'up',
      'above',
      'height',
      'tall',
      'deep',
      'drop',
      'fell',
      'fall',
      'off the ground',
      'below',
    ],
    distanceBefore: [
      'within',
      'at least',
      'less than',
      'more than',
      'radius of',
      'distance of',
      'clearance of',
    ],
    distanceAfter: [
      'square',
      'cubic',
      'sq',
      'from',
      'away',
      'back',
      'apart',
      'of every',
      'of the',
      'of each',
      'of any',
      'long',
      'wide',
    ],
  },
  fr: {
    height: [
      'hauteur',
      'haut',
      'au-dessus',
      'du sol',
      'chute',
      'tombé',
      'profondeur',
      'profond',
      'dénivelé',
      'plus bas',
    ],
    distanceBefore: ['à moins de', 'à plus de', 'au moins', 'rayon de', 'distance de', 'dégagement de'],
    distanceAfter: [
      'carré',
      'carrés',
      'cube',
      'cubes',
      'du bord',
      'de la rive',
      'de distance',
      'de recul',
      'en retrait',
      "d'écart",
      'de long',
      'de large',
      'du chemin',
      'de la route',
      'des travailleurs',
    ],
  },
  es: {
    height: [
      'altura',
      'alto',
      'por encima',
      'del suelo',
      'caída',
      'cayó',
      'profundidad',
      'profundo',
      'desnivel',
    ],
    distanceBefore: ['a menos de', 'a más de', 'al menos', 'radio de', 'distancia de'],
    distanceAfter: [
      'cuadrado',
      'cuadrados',
      'cúbico',
      'cúbicos',
      'del borde',
      'de distancia',
      'de separación',
      'de largo',
      'de ancho',
      'de la carretera',
      'de los trabajadores',
    ],
  },
  de: {
    height: [
      'höhe',
      'hoch',
      'über dem boden',
      'über boden',
      'absturz',
      'stürzte',
      'tiefe',
      'tief',
      'fallhöhe',
    ],
    distanceBefore: [
      'innerhalb von',
      'weniger als',
      'mehr als',
      'mindestens',
      'abstand von',
      'entfernung von',
      'radius von',
    ],
    distanceAfter: [
      'quadrat',
      'kubik',
      'entfernt',
      'abstand',
      'von der kante',
      'vom rand',
      'lang',
      'breit',
      'weg',
    ],
  },
  pt: {
    height: [
      'altura',
      'alto',
      'acima',
      'do chão',
      'do solo',
      'queda',
      'caiu',
      'profundidade',
      'profundo',
      'desnível',
    ],
    distanceBefore: ['a menos de', 'a mais de', 'pelo menos', 'raio de', 'distância de'],
    distanceAfter: [
      'quadrado',
      'quadrados',
      'cúbico',
      'cúbicos',
      'da borda',
      'de distância',
      'de afastamento',
      'de comprimento',
      'de largura',
      'da estrada',
      'dos trabalhadores',
    ],
  },
  zh: {
    height: ['高', '高处', '高度', '坠落', '深', '落差', '以上'],
    distanceBefore: ['距离', '相距', '离', '间距', '半径'],
    distanceAfter: ['平方', '立方', '以内', '范围', '远', '外', '长', '宽'],
  },
  ja: {
    height: ['高さ', '高所', '墜落', '転落', '深さ', '落差', '上'],
    distanceBefore: ['距離', '離れ', '半径'],
    distanceAfter: ['平方', '立方', '四方', '以内', '離れ', '先', '範囲', '長さ', '幅'],
  },
};
