import type { Hazard } from '../../types';
import { general } from '../citations';

/** Cold exposure. */
export const coldStress: Hazard = {
  id: 'cold-stress',
  family: 'thermal',
  name: {
    fr: 'Exposition au froid',
    en: 'Cold exposure',
    es: 'Exposición al frío',
    de: 'Kälteexposition',
    pt: 'Exposição ao frio',
    zh: '寒冷暴露',
    ja: '寒冷ばく露',
  },
  description: {
    fr: 'Travail extérieur en hiver ou en chambre froide et entrepôt frigorifique : engelures, hypothermie, perte de dextérité augmentant les autres risques.',
    en: 'Outdoor winter work or work in cold rooms and freezer warehouses: frostbite, hypothermia, loss of dexterity that raises other risks.',
    es: 'Trabajo al aire libre en invierno o en cámaras frigoríficas y almacenes de congelación: congelaciones, hipotermia, pérdida de destreza que aumenta otros riesgos.',
    de: 'Arbeiten im Freien im Winter oder in Kühlräumen und Tiefkühllagern: Erfrierungen, Unterkühlung, Verlust der Fingerfertigkeit, der andere Risiken erhöht.',
    pt: 'Trabalho externo no inverno ou em câmaras frias e armazéns frigorificados: congelamento de tecidos (frostbite), hipotermia, perda de destreza que aumenta outros riscos.',
    zh: '冬季室外作业或在冷库和冷冻仓库内作业：冻伤、低体温症、手部灵活性下降并增加其他风险。',
    ja: '冬季の屋外作業や冷蔵室・冷凍倉庫内での作業により、凍傷、低体温症、手指の巧緻性の低下（他のリスクを高めます）が生じるおそれがあります。',
  },
  likelihood: 2,
  severity: 3,
  controls: [
    {
      id: 'heated-shelters-near',
      level: 'engineering',
      text: {
        fr: "Abris chauffés près des postes extérieurs, écrans contre le vent, chauffage radiant localisé; poignées d'outils isolées; chambres froides munies d'un dispositif d'ouverture intérieure et d'une alarme.",
        en: 'Heated shelters near outdoor work, windbreaks, local radiant heaters; insulated tool handles; cold rooms with an inside release and an alarm.',
        es: 'Refugios calefactados cerca de los trabajos al aire libre, cortavientos, calefactores radiantes localizados; empuñaduras de herramientas aisladas; cámaras frigoríficas con dispositivo de apertura desde el interior y alarma.',
        de: 'Beheizte Unterstände in der Nähe der Arbeitsplätze im Freien, Windschutz, örtliche Heizstrahler; isolierte Werkzeuggriffe; Kühlräume mit Notöffnung von innen und Alarm.',
        pt: 'Abrigos aquecidos perto do trabalho externo, quebra-ventos, aquecedores radiantes localizados; cabos de ferramentas isolados; câmaras frias com dispositivo de abertura interna e alarme.',
        zh: '在室外作业点附近设置取暖棚，设置挡风屏，局部辐射取暖；工具手柄隔热；冷库配备内部开门装置和报警器。',
        ja: '屋外作業場所の近くに暖房付き休憩所、風よけ、局所放射暖房を設けます。工具の握り部を断熱し、冷蔵室には内部から開けられる装置と警報装置を設けます。',
      },
    },
    {
      id: 'warm-up-schedule',
      level: 'administrative',
      text: {
        fr: "Régime travail-réchauffement selon la température et le refroidissement éolien, boissons chaudes, travail en équipe, surveillance des signes d'engelure et d'hypothermie, travaux planifiés aux heures les moins froides.",
        en: 'Warm-up schedule based on temperature and wind chill, warm drinks, buddy system, watch for signs of frostbite and hypothermia, work planned for the warmest hours.',
        es: 'Régimen de pausas para entrar en calor según la temperatura y el índice de enfriamiento por viento, bebidas calientes, sistema de trabajo en pareja, vigilancia de los signos de congelación e hipotermia, trabajos planificados en las horas menos frías.',
        de: 'Aufwärmpausen nach Temperatur und Windchill, warme Getränke, Arbeiten nur zu zweit mit gegenseitiger Beobachtung, auf Anzeichen von Erfrierungen und Unterkühlung achten, Arbeiten in den wärmsten Stunden planen.',
        pt: 'Regime de pausas para aquecimento baseado na temperatura e na sensação térmica do vento, bebidas quentes, sistema de duplas, observação dos sinais de congelamento e hipotermia, trabalho planejado para os horários mais quentes.',
        zh: '根据气温和风寒指数制定取暖作息制度，提供热饮，实行结伴制度，观察冻伤和低体温症迹象，将作业安排在最温暖的时段。',
        ja: '気温と風冷指数（ウインドチル）に基づいて暖をとる休憩の時間配分を定め、温かい飲み物を用意し、バディシステムをとり、凍傷や低体温症の兆候に注意し、最も暖かい時間帯に作業を計画します。',
      },
    },
    {
      id: 'insulated-layered-clothing',
      level: 'ppe',
      text: {
        fr: 'Vêtements multicouches isolants, coupe-vent et imperméables; protection des mains, des pieds et de la tête; vêtements secs de rechange.',
        en: 'Insulated layered clothing, windproof and waterproof; hand, foot and head protection; dry spare clothing.',
        es: 'Ropa aislante en varias capas, cortavientos e impermeable; protección de manos, pies y cabeza; ropa seca de recambio.',
        de: 'Isolierende Kleidung im Zwiebelprinzip, winddicht und wasserdicht; Schutz für Hände, Füße und Kopf; trockene Wechselkleidung.',
        pt: 'Vestimentas isolantes em camadas, corta-vento e impermeáveis; proteção das mãos, dos pés e da cabeça; roupas secas de reserva.',
        zh: '多层保暖衣物，防风防水；手部、足部和头部防护；备用干衣物。',
        ja: '防風・防水の断熱性のある重ね着をし、手、足、頭部を保護します。乾いた着替えを用意します。',
      },
    },
  ],
  citations: general('thermal-stress-cold', 'both'),
  sectors: [
    'construction',
    'transportation_warehousing',
    'forestry_sawmills',
    'professional_services',
    'renewable_energy',
    'retail',
    'public_administration',
  ],
};
