import type { Hazard } from '../../types';
import { LOCKOUT } from '../rows-safety';
import { GUARDING_CITATIONS } from './shared-citations';

/** Power press or press brake: crushing at the point of operation. */
export const powerPress: Hazard = {
  id: 'power-press',
  family: 'machinery',
  name: {
    fr: 'Presse ou presse plieuse : écrasement dans la zone de danger',
    en: 'Power press or press brake: crushing at the point of operation',
    es: 'Prensa mecánica o plegadora: aplastamiento en la zona de operación',
    de: 'Presse oder Abkantpresse: Quetschen im Werkzeugbereich',
    pt: 'Prensa ou dobradeira: esmagamento na zona de prensagem',
    zh: '冲床或折弯机：工作区挤压',
    ja: 'プレス機械・プレスブレーキ：危険限界でのはさまれ',
  },
  description: {
    fr: "Mains ou doigts dans la zone de danger d'une presse mécanique ou hydraulique, d'une presse plieuse ou d'une poinçonneuse lors de l'alimentation, du retrait des pièces ou du réglage des matrices : écrasement, amputation.",
    en: 'Hands or fingers in the point of operation of a mechanical or hydraulic press, press brake or punch press while feeding, removing parts or setting dies: crushing, amputation.',
    es: 'Manos o dedos en la zona de operación de una prensa mecánica o hidráulica, una plegadora o una punzonadora durante la alimentación, la retirada de piezas o el reglaje de las matrices: aplastamiento, amputación.',
    de: 'Hände oder Finger im Werkzeugbereich einer mechanischen oder hydraulischen Presse, Abkantpresse oder Stanze beim Einlegen, Entnehmen von Teilen oder Einrichten der Werkzeuge: Quetschen, Amputation.',
    pt: 'Mãos ou dedos na zona de prensagem de uma prensa mecânica ou hidráulica, prensa dobradeira ou puncionadeira durante a alimentação, a retirada de peças ou o ajuste de ferramentas (matrizes): esmagamento, amputação.',
    zh: '在送料、取件或调模时，手或手指进入机械压力机、液压机、折弯机或冲床的危险区：挤压、截肢。',
    ja: '機械プレスまたは液圧プレス、プレスブレーキ、パンチプレスの危険限界に、材料の送給、製品の取出し、金型の調整の際に手や指が入り、はさまれや切断に至るおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'feed-eject-parts',
      level: 'elimination',
      text: {
        fr: "Alimenter et évacuer les pièces automatiquement (alimentateur, robot, glissière) pour que les mains n'entrent jamais dans la zone de danger.",
        en: 'Feed and eject parts automatically (feeder, robot, chute) so hands never enter the point of operation.',
        es: 'Alimentar y expulsar las piezas automáticamente (alimentador, robot, rampa) para que las manos nunca entren en la zona de operación.',
        de: 'Teile automatisch zuführen und auswerfen (Zuführeinrichtung, Roboter, Rutsche), sodass die Hände nie in den Werkzeugbereich gelangen.',
        pt: 'Alimentar e extrair as peças automaticamente (alimentador, robô, calha) para que as mãos nunca entrem na zona de prensagem.',
        zh: '自动送料和出料（送料器、机器人、滑槽），使手永远无需进入危险区。',
        ja: '部品を自動で送給・排出し（フィーダー、ロボット、シュート）、手が危険限界に決して入らないようにします。',
      },
    },
    {
      id: 'guard-point-operation',
      level: 'engineering',
      text: {
        fr: "Protéger la zone de danger par des protecteurs fixes à ouverture limitée, ou par des dispositifs de protection (barrière immatérielle, commande bimanuelle) placés à la distance de sécurité calculée selon le temps d'arrêt mesuré; pédale munie d'un capot.",
        en: 'Guard the point of operation with fixed guards with limited openings, or with protective devices (light curtain, two-hand control) placed at the safety distance calculated from the measured stopping time; shrouded foot pedal.',
        es: 'Proteger la zona de operación con resguardos fijos de abertura limitada o con dispositivos de protección (cortina fotoeléctrica, mando a dos manos) situados a la distancia de seguridad calculada a partir del tiempo de parada medido; pedal con cubierta protectora.',
        de: 'Den Werkzeugbereich durch feststehende trennende Schutzeinrichtungen mit begrenzten Öffnungen oder durch Schutzeinrichtungen (Lichtvorhang, Zweihandschaltung) sichern, die im anhand der gemessenen Nachlaufzeit berechneten Sicherheitsabstand angeordnet sind; Fußschalter mit Schutzhaube.',
        pt: 'Proteger a zona de prensagem com proteções fixas com aberturas limitadas, ou com dispositivos de proteção (cortina de luz, comando bimanual) instalados à distância de segurança calculada a partir do tempo de parada medido; pedal com proteção contra acionamento acidental.',
        zh: '用开口受限的固定式防护装置防护危险区，或采用保护装置（光幕、双手操纵装置），并按实测停机时间计算的安全距离安装；脚踏开关加防护罩。',
        ja: '開口部を制限した固定式ガード、または測定した停止時間から算出した安全距離に設置した安全装置（光線式安全装置、両手操作式安全装置）で危険限界を防護します。フットスイッチにはカバーを付けます。',
      },
    },
    {
      id: 'change-dies-under',
      level: 'administrative',
      text: {
        fr: "Changer et régler les matrices sous cadenassage, avec cales de sécurité sous le coulisseau; mesurer périodiquement le temps d'arrêt et vérifier frein et embrayage; former les opérateurs.",
        en: 'Change and set dies under lockout with safety blocks under the ram; periodically measure stopping time and check brake and clutch; train operators.',
        es: 'Cambiar y reglar las matrices con la máquina consignada y con calzos de seguridad bajo la corredera; medir periódicamente el tiempo de parada y comprobar el freno y el embrague; formar a los operadores.',
        de: 'Werkzeuge nur im gegen Wiedereinschalten gesicherten Zustand (LOTO) und mit Sicherheitsklötzen unter dem Stößel wechseln und einrichten; die Nachlaufzeit regelmäßig messen sowie Bremse und Kupplung prüfen; die Bediener unterweisen.',
        pt: 'Trocar e ajustar as matrizes sob bloqueio, com calços de segurança sob o martelo; medir periodicamente o tempo de parada e verificar freio e embreagem; treinar os operadores.',
        zh: '在上锁挂牌状态下换模和调模，并在滑块下放置安全垫块；定期测量停机时间并检查制动器和离合器；培训操作人员。',
        ja: '金型の交換・調整はロックアウトしたうえで、スライドの下に安全ブロックを入れて行います。停止時間を定期的に測定し、ブレーキとクラッチを点検します。作業者に教育を行います。',
      },
    },
  ],
  citations: [...GUARDING_CITATIONS, LOCKOUT.qc],
  sectors: ['manufacturing'],
};
