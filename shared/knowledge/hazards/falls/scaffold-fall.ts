import type { Hazard } from '../../types';
import { FALLS } from '../rows-safety';
import { INTERNATIONAL, othersFalls } from './shared-citations';

/** Fall from a scaffold or scaffold collapse. */
export const scaffoldFall: Hazard = {
  id: 'scaffold-fall',
  family: 'falls',
  name: {
    fr: "Chute d'un échafaudage ou effondrement de l'échafaudage",
    en: 'Fall from a scaffold or scaffold collapse',
    es: 'Caída desde andamio o derrumbe del andamio',
    de: 'Absturz vom Gerüst oder Gerüsteinsturz',
    pt: 'Queda de andaime ou colapso do andaime',
    zh: '从脚手架坠落或脚手架坍塌',
    ja: '足場からの墜落・足場の倒壊',
  },
  description: {
    fr: "Chute depuis une plateforme d'échafaudage incomplète ou sans garde-corps, ou effondrement d'un échafaudage mal appuyé, mal contreventé ou non ancré.",
    en: 'Fall from an incomplete or unguarded scaffold platform, or collapse of a scaffold that is poorly supported, braced or tied.',
    es: 'Caída desde una plataforma de andamio incompleta o sin barandillas, o desplome de un andamio mal apoyado, mal arriostrado o mal amarrado.',
    de: 'Absturz von einer unvollständig belegten Gerüstlage oder einer Gerüstlage ohne Seitenschutz oder Einsturz eines Gerüsts, das unzureichend aufgelagert, ausgesteift oder verankert ist.',
    pt: 'Queda de uma plataforma de andaime incompleta ou sem guarda-corpo, ou colapso de um andaime mal apoiado, mal contraventado ou não ancorado.',
    zh: '从铺板不全或无防护栏杆的脚手架作业层坠落，或因支承、剪刀撑或连墙件不良导致脚手架坍塌。',
    ja: '作業床が不完全な足場や手すりのない足場から墜落するおそれ、または支持・筋かい・壁つなぎが不十分な足場が倒壊するおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'prefer-mobile-elevating',
      level: 'substitution',
      text: {
        fr: "Privilégier une plateforme élévatrice mobile de personnel ou un échafaudage préfabriqué à plateformes complètes plutôt qu'un échafaudage de fortune.",
        en: 'Prefer a mobile elevating work platform or a proprietary scaffold with full platforms over a makeshift scaffold.',
        es: 'Preferir una plataforma elevadora móvil de personal o un andamio prefabricado de plataformas completas a un andamio improvisado.',
        de: 'Eine fahrbare Hubarbeitsbühne oder ein Systemgerüst mit vollständigen Belägen einem behelfsmäßigen Gerüst vorziehen.',
        pt: 'Preferir uma plataforma de trabalho aéreo (PTA) ou um andaime pré-fabricado com plataformas completas a um andaime improvisado.',
        zh: '优先选用移动式升降工作平台或作业层满铺的定型脚手架，而非临时拼凑的脚手架。',
        ja: '間に合わせの足場よりも、高所作業車や全面に作業床を備えたメーカー製の足場（システム足場）を優先して使用します。',
      },
    },
    {
      id: 'erect-scaffold-manufacturer',
      level: 'engineering',
      text: {
        fr: "Monter l'échafaudage selon les instructions du fabricant ou les plans d'un ingénieur : semelles d'appui, vérins de base, contreventement, ancrages au bâtiment, plateformes complètes avec garde-corps et plinthes, accès par échelle intégrée.",
        en: "Erect the scaffold to the manufacturer's instructions or an engineer's drawings: mudsills, base jacks, bracing, ties to the building, full platforms with guardrails and toe boards, built-in ladder access.",
        es: 'Montar el andamio según las instrucciones del fabricante o los planos de un ingeniero: durmientes de reparto, husillos de base, arriostramiento, amarres al edificio, plataformas completas con barandillas y rodapiés, acceso por escalera integrada.',
        de: 'Das Gerüst nach der Anleitung des Herstellers oder nach den Plänen eines Ingenieurs errichten: lastverteilende Unterlagen, Fußspindeln, Aussteifung, Verankerung am Bauwerk, vollständige Beläge mit Seitenschutz und Bordbrettern, integrierter Leiteraufstieg.',
        pt: 'Montar o andaime conforme as instruções do fabricante ou o projeto de um engenheiro: bases de apoio (pranchões), sapatas ajustáveis, contraventamento, ancoragens à edificação, plataformas completas com guarda-corpos e rodapés, acesso por escada incorporada.',
        zh: '按制造商说明书或工程师图纸搭设脚手架：垫板、可调底座、剪刀撑、与建筑物的连墙件、满铺并设防护栏杆和挡脚板的作业层、内置爬梯通道。',
        ja: 'メーカーの取扱説明書または技術者の図面に従って足場を組み立て、敷板、ジャッキベース、筋かい、建物への壁つなぎ、手すりと幅木を備えた全面の作業床、組込み式はしごによる昇降設備を設けます。',
      },
    },
    {
      id: 'competent-persons-erect',
      level: 'administrative',
      text: {
        fr: "Faire monter, modifier et démonter par des personnes compétentes; inspecter avant chaque quart et après intempéries et apposer une étiquette d'état; interdire de déplacer un échafaudage roulant occupé.",
        en: 'Have competent persons erect, alter and dismantle it; inspect before each shift and after bad weather and tag its status; never move an occupied rolling scaffold.',
        es: 'Encargar el montaje, la modificación y el desmontaje a personas competentes; inspeccionarlo antes de cada turno y después de condiciones meteorológicas adversas y señalizar su estado con una etiqueta; no desplazar nunca un andamio móvil ocupado.',
        de: 'Auf-, Um- und Abbau nur durch fachkundige Personen; vor jeder Schicht und nach Unwettern prüfen und den Prüfstatus kennzeichnen; ein besetztes Fahrgerüst niemals verfahren.',
        pt: 'Fazer a montagem, as alterações e a desmontagem por pessoas competentes; inspecionar antes de cada turno e após mau tempo e sinalizar sua condição com etiqueta; nunca deslocar um andaime móvel ocupado.',
        zh: '由有能力的人员搭设、改动和拆除；每班前及恶劣天气后进行检查并挂状态标识牌；严禁移动载人的移动式脚手架。',
        ja: '組立て・変更・解体は力量のある者が行います。各作業シフトの前と悪天候の後に点検し、状態表示タグを付けます。人が乗ったままの移動式足場は決して移動させません。',
      },
    },
    {
      id: 'harness-connected-anchor',
      level: 'ppe',
      text: {
        fr: 'Harnais relié à un ancrage pendant le montage et le démontage, lorsque les garde-corps ne sont pas encore en place.',
        en: 'Harness connected to an anchor during erection and dismantling, while guardrails are not yet in place.',
        es: 'Arnés conectado a un punto de anclaje durante el montaje y el desmontaje, mientras las barandillas aún no estén colocadas.',
        de: 'Auffanggurt an einem Anschlagpunkt beim Auf- und Abbau, solange der Seitenschutz noch nicht angebracht ist.',
        pt: 'Cinturão de segurança tipo paraquedas conectado a um ponto de ancoragem durante a montagem e a desmontagem, enquanto os guarda-corpos ainda não estiverem instalados.',
        zh: '搭设和拆除期间、防护栏杆尚未安装时，佩戴连接挂点的安全带。',
        ja: '手すりがまだ設置されていない組立て・解体作業中は、取付設備（アンカー）に接続したフルハーネスを使用します。',
      },
    },
  ],
  citations: [
    FALLS.qc,
    FALLS.qcRescue,
    FALLS.qcHarness,
    FALLS.cstcAnchor,
    FALLS.onConstruction,
    FALLS.bc,
    FALLS.ab,
    FALLS.federal,
    FALLS.federalStructures,
    ...othersFalls('construction'),
    ...INTERNATIONAL,
  ],
  sectors: ['construction', 'mining_metals', 'renewable_energy'],
};
