import type { Hazard } from '../../types';
import { MANUAL_HANDLING_CITATIONS } from './shared-citations';

/** Manual handling of loads. */
export const manualHandling: Hazard = {
  id: 'manual-handling',
  family: 'ergonomics',
  name: {
    fr: 'Manutention manuelle de charges',
    en: 'Manual handling of loads',
    es: 'Manipulación manual de cargas',
    de: 'Manuelle Handhabung von Lasten',
    pt: 'Movimentação manual de cargas',
    zh: '人工搬运重物',
    ja: '人力による重量物の取扱い',
  },
  description: {
    fr: 'Soulever, porter, pousser ou tirer des charges lourdes, encombrantes ou loin du corps, y compris le déplacement de personnes en milieu de soins : lombalgies et troubles musculosquelettiques.',
    en: 'Lifting, carrying, pushing or pulling heavy, bulky loads or loads held away from the body, including moving patients in care settings: back injuries and musculoskeletal disorders.',
    es: 'Levantar, transportar, empujar o arrastrar cargas pesadas, voluminosas o sostenidas lejos del cuerpo, incluida la movilización de pacientes en centros asistenciales: lesiones de espalda y trastornos musculoesqueléticos.',
    de: 'Heben, Tragen, Schieben oder Ziehen schwerer, sperriger oder körperfern gehaltener Lasten, einschließlich des Bewegens von Patienten in Pflegeeinrichtungen: Rückenverletzungen und Muskel-Skelett-Erkrankungen.',
    pt: 'Levantar, carregar, empurrar ou puxar cargas pesadas, volumosas ou mantidas afastadas do corpo, incluindo a movimentação de pacientes em serviços de saúde: lesões na coluna e distúrbios osteomusculares.',
    zh: '抬举、搬运、推或拉沉重、笨重或远离身体的物件，包括在医疗护理场所移动患者：背部损伤和肌肉骨骼疾患。',
    ja: '重い荷、かさばる荷、体から離れた位置で持つ荷を持ち上げる、運ぶ、押す、引く作業（介護・医療現場での患者の移乗を含む）により、腰痛や筋骨格系障害が生じるおそれがあります。',
  },
  likelihood: 4,
  severity: 3,
  controls: [
    {
      id: 'remove-manual-handling',
      level: 'elimination',
      text: {
        fr: 'Supprimer la manutention manuelle par la mécanisation : convoyeurs, transpalettes électriques, palans, manipulateurs, lève-personnes en milieu de soins.',
        en: 'Remove manual handling by mechanization: conveyors, powered pallet jacks, hoists, manipulators, patient lifts in care settings.',
        es: 'Eliminar la manipulación manual mediante la mecanización: transportadores, transpaletas eléctricas, polipastos, manipuladores, grúas de movilización de pacientes en centros asistenciales.',
        de: 'Manuelle Lastenhandhabung durch Mechanisierung beseitigen: Förderer, elektrische Hubwagen, Hebezeuge, Handhabungsgeräte (Manipulatoren), Patientenlifter in Pflegeeinrichtungen.',
        pt: 'Eliminar a movimentação manual por mecanização: transportadores, paleteiras elétricas, talhas, manipuladores, elevadores de transferência de pacientes em serviços de saúde.',
        zh: '通过机械化消除人工搬运：输送机、电动托盘搬运车、起重葫芦、助力机械手，医疗护理场所使用患者移位机。',
        ja: '機械化により人力での取扱いをなくします。コンベヤ、電動パレットトラック、ホイスト、マニプレータ、介護・医療現場では移乗用リフトを使用します。',
      },
    },
    {
      id: 'lay-out-workstations',
      level: 'engineering',
      text: {
        fr: 'Aménager les postes pour saisir les charges entre la hauteur des genoux et des épaules (tables élévatrices, basculeurs de palettes); fournir des chariots adaptés.',
        en: 'Lay out workstations so loads are picked between knee and shoulder height (lift tables, pallet tilters); provide suitable carts.',
        es: 'Organizar los puestos de trabajo para que las cargas se tomen entre la altura de las rodillas y la de los hombros (mesas elevadoras, volteadores de palés); proporcionar carros adecuados.',
        de: 'Arbeitsplätze so gestalten, dass Lasten zwischen Knie- und Schulterhöhe aufgenommen werden (Hubtische, Palettenkipper); geeignete Transportwagen bereitstellen.',
        pt: 'Organizar os postos de trabalho para que as cargas sejam pegas entre a altura dos joelhos e a dos ombros (mesas elevatórias, viradores de paletes); fornecer carrinhos adequados.',
        zh: '合理布置工位，使物件在膝盖与肩部高度之间拿取（升降台、托盘翻转机）；提供合适的手推车。',
        ja: '荷を膝の高さから肩の高さの間で取り扱えるように作業場所を配置します（リフトテーブル、パレットチルター）。適した台車を用意します。',
      },
    },
    {
      id: 'reduce-load-weight',
      level: 'administrative',
      text: {
        fr: 'Réduire le poids et la taille des charges (contenants plus petits), manutention à deux pour les charges lourdes, répartition des tâches; formation aux principes de manutention et, en milieu de soins, aux principes de déplacement sécuritaire des bénéficiaires (PDSB).',
        en: 'Reduce load weight and size (smaller containers), two-person lifts for heavy loads, task sharing; training in handling principles and, in care settings, in safe patient handling.',
        es: 'Reducir el peso y el tamaño de las cargas (recipientes más pequeños), levantamiento entre dos personas para las cargas pesadas, reparto de tareas; formación en los principios de manipulación y, en los centros asistenciales, en la movilización segura de pacientes.',
        de: 'Gewicht und Größe der Lasten verringern (kleinere Behälter), Heben zu zweit bei schweren Lasten, Aufgabenteilung; Unterweisung in den Grundsätzen der Lastenhandhabung und in Pflegeeinrichtungen in sicherem Patiententransfer.',
        pt: 'Reduzir o peso e o tamanho das cargas (recipientes menores), levantamento por duas pessoas para cargas pesadas, divisão de tarefas; treinamento nos princípios de movimentação de cargas e, em serviços de saúde, na movimentação segura de pacientes.',
        zh: '减轻物件重量、缩小尺寸（更小的容器），重物两人抬运，分担作业；开展搬运原则培训，医疗护理场所开展患者安全移位培训。',
        ja: '荷の重量と大きさを減らし（小さな容器）、重い荷は2人で持ち上げ、作業を分担します。取扱いの原則について、また介護・医療現場では安全な患者の移乗について教育を行います。',
      },
    },
    {
      id: 'handling-gloves-suited',
      level: 'ppe',
      text: {
        fr: 'Gants de manutention adaptés à la prise et chaussures de sécurité.',
        en: 'Handling gloves suited to the grip and safety footwear.',
        es: 'Guantes de manipulación adecuados al agarre y calzado de seguridad.',
        de: 'Für den Griff geeignete Arbeitshandschuhe und Sicherheitsschuhe.',
        pt: 'Luvas de manuseio adequadas à pega e calçado de segurança.',
        zh: '适合抓握的搬运手套和安全鞋。',
        ja: '握りに適した荷役用手袋と安全靴を着用します。',
      },
    },
  ],
  citations: MANUAL_HANDLING_CITATIONS,
  sectors: [
    'transportation_warehousing',
    'professional_services',
    'construction',
    'manufacturing',
    'health_social',
    'education',
    'retail',
    'agriculture',
    'food_accommodation',
  ],
};
