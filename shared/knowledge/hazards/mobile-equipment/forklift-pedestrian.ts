import type { Hazard } from '../../types';
import { MOBILE } from '../rows-safety';
import { OTHERS_MOBILE } from './shared-citations';

/** Forklift–pedestrian interaction. */
export const forkliftPedestrian: Hazard = {
  id: 'forklift-pedestrian',
  family: 'mobile_equipment',
  name: {
    fr: 'Interaction chariot élévateur – piétons',
    en: 'Forklift–pedestrian interaction',
    es: 'Interacción carretilla elevadora–peatones',
    de: 'Begegnung von Gabelstaplern und Fußgängern',
    pt: 'Interação empilhadeira–pedestres',
    zh: '叉车与行人混行',
    ja: 'フォークリフトと歩行者の混在',
  },
  description: {
    fr: "Piétons circulant dans les mêmes allées que les chariots élévateurs : heurt ou écrasement dans un angle mort, à une intersection ou lors d'une marche arrière; renversement du chariot.",
    en: 'Pedestrians sharing aisles with forklifts: struck or crushed in a blind spot, at an intersection or when reversing; forklift tip-over.',
    es: 'Peatones que comparten los pasillos con carretillas elevadoras: golpeados o aplastados en un ángulo muerto, en un cruce o durante una marcha atrás; vuelco de la carretilla.',
    de: 'Fußgänger teilen sich die Fahrwege mit Gabelstaplern: Anfahren oder Quetschen im toten Winkel, an Kreuzungen oder beim Rückwärtsfahren; Umkippen des Staplers.',
    pt: 'Pedestres compartilhando corredores com empilhadeiras: atropelamento ou esmagamento em ponto cego, em cruzamento ou durante marcha a ré; tombamento da empilhadeira.',
    zh: '行人与叉车共用通道：在盲区、交叉口或倒车时被撞或被挤压；叉车倾翻。',
    ja: '歩行者がフォークリフトと同じ通路を通行すると、死角、交差点、後進時に激突されたり、はさまれたりするおそれがあります。フォークリフトの転倒のおそれもあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'physically-separate-pedestrians',
      level: 'elimination',
      text: {
        fr: 'Séparer physiquement la circulation piétonne de celle des chariots : allées piétonnes protégées par des glissières, passages et portes distincts, aménagement supprimant les croisements.',
        en: 'Physically separate pedestrians from forklifts: walkways protected by barriers, separate crossings and doors, a layout that removes crossing points.',
        es: 'Separar físicamente a los peatones de las carretillas: pasillos peatonales protegidos por barreras, pasos y puertas independientes, una distribución que elimine los cruces.',
        de: 'Fußgänger und Stapler baulich trennen: durch Abschrankungen geschützte Gehwege, getrennte Übergänge und Türen, eine Anordnung ohne Kreuzungspunkte.',
        pt: 'Separar fisicamente os pedestres das empilhadeiras: passarelas protegidas por barreiras, travessias e portas separadas, leiaute que elimine os pontos de cruzamento.',
        zh: '行人与叉车实体隔离：用护栏保护的人行通道、独立的人行横道和门、消除交叉点的布局。',
        ja: '歩行者とフォークリフトを物理的に分離します。ガードバリアで保護した歩行者通路、別々の横断箇所と出入口、交差箇所をなくすレイアウトにします。',
      },
    },
    {
      id: 'convex-mirrors-intersections',
      level: 'engineering',
      text: {
        fr: 'Miroirs convexes aux intersections et angles morts, détection de piétons ou de proximité, projecteurs de signalisation au sol et avertisseurs sur les chariots, limitation électronique de la vitesse.',
        en: 'Convex mirrors at intersections and blind spots, pedestrian or proximity detection, floor warning lights and horns on trucks, electronic speed limiting.',
        es: 'Espejos convexos en los cruces y ángulos muertos, detección de peatones o de proximidad, proyectores de señalización en el suelo y avisadores acústicos en las carretillas, limitación electrónica de la velocidad.',
        de: 'Konvexspiegel an Kreuzungen und toten Winkeln, Personen- oder Annäherungserkennung, Warnlicht-Projektion auf den Boden und Hupen an den Staplern, elektronische Geschwindigkeitsbegrenzung.',
        pt: 'Espelhos convexos nos cruzamentos e pontos cegos, detecção de pedestres ou de proximidade, luzes de advertência projetadas no piso e buzinas nas empilhadeiras, limitação eletrônica de velocidade.',
        zh: '在交叉口和盲区设置凸面镜，行人或接近探测装置，叉车上的地面警示灯和喇叭，电子限速。',
        ja: '交差点と死角にカーブミラー（凸面鏡）を設置し、歩行者検知または接近検知装置、フォークリフトの床面投影警告灯とホーン、電子式速度制限装置を設けます。',
      },
    },
    {
      id: 'train-evaluate-operators',
      level: 'administrative',
      text: {
        fr: 'Former et évaluer les caristes; plan de circulation avec marquage au sol, limites de vitesse et règles de priorité; interdire la présence de piétons dans les allées pendant les opérations; inspection du chariot avant chaque quart.',
        en: 'Train and evaluate operators; traffic plan with floor marking, speed limits and right-of-way rules; keep pedestrians out of aisles during operations; pre-shift forklift inspection.',
        es: 'Formar y evaluar a los carretilleros; plan de circulación con señalización en el suelo, límites de velocidad y normas de prioridad; mantener a los peatones fuera de los pasillos durante las operaciones; inspección de la carretilla antes de cada turno.',
        de: 'Staplerfahrer ausbilden und ihre Befähigung prüfen; Verkehrsplan mit Bodenmarkierungen, Geschwindigkeitsbegrenzungen und Vorfahrtsregeln; Fußgänger während des Betriebs aus den Fahrwegen fernhalten; Einsatzprüfung des Staplers vor jeder Schicht.',
        pt: 'Treinar e avaliar os operadores; plano de circulação com demarcação no piso, limites de velocidade e regras de preferência; manter os pedestres fora dos corredores durante as operações; inspeção da empilhadeira antes de cada turno.',
        zh: '培训并考核叉车司机；交通规划包括地面标线、限速和通行优先规则；作业期间禁止行人进入通道；每班前检查叉车。',
        ja: '運転者に教育を行い、技能を評価します。床面表示、制限速度、優先通行ルールを含む構内通行計画を定めます。荷役作業中は通路に歩行者を立ち入らせません。作業シフト前にフォークリフトを点検します。',
      },
    },
    {
      id: 'high-visibility-clothing',
      level: 'ppe',
      text: {
        fr: 'Vêtements à haute visibilité pour les piétons dans les zones de circulation; chaussures de sécurité.',
        en: 'High-visibility clothing for pedestrians in traffic areas; safety footwear.',
        es: 'Ropa de alta visibilidad para los peatones en las zonas de circulación; calzado de seguridad.',
        de: 'Warnkleidung für Fußgänger in Verkehrsbereichen; Sicherheitsschuhe.',
        pt: 'Vestimenta de alta visibilidade para os pedestres nas áreas de circulação; calçado de segurança.',
        zh: '交通区域内的行人穿高可视性警示服；安全鞋。',
        ja: '通行区域の歩行者は高視認性の服を着用します。安全靴を着用します。',
      },
    },
  ],
  citations: [
    MOBILE.qcTraining,
    MOBILE.qc,
    MOBILE.on,
    MOBILE.bc,
    MOBILE.ab,
    MOBILE.federal,
    ...OTHERS_MOBILE,
    MOBILE.us,
  ],
  sectors: ['transportation_warehousing', 'manufacturing', 'professional_services', 'automotive', 'retail'],
};
