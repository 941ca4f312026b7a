import type { Hazard } from '../../types';
import { MSD_CITATIONS } from './shared-citations';

/** Awkward postures. */
export const awkwardPosture: Hazard = {
  id: 'awkward-posture',
  family: 'ergonomics',
  name: {
    fr: 'Postures contraignantes',
    en: 'Awkward postures',
    es: 'Posturas forzadas',
    de: 'Zwangshaltungen',
    pt: 'Posturas inadequadas',
    zh: '不良作业姿势',
    ja: '不自然な作業姿勢',
  },
  description: {
    fr: 'Travail penché, en torsion, à genoux, accroupi ou les bras au-dessus des épaules, ou posture statique prolongée (poste informatique mal réglé) : douleurs dorsales, cervicales et aux épaules.',
    en: 'Working bent, twisted, kneeling, squatting or with arms above the shoulders, or in prolonged static postures (poorly adjusted computer workstation): back, neck and shoulder pain.',
    es: 'Trabajo inclinado, en torsión, de rodillas, en cuclillas o con los brazos por encima de los hombros, o en posturas estáticas prolongadas (puesto informático mal ajustado): dolor de espalda, cuello y hombros.',
    de: 'Arbeiten in gebeugter oder verdrehter Haltung, kniend, hockend oder mit den Armen über Schulterhöhe oder in lang andauernden statischen Haltungen (schlecht eingestellter Bildschirmarbeitsplatz): Rücken-, Nacken- und Schulterschmerzen.',
    pt: 'Trabalho com o tronco inclinado ou em torção, ajoelhado, agachado ou com os braços acima dos ombros, ou em posturas estáticas prolongadas (posto informatizado mal ajustado): dores nas costas, no pescoço e nos ombros.',
    zh: '弯腰、扭转、跪姿、蹲姿或双臂高于肩部作业，或长时间保持静态姿势（调节不当的计算机工位）：背部、颈部和肩部疼痛。',
    ja: '前かがみ、ひねり、ひざまずき、しゃがみ、肩より上に腕を上げた姿勢での作業、または長時間の静的姿勢（調整が不十分なパソコン作業場所）により、背中、首、肩の痛みが生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 3,
  controls: [
    {
      id: 'redesign-workstation-height',
      level: 'engineering',
      text: {
        fr: 'Réaménager le poste : plan de travail réglable en hauteur, positionneurs amenant la pièce à hauteur du coude, bras articulés, poste informatique réglable (écran, siège, clavier).',
        en: 'Redesign the workstation: height-adjustable work surface, positioners bringing the part to elbow height, articulated arms, adjustable computer workstation (screen, chair, keyboard).',
        es: 'Rediseñar el puesto: superficie de trabajo regulable en altura, posicionadores que lleven la pieza a la altura del codo, brazos articulados, puesto informático regulable (pantalla, silla, teclado).',
        de: 'Den Arbeitsplatz umgestalten: höhenverstellbare Arbeitsfläche, Positioniervorrichtungen, die das Werkstück auf Ellenbogenhöhe bringen, Gelenkarme, einstellbarer Bildschirmarbeitsplatz (Bildschirm, Stuhl, Tastatur).',
        pt: 'Reprojetar o posto de trabalho: superfície de trabalho com altura regulável, posicionadores que tragam a peça à altura do cotovelo, braços articulados, posto informatizado ajustável (monitor, cadeira, teclado).',
        zh: '重新设计工位：高度可调的工作台面、将工件送至肘部高度的定位装置、关节臂、可调节的计算机工位（显示器、座椅、键盘）。',
        ja: '作業場所を再設計します。高さ調整可能な作業台、部品を肘の高さに位置させるポジショナー、多関節アーム、調整可能なパソコン作業場所（画面、いす、キーボード）を導入します。',
      },
    },
    {
      id: 'extended-angled-tools',
      level: 'engineering',
      text: {
        fr: 'Fournir des outils à rallonge ou à manche coudé pour éviter le travail bras levés ou à genoux.',
        en: 'Provide extended or angled tools to avoid working with raised arms or kneeling.',
        es: 'Proporcionar herramientas con alargador o acodadas para evitar trabajar con los brazos levantados o de rodillas.',
        de: 'Werkzeuge mit Verlängerung oder abgewinkelte Werkzeuge bereitstellen, um Arbeiten mit erhobenen Armen oder im Knien zu vermeiden.',
        pt: 'Fornecer ferramentas com extensão ou anguladas para evitar trabalhar com os braços elevados ou ajoelhado.',
        zh: '提供加长或弯角工具，避免举臂或跪姿作业。',
        ja: '腕を上げる作業やひざまずく作業を避けるため、延長型または角度付きの工具を用意します。',
      },
    },
    {
      id: 'alternate-postures-tasks',
      level: 'administrative',
      text: {
        fr: 'Alterner les postures (assis-debout) et les tâches, pauses actives, formation au réglage du poste; analyse ergonomique des postes problématiques.',
        en: 'Alternate postures (sit-stand) and tasks, active breaks, training in workstation adjustment; ergonomic analysis of problem workstations.',
        es: 'Alternar las posturas (sentado-de pie) y las tareas, pausas activas, formación en el ajuste del puesto; análisis ergonómico de los puestos problemáticos.',
        de: 'Haltungen (Sitz-Steh-Wechsel) und Tätigkeiten abwechseln, aktive Pausen, Unterweisung zur Einstellung des Arbeitsplatzes; ergonomische Analyse problematischer Arbeitsplätze.',
        pt: 'Alternar posturas (sentado e em pé) e tarefas, pausas ativas, treinamento no ajuste do posto de trabalho; análise ergonômica dos postos problemáticos.',
        zh: '交替变换姿势（坐立交替）和作业，进行工间活动，培训工位调节方法；对存在问题的工位进行工效学分析。',
        ja: '姿勢（座位・立位）と作業を交替し、体を動かす休憩をとり、作業場所の調整方法について教育を行います。問題のある作業場所の人間工学的分析を行います。',
      },
    },
    {
      id: 'knee-pads-unavoidable',
      level: 'ppe',
      text: {
        fr: 'Genouillères pour les travaux au sol inévitables.',
        en: 'Knee pads for unavoidable floor-level work.',
        es: 'Rodilleras para los trabajos inevitables a nivel del suelo.',
        de: 'Knieschutz für unvermeidbare Arbeiten auf Bodenhöhe.',
        pt: 'Joelheiras para trabalhos inevitáveis no nível do piso.',
        zh: '无法避免的地面作业使用护膝。',
        ja: '避けられない床面での作業には膝パッドを使用します。',
      },
    },
  ],
  citations: MSD_CITATIONS,
  sectors: ['construction', 'professional_services', 'manufacturing', 'automotive', 'health_social'],
};
