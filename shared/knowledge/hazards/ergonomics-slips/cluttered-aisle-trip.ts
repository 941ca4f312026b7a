import type { Hazard } from '../../types';
import { HOUSEKEEPING_CITATIONS } from './shared-citations';

/** Cluttered aisles and tripping hazards. */
export const clutteredAisleTrip: Hazard = {
  id: 'cluttered-aisle-trip',
  family: 'slips_trips',
  name: {
    fr: 'Allées encombrées et obstacles au sol',
    en: 'Cluttered aisles and tripping hazards',
    es: 'Pasillos obstruidos y riesgo de tropiezo',
    de: 'Zugestellte Verkehrswege und Stolperstellen',
    pt: 'Corredores obstruídos e risco de tropeço',
    zh: '通道杂乱与绊倒隐患',
    ja: '通路の散乱物・つまずき箇所',
  },
  description: {
    fr: 'Matériaux, rebuts, câbles ou rallonges au sol, planchers endommagés ou dénivellations non signalées, éclairage insuffisant : trébuchement et chute; issues et allées obstruées.',
    en: 'Materials, scrap, cables or cords on the floor, damaged or uneven floors, poor lighting: trips and falls; blocked exits and aisles.',
    es: 'Materiales, restos, cables o alargadores en el suelo, suelos dañados o irregulares, iluminación deficiente: tropiezos y caídas; salidas y pasillos obstruidos.',
    de: 'Material, Abfälle, Kabel oder Leitungen auf dem Boden, beschädigte oder unebene Böden, schlechte Beleuchtung: Stolpern und Stürze; versperrte Notausgänge und Verkehrswege.',
    pt: 'Materiais, sucata, cabos ou fios no piso, pisos danificados ou irregulares, iluminação deficiente: tropeços e quedas; saídas e corredores obstruídos.',
    zh: '地面上有材料、废料、电缆或电线，地面损坏或不平，照明不足：绊倒和跌倒；安全出口和通道堵塞。',
    ja: '床上の資材、くず、ケーブルやコード、損傷した床や段差のある床、不十分な照明により、つまずきや転倒が生じるおそれがあります。非常口や通路がふさがれるおそれもあります。',
  },
  likelihood: 4,
  severity: 2,
  controls: [
    {
      id: 'repair-floors-route',
      level: 'engineering',
      text: {
        fr: "Réparer les planchers (trous, dénivellations), faire passer les câbles au plafond ou sous passe-câbles, améliorer l'éclairage des allées et escaliers, prévoir des rangements près des postes.",
        en: 'Repair floors (holes, uneven spots), route cables overhead or under cable covers, improve lighting of aisles and stairs, provide storage near workstations.',
        es: 'Reparar los suelos (agujeros, desniveles), llevar los cables por el techo o bajo pasacables, mejorar la iluminación de pasillos y escaleras, prever espacios de almacenamiento cerca de los puestos.',
        de: 'Böden instand setzen (Löcher, Unebenheiten), Kabel über Kopf oder unter Kabelbrücken führen, die Beleuchtung von Verkehrswegen und Treppen verbessern, Ablageflächen in der Nähe der Arbeitsplätze vorsehen.',
        pt: 'Reparar os pisos (buracos, desníveis), passar os cabos por via aérea ou sob protetores de cabos, melhorar a iluminação dos corredores e escadas, prever locais de guarda perto dos postos de trabalho.',
        zh: '修复地面（孔洞、不平处），电缆架空敷设或加设线缆护板，改善通道和楼梯照明，在工位附近设置存放设施。',
        ja: '床を補修し（穴、段差）、ケーブルは頭上に配線するかケーブルカバーで覆います。通路と階段の照明を改善し、作業場所の近くに収納場所を設けます。',
      },
    },
    {
      id: 'housekeeping-program-regular',
      level: 'administrative',
      text: {
        fr: "Programme d'ordre et de propreté (p. ex. 5S) avec inspections régulières; marquage au sol des allées et des zones d'entreposage; évacuation des rebuts à chaque quart; issues toujours dégagées.",
        en: 'Housekeeping program (e.g. 5S) with regular inspections; floor marking of aisles and storage areas; scrap removed every shift; exits always clear.',
        es: 'Programa de orden y limpieza (p. ej., 5S) con inspecciones periódicas; señalización en el suelo de los pasillos y las zonas de almacenamiento; retirada de restos en cada turno; salidas siempre despejadas.',
        de: 'Ordnungs- und Sauberkeitsprogramm (z. B. 5S) mit regelmäßigen Begehungen; Bodenmarkierung von Verkehrswegen und Lagerflächen; Abfälle in jeder Schicht entfernen; Notausgänge stets frei.',
        pt: 'Programa de organização e limpeza (por exemplo, 5S) com inspeções regulares; demarcação no piso dos corredores e áreas de armazenagem; retirada da sucata a cada turno; saídas sempre desobstruídas.',
        zh: '实施整理整顿计划（如 5S）并定期检查；用地面标线标示通道和存放区；每班清除废料；安全出口始终保持畅通。',
        ja: '定期点検を伴う整理整頓プログラム（例：5S）を実施します。通路と保管区域を床面表示し、くずは作業シフトごとに片付け、非常口は常に空けておきます。',
      },
    },
    {
      id: 'closed-safety-footwear',
      level: 'ppe',
      text: {
        fr: 'Chaussures de sécurité fermées.',
        en: 'Closed safety footwear.',
        es: 'Calzado de seguridad cerrado.',
        de: 'Geschlossene Sicherheitsschuhe.',
        pt: 'Calçado de segurança fechado.',
        zh: '封闭式安全鞋。',
        ja: 'つま先の覆われた安全靴を着用します。',
      },
    },
  ],
  citations: HOUSEKEEPING_CITATIONS,
  sectors: ['manufacturing', 'transportation_warehousing', 'professional_services', 'construction'],
};
