import type { Hazard } from '../../types';
import { general } from '../citations';
import { VIBRATION_SUBJECT } from './shared-citations';

/** Hand-arm vibration. */
export const handArmVibration: Hazard = {
  id: 'hand-arm-vibration',
  family: 'vibration',
  name: {
    fr: 'Vibrations main-bras',
    en: 'Hand-arm vibration',
    es: 'Vibraciones mano-brazo',
    de: 'Hand-Arm-Vibrationen',
    pt: 'Vibração de mãos e braços',
    zh: '手传振动',
    ja: '手腕振動',
  },
  description: {
    fr: "Utilisation prolongée d'outils vibrants (marteau piqueur, marteau perforateur, meuleuse, clé à chocs, scie à chaîne) : syndrome de Raynaud (doigts blancs), atteintes nerveuses et articulaires.",
    en: "Prolonged use of vibrating tools (jackhammer, rotary hammer, grinder, impact wrench, chainsaw): Raynaud's phenomenon (white finger), nerve and joint damage.",
    es: 'Uso prolongado de herramientas vibratorias (martillo neumático, martillo perforador, amoladora, llave de impacto, motosierra): fenómeno de Raynaud (dedo blanco), lesiones nerviosas y articulares.',
    de: 'Längere Verwendung vibrierender Werkzeuge (Abbruchhammer, Bohrhammer, Schleifmaschine, Schlagschrauber, Motorsäge): Raynaud-Syndrom (Weißfingerkrankheit), Nerven- und Gelenkschäden.',
    pt: 'Uso prolongado de ferramentas vibratórias (martelo rompedor, martelete perfurador, esmerilhadeira, chave de impacto, motosserra): fenômeno de Raynaud (dedo branco), lesões nervosas e articulares.',
    zh: '长时间使用振动工具（风镐、电锤、角磨机、冲击扳手、链锯）：雷诺现象（白指病）、神经和关节损伤。',
    ja: '振動工具（ハンドブレーカー、ハンマドリル、グラインダー、インパクトレンチ、チェーンソー）の長時間使用により、レイノー現象（白指）、神経や関節の障害が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 3,
  controls: [
    {
      id: 'mechanize-task-remove',
      level: 'elimination',
      text: {
        fr: "Mécaniser la tâche (brise-roche monté sur engin, démolition téléguidée) pour supprimer la tenue manuelle de l'outil.",
        en: 'Mechanize the task (machine-mounted breaker, remote-controlled demolition) to remove hand-held tool use.',
        es: 'Mecanizar la tarea (martillo rompedor montado en máquina, demolición por control remoto) para suprimir el uso de herramientas manuales.',
        de: 'Die Tätigkeit mechanisieren (am Trägergerät montierter Hydraulikhammer, ferngesteuerter Abbruch), damit keine handgeführten Werkzeuge mehr benötigt werden.',
        pt: 'Mecanizar a tarefa (rompedor montado em máquina, demolição por controle remoto) para eliminar o uso de ferramentas manuais.',
        zh: '将作业机械化（机载破碎锤、遥控拆除机），消除手持工具作业。',
        ja: '作業を機械化し（機械搭載型ブレーカー、遠隔操作式解体機）、手持ち工具の使用をなくします。',
      },
    },
    {
      id: 'choose-low-vibration',
      level: 'substitution',
      text: {
        fr: "Choisir des outils à faible émission vibratoire (poignées antivibratiles, systèmes d'amortissement) et les entretenir (disques et forets affûtés, équilibrage).",
        en: 'Choose low-vibration tools (anti-vibration handles, damping systems) and maintain them (sharp discs and bits, balancing).',
        es: 'Elegir herramientas de baja vibración (empuñaduras antivibratorias, sistemas de amortiguación) y mantenerlas (discos y brocas afilados, equilibrado).',
        de: 'Vibrationsarme Werkzeuge wählen (schwingungsgedämpfte Griffe, Dämpfungssysteme) und sie instand halten (scharfe Scheiben und Bohrer, Auswuchten).',
        pt: 'Escolher ferramentas de baixa vibração (empunhaduras antivibratórias, sistemas de amortecimento) e mantê-las (discos e brocas afiados, balanceamento).',
        zh: '选择低振动工具（防振手柄、减振系统）并做好维护（磨片和钻头保持锋利、动平衡）。',
        ja: '低振動工具（防振ハンドル、制振機構）を選定し、保守します（鋭利なディスクとビット、バランス調整）。',
      },
    },
    {
      id: 'estimate-daily-exposure',
      level: 'administrative',
      text: {
        fr: "Évaluer l'exposition quotidienne à partir des données de vibration des outils, limiter la durée d'utilisation et alterner les tâches; surveillance des symptômes (engourdissements, blanchiment des doigts).",
        en: 'Estimate daily exposure from tool vibration data, limit trigger time and rotate tasks; watch for symptoms (numbness, finger blanching).',
        es: 'Estimar la exposición diaria a partir de los datos de vibración de las herramientas, limitar el tiempo de accionamiento y rotar las tareas; vigilar los síntomas (entumecimiento, palidez de los dedos).',
        de: 'Die tägliche Exposition anhand der Vibrationskennwerte der Werkzeuge abschätzen, die Einsatzzeit begrenzen und Tätigkeiten wechseln; auf Symptome achten (Taubheitsgefühl, Weißwerden der Finger).',
        pt: 'Estimar a exposição diária a partir dos dados de vibração das ferramentas, limitar o tempo de acionamento e alternar as tarefas; observar os sintomas (dormência, embranquecimento dos dedos).',
        zh: '根据工具振动数据估算每日接触量，限制扳机触发时间并轮换作业；观察症状（麻木、手指发白）。',
        ja: '工具の振動データから1日のばく露量を見積もり、工具の作動時間を制限して作業をローテーションします。症状（しびれ、指の蒼白化）に注意します。',
      },
    },
    {
      id: 'warm-gloves-hands',
      level: 'ppe',
      text: {
        fr: "Gants chauds pour garder les mains au chaud et au sec (les gants dits antivibratiles n'offrent qu'une protection limitée).",
        en: 'Warm gloves to keep hands warm and dry (so-called anti-vibration gloves give limited protection).',
        es: 'Guantes de abrigo para mantener las manos calientes y secas (los llamados guantes antivibración ofrecen una protección limitada).',
        de: 'Wärmende Handschuhe, um die Hände warm und trocken zu halten (sogenannte Antivibrationshandschuhe bieten nur begrenzten Schutz).',
        pt: 'Luvas térmicas para manter as mãos aquecidas e secas (as chamadas luvas antivibração oferecem proteção limitada).',
        zh: '佩戴保暖手套，保持双手温暖干燥（所谓的防振手套防护作用有限）。',
        ja: '手を温かく乾いた状態に保つため、保温性のある手袋を着用します（いわゆる防振手袋の防護効果は限定的です）。',
      },
    },
  ],
  citations: general(VIBRATION_SUBJECT, 'both'),
  sectors: ['construction', 'mining_metals', 'renewable_energy', 'manufacturing', 'forestry_sawmills'],
};
