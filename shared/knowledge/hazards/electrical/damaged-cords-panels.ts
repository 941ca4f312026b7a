import type { Hazard } from '../../types';
import { ELECTRICAL } from '../rows-safety';
import { OTHERS_ELECTRICAL } from './shared-citations';

/** Damaged cords, extension cords or electrical panels. */
export const damagedCordsPanels: Hazard = {
  id: 'damaged-cords-panels',
  family: 'electrical',
  name: {
    fr: 'Cordons, rallonges ou panneaux électriques endommagés',
    en: 'Damaged cords, extension cords or electrical panels',
    es: 'Cables, alargadores o cuadros eléctricos dañados',
    de: 'Beschädigte Leitungen, Verlängerungskabel oder Schaltschränke',
    pt: 'Cabos, extensões ou quadros elétricos danificados',
    zh: '电线、延长线或配电箱破损',
    ja: '損傷したコード・延長コード・分電盤',
  },
  description: {
    fr: 'Rallonges et cordons endommagés, fiches sans broche de mise à la terre, boîtes de jonction ou panneaux ouverts, dégagement insuffisant devant les panneaux : choc électrique, incendie.',
    en: 'Damaged extension and power cords, plugs missing the ground pin, open junction boxes or panels, blocked clearance in front of panels: electric shock, fire.',
    es: 'Alargadores y cables de alimentación dañados, clavijas sin la patilla de tierra, cajas de conexiones o cuadros abiertos, espacio libre obstruido delante de los cuadros: choque eléctrico, incendio.',
    de: 'Beschädigte Verlängerungs- und Anschlussleitungen, Stecker ohne Schutzkontakt, offene Abzweigdosen oder Verteiler, verstellte Freiflächen vor Verteilern: elektrischer Schlag, Brand.',
    pt: 'Extensões e cabos de alimentação danificados, plugues sem o pino de aterramento, caixas de passagem ou quadros abertos, espaço livre obstruído em frente aos quadros: choque elétrico, incêndio.',
    zh: '延长线和电源线损坏、插头缺少接地插脚、接线盒或配电盘敞开、配电盘前方通道被堵：电击、火灾。',
    ja: '損傷した延長コードや電源コード、接地極のないプラグ、開いたままのジャンクションボックスや分電盤、分電盤前の空間の確保不足により、感電や火災が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'replace-extension-cords',
      level: 'elimination',
      text: {
        fr: 'Remplacer les rallonges utilisées en permanence par des prises fixes installées par un électricien qualifié.',
        en: 'Replace extension cords used as permanent wiring with fixed receptacles installed by a qualified electrician.',
        es: 'Sustituir los alargadores utilizados como instalación permanente por tomas de corriente fijas instaladas por un electricista cualificado.',
        de: 'Als feste Installation genutzte Verlängerungsleitungen durch fest installierte Steckdosen ersetzen, die von einer Elektrofachkraft eingebaut werden.',
        pt: 'Substituir as extensões usadas como instalação permanente por tomadas fixas instaladas por um eletricista qualificado.',
        zh: '由具备资格的电工安装固定插座，取代作为永久布线使用的延长线。',
        ja: '恒久的な配線として使われている延長コードを、有資格の電気工事士が設置する固定コンセントに置き換えます。',
      },
    },
    {
      id: 'protect-circuits-portable',
      level: 'engineering',
      text: {
        fr: 'Protéger les circuits des outils portatifs, des chantiers et des zones humides par des disjoncteurs de fuite à la terre; fermer les panneaux et boîtes de jonction et obturer les ouvertures inutilisées.',
        en: 'Protect circuits for portable tools, construction sites and wet areas with ground-fault circuit interrupters; close panels and junction boxes and blank off unused openings.',
        es: 'Proteger los circuitos de las herramientas portátiles, las obras y las zonas húmedas con interruptores diferenciales; cerrar los cuadros y las cajas de conexiones y tapar las aberturas no utilizadas.',
        de: 'Stromkreise für ortsveränderliche Werkzeuge, Baustellen und Nassbereiche mit Fehlerstrom-Schutzeinrichtungen (RCD) schützen; Verteiler und Abzweigdosen schließen und ungenutzte Öffnungen verschließen.',
        pt: 'Proteger os circuitos de ferramentas portáteis, canteiros de obras e áreas úmidas com dispositivos diferenciais residuais (DR); fechar os quadros e caixas de passagem e tampar as aberturas não utilizadas.',
        zh: '为便携式工具、施工现场和潮湿场所的电路安装剩余电流动作保护器（漏电保护器）；关闭配电盘和接线盒，封堵未使用的开孔。',
        ja: '可搬式工具、建設現場、湿潤な場所の回路は漏電遮断器で保護します。分電盤とジャンクションボックスを閉じ、使用していない開口部はふさぎます。',
      },
    },
    {
      id: 'inspect-cords-tools',
      level: 'administrative',
      text: {
        fr: "Inspecter cordons et outils avant usage; retirer du service tout cordon endommagé (pas de réparation au ruban); maintenir un dégagement d'au moins 1 m devant les panneaux et identifier les circuits.",
        en: 'Inspect cords and tools before use; remove any damaged cord from service (no tape repairs); keep at least 1 m clear in front of panels and label circuits.',
        es: 'Inspeccionar cables y herramientas antes de su uso; retirar del servicio todo cable dañado (nada de reparaciones con cinta); mantener un espacio libre de al menos 1 m delante de los cuadros e identificar los circuitos.',
        de: 'Leitungen und Werkzeuge vor der Benutzung prüfen; beschädigte Leitungen der Benutzung entziehen (keine Reparatur mit Klebeband); vor Verteilern mindestens 1 m frei halten und die Stromkreise kennzeichnen.',
        pt: 'Inspecionar cabos e ferramentas antes do uso; retirar de serviço qualquer cabo danificado (sem reparos com fita); manter no mínimo 1 m livre em frente aos quadros e identificar os circuitos.',
        zh: '使用前检查电线和工具；任何损坏的电线一律停用（不得用胶带修补）；配电盘前至少保持 1 m 的通道并标识回路。',
        ja: '使用前にコードと工具を点検します。損傷したコードは使用を中止します（テープによる補修は不可）。分電盤の前には少なくとも1 mの空間を確保し、回路に表示をします。',
      },
    },
  ],
  citations: [
    ELECTRICAL.qc,
    ELECTRICAL.cstc,
    ELECTRICAL.on,
    ELECTRICAL.bc,
    ELECTRICAL.ab,
    ELECTRICAL.federal,
    ...OTHERS_ELECTRICAL,
    ELECTRICAL.br,
  ],
  sectors: [],
};
