import type { Hazard } from '../../types';
import { others } from '../citations';
import { PPE, PPE_CANADA, PPE_INTERNATIONAL } from '../rows-health';

/** Welding arc radiation (UV, intense light). */
export const weldingArcRadiation: Hazard = {
  id: 'welding-arc-radiation',
  family: 'radiation',
  name: {
    fr: "Rayonnement de l'arc de soudage (UV, lumière intense)",
    en: 'Welding arc radiation (UV, intense light)',
    es: 'Radiación del arco de soldadura (UV, luz intensa)',
    de: 'Lichtbogenstrahlung beim Schweißen (UV, intensives Licht)',
    pt: 'Radiação do arco de solda (UV, luz intensa)',
    zh: '焊接弧光辐射（紫外线、强光）',
    ja: '溶接アーク光（紫外線・強い光）',
  },
  description: {
    fr: "Rayonnement ultraviolet, visible et infrarouge de l'arc de soudage ou du coupage plasma : coup d'arc (kératite), brûlures cutanées, lésions de la rétine, pour le soudeur et les personnes à proximité.",
    en: 'Ultraviolet, visible and infrared radiation from welding arcs or plasma cutting: arc eye (keratitis), skin burns, retinal damage, for the welder and bystanders.',
    es: 'Radiación ultravioleta, visible e infrarroja del arco de soldadura o del corte por plasma: «golpe de arco» (queratitis), quemaduras en la piel, lesiones de retina, para el soldador y las personas cercanas.',
    de: 'Ultraviolette, sichtbare und infrarote Strahlung von Schweißlichtbögen oder beim Plasmaschneiden: Verblitzen der Augen (Keratitis), Hautverbrennungen, Netzhautschäden, für den Schweißer und umstehende Personen.',
    pt: 'Radiação ultravioleta, visível e infravermelha de arcos de soldagem ou do corte a plasma: fotoceratite (“olho de soldador”), queimaduras na pele, lesões na retina, para o soldador e as pessoas ao redor.',
    zh: '焊接电弧或等离子切割产生的紫外线、可见光和红外线辐射：电光性眼炎（角膜炎）、皮肤灼伤、视网膜损伤，危及焊工及周围人员。',
    ja: '溶接アークやプラズマ切断からの紫外線、可視光線、赤外線により、溶接作業者と周囲の人に電光性眼炎（角膜炎）、皮膚の熱傷、網膜の損傷が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 3,
  controls: [
    {
      id: 'enclose-welding-stations',
      level: 'engineering',
      text: {
        fr: 'Isoler les postes de soudage par des cloisons ou des rideaux de soudage filtrants et des surfaces non réfléchissantes pour protéger les personnes à proximité.',
        en: 'Enclose welding stations with partitions or filtering welding curtains and non-reflective surfaces to protect bystanders.',
        es: 'Aislar los puestos de soldadura con mamparas o cortinas de soldadura filtrantes y superficies no reflectantes para proteger a las personas cercanas.',
        de: 'Schweißarbeitsplätze mit Trennwänden oder filternden Schweißvorhängen und nicht reflektierenden Oberflächen abschirmen, um umstehende Personen zu schützen.',
        pt: 'Isolar os postos de soldagem com divisórias ou cortinas filtrantes de soldagem e superfícies não refletivas para proteger as pessoas ao redor.',
        zh: '用隔断或滤光焊接防护帘以及无反光表面围隔焊接工位，保护周围人员。',
        ja: '周囲の人を保護するため、溶接作業場所を間仕切りまたは遮光性の溶接用カーテンと反射しない表面で囲います。',
      },
    },
    {
      id: 'mark-welding-areas',
      level: 'administrative',
      text: {
        fr: "Signaler les zones de soudage, tenir les personnes non protégées à distance, avertir avant d'amorcer l'arc.",
        en: 'Mark welding areas, keep unprotected people away, warn before striking the arc.',
        es: 'Señalizar las zonas de soldadura, mantener alejadas a las personas sin protección, avisar antes de cebar el arco.',
        de: 'Schweißbereiche kennzeichnen, ungeschützte Personen fernhalten, vor dem Zünden des Lichtbogens warnen.',
        pt: 'Sinalizar as áreas de soldagem, manter afastadas as pessoas sem proteção, avisar antes de abrir o arco.',
        zh: '标示焊接区域，使无防护人员远离，引弧前发出警示。',
        ja: '溶接区域を表示し、保護具を着けていない人を遠ざけ、アークを発生させる前に周囲に声をかけます。',
      },
    },
    {
      id: 'welding-helmet-filter',
      level: 'ppe',
      text: {
        fr: "Masque de soudeur à filtre de teinte adaptée au procédé et à l'intensité (filtre auto-obscurcissant), lunettes de sécurité dessous; vêtements couvrants ignifuges, gants de soudeur.",
        en: 'Welding helmet with a filter shade suited to the process and current (auto-darkening filter), safety glasses underneath; flame-resistant covering clothing, welding gloves.',
        es: 'Pantalla de soldador con filtro de grado de protección adecuado al proceso y a la intensidad (filtro de oscurecimiento automático), gafas de seguridad debajo; ropa ignífuga que cubra el cuerpo, guantes de soldador.',
        de: 'Schweißerschutzhelm mit einer für Verfahren und Stromstärke geeigneten Schutzstufe (automatischer Schweißfilter), Schutzbrille darunter; flammhemmende, körperbedeckende Kleidung, Schweißerhandschuhe.',
        pt: 'Máscara de solda com filtro de tonalidade adequada ao processo e à corrente (filtro de escurecimento automático), óculos de segurança por baixo; vestimenta resistente a chamas que cubra o corpo, luvas de soldador.',
        zh: '配备与工艺和电流相适应遮光号的焊接面罩（自动变光滤光片），内戴防护眼镜；穿遮盖身体的阻燃服，戴焊工手套。',
        ja: '工法と電流に適した遮光度のフィルター（自動遮光フィルター）を備えた溶接用保護面を着用し、その下に保護めがねをかけます。肌を覆う難燃性の服と溶接用手袋を着用します。',
      },
    },
  ],
  citations: [...PPE_CANADA, PPE.cstc, ...others('eye-skin-protection'), ...PPE_INTERNATIONAL],
  sectors: ['manufacturing', 'construction'],
};
