import type { Hazard } from '../../types';
import { general } from '../citations';
import { WHMIS } from '../rows-health';
import { RESPIRATORY } from './shared-citations';

/** Crystalline silica dust. */
export const crystallineSilica: Hazard = {
  id: 'crystalline-silica',
  family: 'dust_fibres',
  name: {
    fr: 'Poussière de silice cristalline',
    en: 'Crystalline silica dust',
    es: 'Polvo de sílice cristalina',
    de: 'Quarzstaub (kristallines Siliciumdioxid)',
    pt: 'Poeira de sílica cristalina',
    zh: '结晶二氧化硅粉尘',
    ja: '結晶質シリカ粉じん',
  },
  description: {
    fr: 'Coupe, meulage, perçage, concassage ou sablage de béton, de pierre, de brique ou de pierre reconstituée : poussière respirable de silice cristalline causant silicose, cancer du poumon et maladie pulmonaire obstructive chronique.',
    en: 'Cutting, grinding, drilling, crushing or blasting concrete, stone, brick or engineered stone: respirable crystalline silica dust causing silicosis, lung cancer and chronic obstructive pulmonary disease.',
    es: 'Corte, amolado, perforación, trituración o chorreado de hormigón, piedra, ladrillo o piedra artificial: polvo de sílice cristalina respirable que causa silicosis, cáncer de pulmón y enfermedad pulmonar obstructiva crónica.',
    de: 'Schneiden, Schleifen, Bohren, Brechen oder Strahlen von Beton, Naturstein, Ziegel oder Kunststein: alveolengängiger kristalliner Quarzstaub, der Silikose, Lungenkrebs und chronisch obstruktive Lungenerkrankung (COPD) verursacht.',
    pt: 'Corte, esmerilhamento, perfuração, britagem ou jateamento de concreto, pedra, tijolo ou pedra artificial (engenheirada): poeira respirável de sílica cristalina, causadora de silicose, câncer de pulmão e doença pulmonar obstrutiva crônica.',
    zh: '切割、打磨、钻孔、破碎或喷砂处理混凝土、石材、砖或人造石：可吸入结晶二氧化硅粉尘，导致矽肺、肺癌和慢性阻塞性肺疾病。',
    ja: 'コンクリート、石材、れんが、人工石（エンジニアドストーン）の切断、研削、穿孔、破砕、ブラスト作業により、吸入性結晶質シリカ粉じんが発生し、けい肺、肺がん、慢性閉塞性肺疾患の原因となります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'replace-sand-silica',
      level: 'substitution',
      text: {
        fr: 'Remplacer le sable par un abrasif sans silice pour le sablage; éviter les pierres reconstituées à forte teneur en silice.',
        en: 'Replace sand with silica-free abrasives for blasting; avoid high-silica engineered stone.',
        es: 'Sustituir la arena por abrasivos sin sílice para el chorreado; evitar la piedra artificial con alto contenido de sílice.',
        de: 'Beim Strahlen Sand durch quarzfreie Strahlmittel ersetzen; Kunststein mit hohem Quarzgehalt vermeiden.',
        pt: 'Substituir a areia por abrasivos isentos de sílica no jateamento; evitar pedra artificial com alto teor de sílica.',
        zh: '喷砂用不含二氧化硅的磨料代替石英砂；避免使用高二氧化硅含量的人造石。',
        ja: 'ブラスト作業では砂をシリカを含まない研削材に置き換えます。シリカ含有量の高い人工石は避けます。',
      },
    },
    {
      id: 'work-wet-tools',
      level: 'engineering',
      text: {
        fr: "Travailler à l'humide (alimentation d'eau intégrée à l'outil) ou utiliser des outils à aspiration à la source reliés à un aspirateur à filtre HEPA; cabines filtrées et pressurisées sur les engins.",
        en: 'Work wet (water feed built into the tool) or use tools with on-tool extraction connected to a HEPA vacuum; filtered, pressurized cabs on machines.',
        es: 'Trabajar por vía húmeda (alimentación de agua integrada en la herramienta) o utilizar herramientas con aspiración incorporada conectadas a un aspirador con filtro HEPA; cabinas filtradas y presurizadas en las máquinas.',
        de: 'Nass arbeiten (im Werkzeug integrierte Wasserzufuhr) oder Werkzeuge mit Absaugung am Werkzeug verwenden, die an einen Sauger mit HEPA-Filter angeschlossen sind; gefilterte Überdruckkabinen auf den Maschinen.',
        pt: 'Trabalhar a úmido (alimentação de água integrada à ferramenta) ou usar ferramentas com aspiração na própria ferramenta conectada a um aspirador com filtro HEPA; cabines filtradas e pressurizadas nas máquinas.',
        zh: '湿式作业（工具内置供水）或使用配备工具端吸尘并连接 HEPA 吸尘器的工具；机械配备过滤增压驾驶室。',
        ja: '湿式で作業する（工具に組み込まれた給水）か、HEPA掃除機に接続した集じん機能付き工具を使用します。機械にはフィルター付きの加圧キャビンを設けます。',
      },
    },
    {
      id: 'assess-exposure-air',
      level: 'administrative',
      text: {
        fr: "Évaluer l'exposition par échantillonnage de l'air; délimiter la zone de travail; interdire le balayage à sec et l'air comprimé pour le nettoyage; surveillance médicale des travailleurs exposés.",
        en: 'Assess exposure by air sampling; mark off the work area; ban dry sweeping and compressed air for cleaning; medical surveillance of exposed workers.',
        es: 'Evaluar la exposición mediante muestreo ambiental; delimitar la zona de trabajo; prohibir el barrido en seco y el aire comprimido para la limpieza; vigilancia de la salud de los trabajadores expuestos.',
        de: 'Die Exposition durch Luftmessungen ermitteln; den Arbeitsbereich abgrenzen; trockenes Kehren und Abblasen mit Druckluft zur Reinigung verbieten; arbeitsmedizinische Überwachung der exponierten Beschäftigten.',
        pt: 'Avaliar a exposição por amostragem do ar; demarcar a área de trabalho; proibir a varrição a seco e o ar comprimido para limpeza; vigilância médica dos trabalhadores expostos.',
        zh: '通过空气采样评估接触水平；划定作业区；禁止干扫和用压缩空气清扫；对接触劳动者进行职业健康监护。',
        ja: '空気サンプリングによりばく露を評価します。作業区域を区画し、清掃での乾式の掃き掃除と圧縮空気の使用を禁止します。ばく露作業者の健康診断を行います。',
      },
    },
    {
      id: 'respirator-chosen-exposure',
      level: 'ppe',
      text: {
        fr: "Appareil de protection respiratoire choisi selon le niveau d'exposition (demi-masque à filtres P100 ou appareil à épuration d'air motorisé), avec essai d'ajustement.",
        en: 'Respirator chosen for the exposure level (half-face with P100 filters or powered air-purifying respirator), with fit testing.',
        es: 'Equipo de protección respiratoria elegido según el nivel de exposición (media máscara con filtros P100 o equipo filtrante motorizado), con prueba de ajuste.',
        de: 'Atemschutz entsprechend der Expositionshöhe (Halbmaske mit P100-Filtern oder Gebläsefiltergerät), mit Dichtsitzprüfung (Fit-Test).',
        pt: 'Respirador escolhido conforme o nível de exposição (peça semifacial com filtros P100 ou respirador purificador de ar motorizado), com ensaio de vedação.',
        zh: '根据接触水平选用呼吸器（配 P100 滤材的半面罩或动力送风过滤式呼吸器），并进行适合性检验。',
        ja: 'ばく露レベルに応じて選んだ呼吸用保護具（P100フィルター付き半面形面体、または電動ファン付き呼吸用保護具）を、フィットテストを行ったうえで使用します。',
      },
    },
  ],
  citations: [...RESPIRATORY, ...general('crystalline-silica-dust-exposure', 'both'), WHMIS.gb],
  sectors: ['construction', 'mining_metals', 'renewable_energy', 'manufacturing'],
};
