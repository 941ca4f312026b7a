import type { Hazard } from '../../types';
import { general } from '../citations';
import { PPE_ON_BC_AB_FEDERAL } from '../rows-health';

/** Blood exposure and needlestick injuries. */
export const bloodborneNeedlestick: Hazard = {
  id: 'bloodborne-needlestick',
  family: 'biological',
  name: {
    fr: "Exposition au sang et piqûres d'aiguilles",
    en: 'Blood exposure and needlestick injuries',
    es: 'Exposición a sangre y pinchazos con agujas',
    de: 'Blutkontakt und Nadelstichverletzungen',
    pt: 'Exposição a sangue e ferimentos por agulha',
    zh: '血液暴露与针刺伤',
    ja: '血液ばく露・針刺し事故',
  },
  description: {
    fr: "Piqûre ou coupure par un objet souillé (aiguille, lame, seringue abandonnée) ou éclaboussure de sang et de liquides biologiques : transmission des virus de l'hépatite B, de l'hépatite C et du VIH.",
    en: 'Stick or cut by a contaminated object (needle, blade, discarded syringe) or splash of blood and body fluids: transmission of hepatitis B, hepatitis C and HIV.',
    es: 'Pinchazo o corte con un objeto contaminado (aguja, hoja, jeringa abandonada) o salpicadura de sangre y fluidos corporales: transmisión de hepatitis B, hepatitis C y VIH.',
    de: 'Stich- oder Schnittverletzung durch einen kontaminierten Gegenstand (Kanüle, Klinge, weggeworfene Spritze) oder Spritzer von Blut und Körperflüssigkeiten: Übertragung von Hepatitis B, Hepatitis C und HIV.',
    pt: 'Perfuração ou corte por objeto contaminado (agulha, lâmina, seringa descartada) ou respingo de sangue e fluidos corporais: transmissão de hepatite B, hepatite C e HIV.',
    zh: '被污染物品（针头、刀片、丢弃的注射器）刺伤或割伤，或血液和体液溅洒：传播乙型肝炎病毒、丙型肝炎病毒和艾滋病病毒（HIV）。',
    ja: '汚染された物（注射針、刃物、廃棄された注射器）による刺傷・切創、または血液・体液の飛散により、B型肝炎、C型肝炎、HIVに感染するおそれがあります。',
  },
  likelihood: 2,
  severity: 4,
  controls: [
    {
      id: 'eliminate-unnecessary-injections',
      level: 'elimination',
      text: {
        fr: 'Éliminer les injections et prélèvements non nécessaires et utiliser des systèmes sans aiguille (raccords sans aiguille pour les perfusions).',
        en: 'Eliminate unnecessary injections and draws and use needle-free systems (needleless IV connectors).',
        es: 'Eliminar las inyecciones y extracciones innecesarias y utilizar sistemas sin aguja (conectores intravenosos sin aguja).',
        de: 'Unnötige Injektionen und Blutentnahmen vermeiden und nadelfreie Systeme verwenden (nadelfreie Konnektoren für Infusionen).',
        pt: 'Eliminar injeções e coletas desnecessárias e usar sistemas sem agulha (conectores sem agulha para acesso intravenoso).',
        zh: '取消不必要的注射和采血，使用无针系统（无针静脉输液接头）。',
        ja: '不要な注射や採血をなくし、針を使わないシステム（ニードルレスの輸液コネクター）を使用します。',
      },
    },
    {
      id: 'safety-engineered-devices',
      level: 'engineering',
      text: {
        fr: "Dispositifs médicaux sécuritaires (aiguilles rétractables ou à gaine protectrice) et contenants rigides pour objets piquants ou tranchants au point d'utilisation.",
        en: 'Safety-engineered devices (retractable or sheathed needles) and rigid sharps containers at the point of use.',
        es: 'Dispositivos de bioseguridad (agujas retráctiles o con funda protectora) y contenedores rígidos para objetos cortantes y punzantes en el punto de uso.',
        de: 'Sichere Instrumente mit Schutzmechanismus (einziehbare oder ummantelte Kanülen) und stichfeste Abwurfbehälter am Ort der Verwendung.',
        pt: 'Dispositivos com mecanismo de segurança (agulhas retráteis ou com proteção) e coletores rígidos para perfurocortantes no ponto de uso.',
        zh: '使用安全型器械（回缩式或带护套针头），在使用点放置硬质锐器盒。',
        ja: '安全機能付き器材（リトラクタブル針、カバー付き針）と、使用場所に置く硬質の鋭利物廃棄容器を使用します。',
      },
    },
    {
      id: 'no-recapping-post-exposure',
      level: 'administrative',
      text: {
        fr: "Interdire le recapuchonnage; procédure post-exposition (premiers soins, évaluation médicale rapide, prophylaxie); vaccination contre l'hépatite B offerte; formation aux pratiques de base.",
        en: 'No recapping; post-exposure procedure (first aid, prompt medical assessment, prophylaxis); hepatitis B vaccination offered; training in routine practices.',
        es: 'Prohibir el reencapuchado; procedimiento posexposición (primeros auxilios, evaluación médica inmediata, profilaxis); ofrecimiento de la vacunación contra la hepatitis B; formación en precauciones estándar.',
        de: 'Kein Recapping (Zurückstecken der Schutzkappe); Verfahren nach Exposition (Erste Hilfe, rasche ärztliche Abklärung, Prophylaxe); Angebot der Hepatitis-B-Impfung; Unterweisung in der Basishygiene.',
        pt: 'Proibir o reencape; procedimento pós-exposição (primeiros socorros, avaliação médica imediata, profilaxia); oferta de vacinação contra hepatite B; treinamento em precauções padrão.',
        zh: '禁止回套针帽；暴露后处置程序（急救、及时医学评估、预防性用药）；提供乙肝疫苗接种；标准预防措施培训。',
        ja: 'リキャップを禁止します。ばく露後の手順（応急手当、速やかな医学的評価、予防投薬）を定め、B型肝炎ワクチンの接種機会を提供し、標準予防策の教育を行います。',
      },
    },
    {
      id: 'disposable-gloves-eye',
      level: 'ppe',
      text: {
        fr: "Gants à usage unique; protection oculaire et blouse lorsqu'il y a risque d'éclaboussures.",
        en: 'Disposable gloves; eye protection and gown where splashes are possible.',
        es: 'Guantes desechables; protección ocular y bata cuando haya riesgo de salpicaduras.',
        de: 'Einmalhandschuhe; Augenschutz und Schutzkittel, wenn Spritzer möglich sind.',
        pt: 'Luvas descartáveis; proteção ocular e avental quando houver possibilidade de respingos.',
        zh: '一次性手套；可能发生溅洒时佩戴眼部防护并穿隔离衣。',
        ja: '使い捨て手袋を着用し、飛散のおそれがある場合は眼の保護具とガウンを着用します。',
      },
    },
  ],
  citations: [...general('biological-agents-blood-body-fluids'), ...PPE_ON_BC_AB_FEDERAL],
  sectors: ['professional_services', 'health_social'],
};
