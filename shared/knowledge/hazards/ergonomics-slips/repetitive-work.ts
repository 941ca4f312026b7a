import type { Hazard } from '../../types';
import { MSD_CITATIONS } from './shared-citations';

/** Repetitive work. */
export const repetitiveWork: Hazard = {
  id: 'repetitive-work',
  family: 'ergonomics',
  name: {
    fr: 'Travail répétitif',
    en: 'Repetitive work',
    es: 'Trabajo repetitivo',
    de: 'Repetitive Arbeit',
    pt: 'Trabalho repetitivo',
    zh: '重复性作业',
    ja: '反復作業',
  },
  description: {
    fr: 'Gestes répétés à cadence élevée, souvent avec effort ou posture contraignante des mains et des poignets (assemblage, emballage, découpe, saisie) : tendinites, syndrome du canal carpien et autres troubles musculosquelettiques.',
    en: 'Movements repeated at a fast pace, often with force or awkward hand and wrist postures (assembly, packing, cutting, data entry): tendinitis, carpal tunnel syndrome and other musculoskeletal disorders.',
    es: 'Movimientos repetidos a un ritmo rápido, a menudo con fuerza o con posturas forzadas de manos y muñecas (montaje, embalaje, corte, introducción de datos): tendinitis, síndrome del túnel carpiano y otros trastornos musculoesqueléticos.',
    de: 'Mit hoher Taktrate wiederholte Bewegungen, oft mit Kraftaufwand oder ungünstiger Hand- und Handgelenkhaltung (Montage, Verpackung, Zuschnitt, Dateneingabe): Sehnenentzündungen, Karpaltunnelsyndrom und andere Muskel-Skelett-Erkrankungen.',
    pt: 'Movimentos repetidos em ritmo acelerado, frequentemente com força ou posturas inadequadas das mãos e punhos (montagem, embalagem, corte, digitação): tendinite, síndrome do túnel do carpo e outros distúrbios osteomusculares.',
    zh: '以快节奏重复动作，常伴随用力或手和手腕的不良姿势（装配、包装、切割、数据录入）：腱鞘炎、腕管综合征及其他肌肉骨骼疾患。',
    ja: '速いペースで繰り返す動作（組立て、包装、切断、データ入力）は、力や手・手首の不自然な姿勢を伴うことが多く、腱炎、手根管症候群などの筋骨格系障害が生じるおそれがあります。',
  },
  likelihood: 4,
  severity: 3,
  controls: [
    {
      id: 'automate-mechanize-most',
      level: 'elimination',
      text: {
        fr: 'Automatiser ou mécaniser les tâches les plus répétitives (visseuses automatiques, distributeurs, emballage automatisé).',
        en: 'Automate or mechanize the most repetitive tasks (automatic screwdrivers, dispensers, automated packing).',
        es: 'Automatizar o mecanizar las tareas más repetitivas (atornilladores automáticos, dispensadores, embalaje automatizado).',
        de: 'Die am stärksten repetitiven Tätigkeiten automatisieren oder mechanisieren (automatische Schrauber, Spender, automatisierte Verpackung).',
        pt: 'Automatizar ou mecanizar as tarefas mais repetitivas (parafusadeiras automáticas, dispensadores, embalagem automatizada).',
        zh: '将重复性最高的作业自动化或机械化（自动螺丝刀、分配器、自动包装）。',
        ja: '最も反復性の高い作業を自動化または機械化します（自動ねじ締め機、ディスペンサー、自動包装）。',
      },
    },
    {
      id: 'design-workstations-reduce',
      level: 'engineering',
      text: {
        fr: 'Concevoir les postes pour réduire force et répétition : outils à poignée adaptée, outils suspendus à un équilibreur, gabarits de maintien, hauteur de travail réglable.',
        en: 'Design workstations to reduce force and repetition: tools with suitable handles, tools hung from balancers, holding jigs, adjustable work height.',
        es: 'Diseñar los puestos de trabajo para reducir la fuerza y la repetición: herramientas con empuñaduras adecuadas, herramientas suspendidas de equilibradores, utillajes de sujeción, altura de trabajo regulable.',
        de: 'Arbeitsplätze so gestalten, dass Kraftaufwand und Wiederholungen sinken: Werkzeuge mit geeigneten Griffen, an Balancern aufgehängte Werkzeuge, Haltevorrichtungen, einstellbare Arbeitshöhe.',
        pt: 'Projetar os postos de trabalho para reduzir força e repetição: ferramentas com empunhadura adequada, ferramentas suspensas em balancins, gabaritos de fixação, altura de trabalho ajustável.',
        zh: '合理设计工位以减少用力和重复：手柄合适的工具、悬挂在平衡器上的工具、夹持工装、可调作业高度。',
        ja: '力と反復を減らすように作業場所を設計します。適したグリップの工具、バランサーでつり下げた工具、保持治具、調整可能な作業高さを採用します。',
      },
    },
    {
      id: 'rotation-between-tasks',
      level: 'administrative',
      text: {
        fr: "Rotation entre des tâches sollicitant des groupes musculaires différents, micropauses, cadence ajustée et période d'apprentissage pour les nouveaux; déclaration précoce des symptômes et analyse ergonomique des postes.",
        en: 'Rotation between tasks using different muscle groups, micro-breaks, adjusted pace and a break-in period for new workers; early symptom reporting and ergonomic analysis of workstations.',
        es: 'Rotación entre tareas que solicitan grupos musculares diferentes, micropausas, ritmo ajustado y periodo de adaptación para los trabajadores nuevos; comunicación precoz de los síntomas y análisis ergonómico de los puestos.',
        de: 'Wechsel zwischen Tätigkeiten, die unterschiedliche Muskelgruppen beanspruchen, Kurzpausen, angepasstes Arbeitstempo und Einarbeitungszeit für neue Beschäftigte; frühzeitige Meldung von Beschwerden und ergonomische Analyse der Arbeitsplätze.',
        pt: 'Rodízio entre tarefas que solicitem grupos musculares diferentes, micropausas, ritmo ajustado e período de adaptação para trabalhadores novos; notificação precoce de sintomas e análise ergonômica dos postos de trabalho.',
        zh: '在使用不同肌群的作业之间轮换，安排微休息，调整作业节奏，为新员工设置适应期；及早报告症状并对工位进行工效学分析。',
        ja: '異なる筋群を使う作業間のローテーション、小休止、作業ペースの調整、新規作業者の慣らし期間を設けます。症状の早期報告と作業場所の人間工学的分析を行います。',
      },
    },
  ],
  citations: MSD_CITATIONS,
  sectors: ['manufacturing', 'professional_services', 'food_accommodation'],
};
