import type { Hazard } from '../../types';
import { general } from '../citations';

/** Heat stress. */
export const heatStress: Hazard = {
  id: 'heat-stress',
  family: 'thermal',
  name: {
    fr: 'Contrainte thermique due à la chaleur',
    en: 'Heat stress',
    es: 'Estrés térmico por calor',
    de: 'Hitzebelastung',
    pt: 'Estresse térmico por calor',
    zh: '高温热应激',
    ja: '暑熱ストレス',
  },
  description: {
    fr: 'Travail physique par temps chaud ou près de sources de chaleur (fours, fonderies, toitures) : déshydratation, épuisement par la chaleur, coup de chaleur pouvant être mortel.',
    en: 'Physical work in hot weather or near heat sources (furnaces, foundries, roofs): dehydration, heat exhaustion, heat stroke which can be fatal.',
    es: 'Trabajo físico con calor ambiental o cerca de fuentes de calor (hornos, fundiciones, cubiertas): deshidratación, agotamiento por calor, golpe de calor, que puede ser mortal.',
    de: 'Körperliche Arbeit bei Hitze oder in der Nähe von Wärmequellen (Öfen, Gießereien, Dächer): Dehydrierung, Hitzeerschöpfung, Hitzschlag, der tödlich sein kann.',
    pt: 'Trabalho físico em clima quente ou perto de fontes de calor (fornos, fundições, telhados): desidratação, exaustão pelo calor, intermação (golpe de calor), que pode ser fatal.',
    zh: '在炎热天气或热源附近（熔炉、铸造车间、屋面）从事体力劳动：脱水、热衰竭、可能致命的热射病。',
    ja: '暑熱環境下や熱源（炉、鋳造工場、屋根）の近くでの身体作業により、脱水、熱疲労、死亡に至ることもある熱射病が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'reduce-heat-load',
      level: 'engineering',
      text: {
        fr: "Réduire la charge thermique : ventilation générale et localisée, écrans réfléchissants autour des sources radiantes, isolation des surfaces chaudes, aires de repos climatisées ou ombragées, aides mécaniques pour réduire l'effort.",
        en: 'Reduce the heat load: general and spot ventilation, reflective shields around radiant sources, insulation of hot surfaces, cooled or shaded rest areas, mechanical aids to reduce exertion.',
        es: 'Reducir la carga térmica: ventilación general y localizada, pantallas reflectantes alrededor de las fuentes radiantes, aislamiento de las superficies calientes, zonas de descanso refrigeradas o a la sombra, ayudas mecánicas para reducir el esfuerzo.',
        de: 'Die Wärmebelastung verringern: allgemeine und örtliche Lüftung, reflektierende Abschirmungen um Strahlungsquellen, Isolierung heißer Flächen, gekühlte oder beschattete Pausenbereiche, technische Hilfsmittel zur Verringerung der körperlichen Anstrengung.',
        pt: 'Reduzir a carga térmica: ventilação geral e localizada, anteparos refletores em torno das fontes radiantes, isolamento das superfícies quentes, áreas de descanso climatizadas ou sombreadas, auxílios mecânicos para reduzir o esforço.',
        zh: '降低热负荷：全面通风和局部送风，在辐射热源周围设置反射屏，对高温表面进行隔热，设置降温或遮阴的休息区，使用机械辅助减少体力消耗。',
        ja: '熱負荷を低減します。全体換気と局所換気、放射熱源周囲の反射遮熱板、高温面の断熱、冷房または日陰のある休憩場所、身体負荷を軽減する機械的補助具を用います。',
      },
    },
    {
      id: 'heat-plan-based',
      level: 'administrative',
      text: {
        fr: "Plan de prévention de la chaleur fondé sur l'indice WBGT ou l'humidex : régime travail-repos, eau fraîche accessible (un verre environ toutes les 20 minutes), acclimatation des nouveaux travailleurs, travaux lourds aux heures fraîches, surveillance mutuelle des symptômes.",
        en: 'Heat plan based on WBGT or humidex: work-rest regimen, cool water at hand (about one glass every 20 minutes), acclimatization of new workers, heavy work in cooler hours, buddy watch for symptoms.',
        es: 'Plan frente al calor basado en el índice WBGT o el humidex: régimen de trabajo-descanso, agua fresca a mano (aproximadamente un vaso cada 20 minutos), aclimatación de los trabajadores nuevos, trabajos pesados en las horas más frescas, vigilancia mutua de los síntomas.',
        de: 'Hitzeschutzplan auf Grundlage des WBGT-Index oder des Humidex: Arbeits-Pausen-Regime, kühles Wasser griffbereit (etwa ein Glas alle 20 Minuten), Akklimatisierung neuer Beschäftigter, schwere Arbeiten in kühleren Stunden, gegenseitige Beobachtung auf Symptome.',
        pt: 'Plano de prevenção do calor baseado no IBUTG (WBGT) ou no humidex: regime de trabalho e descanso, água fresca à mão (cerca de um copo a cada 20 minutos), aclimatação dos trabalhadores novos, trabalho pesado nos horários mais frescos, observação mútua dos sintomas.',
        zh: '基于 WBGT 指数或湿热指数（humidex）的防暑计划：作业-休息制度，随时可取用的凉水（约每 20 分钟一杯），新员工热适应，重体力作业安排在较凉爽时段，结伴互相观察症状。',
        ja: 'WBGTまたはヒューメックス（humidex）に基づく暑熱対策計画を定めます。作業と休憩の時間配分、手近な冷たい水（約20分ごとにコップ1杯程度）、新規作業者の暑熱順化、重作業の涼しい時間帯への移行、症状の相互確認（バディ）を行います。',
      },
    },
    {
      id: 'light-clothing-head-cover',
      level: 'ppe',
      text: {
        fr: 'Vêtements légers, amples et de couleur claire, couvre-chef; vêtements refroidissants ou réfléchissants près des sources radiantes.',
        en: 'Light, loose, light-coloured clothing and head cover; cooling or reflective garments near radiant sources.',
        es: 'Ropa ligera, holgada y de color claro y protección para la cabeza; prendas refrigerantes o reflectantes cerca de las fuentes radiantes.',
        de: 'Leichte, weite, helle Kleidung und Kopfbedeckung; kühlende oder reflektierende Kleidung in der Nähe von Strahlungsquellen.',
        pt: 'Roupas leves, folgadas e de cor clara e cobertura para a cabeça; vestimentas refrigeradas ou refletivas perto de fontes radiantes.',
        zh: '轻便、宽松、浅色的衣服和遮阳帽；辐射热源附近穿降温服或反射服。',
        ja: '軽く、ゆったりした明るい色の服と帽子を着用します。放射熱源の近くでは冷却服または反射服を着用します。',
      },
    },
  ],
  citations: general('thermal-stress-heat', 'both'),
  sectors: [
    'construction',
    'manufacturing',
    'forestry_sawmills',
    'mining_metals',
    'renewable_energy',
    'agriculture',
    'food_accommodation',
    'public_administration',
  ],
};
