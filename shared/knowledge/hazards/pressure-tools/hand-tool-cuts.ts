import type { Hazard } from '../../types';
import { general } from '../citations';
import { PPE, PPE_ON_BC_AB_FEDERAL } from '../rows-health';
import { GUARDING } from '../rows-safety';
import { TOOLS_SUBJECT } from './shared-citations';

/** Hand tools and knives: cuts. */
export const handToolCuts: Hazard = {
  id: 'hand-tool-cuts',
  family: 'hand_tools',
  name: {
    fr: 'Outils à main et couteaux : coupures',
    en: 'Hand tools and knives: cuts',
    es: 'Herramientas manuales y cuchillos: cortes',
    de: 'Handwerkzeuge und Messer: Schnittverletzungen',
    pt: 'Ferramentas manuais e facas: cortes',
    zh: '手工工具和刀具：割伤',
    ja: '手工具・刃物：切創',
  },
  description: {
    fr: "Coupures et lacérations par couteau à lame fixe, exacto ou outil inadapté ou endommagé (manche fendu, tête champignonnée), notamment à l'ouverture des boîtes et à la découpe.",
    en: 'Cuts and lacerations from fixed-blade or utility knives or from unsuitable or damaged tools (split handle, mushroomed head), especially when opening boxes and cutting.',
    es: 'Cortes y laceraciones con cuchillos de hoja fija o cúteres, o con herramientas inadecuadas o dañadas (mango rajado, cabeza deformada en forma de seta), en especial al abrir cajas y al cortar.',
    de: 'Schnitt- und Risswunden durch Messer mit feststehender Klinge oder Cuttermesser oder durch ungeeignete oder beschädigte Werkzeuge (gespaltener Griff, aufgepilzter Kopf), besonders beim Öffnen von Kartons und beim Schneiden.',
    pt: 'Cortes e lacerações causados por facas de lâmina fixa ou estiletes, ou por ferramentas inadequadas ou danificadas (cabo rachado, cabeça deformada em cogumelo), especialmente ao abrir caixas e cortar.',
    zh: '固定刃刀、美工刀或不合适、损坏的工具（手柄开裂、头部卷边）造成的割伤和划伤，尤其是开箱和切割时。',
    ja: '固定刃ナイフやカッターナイフ、または不適切な工具や損傷した工具（柄の割れ、頭部のまくれ）により、特に箱の開梱や切断の際に切り傷や裂傷が生じるおそれがあります。',
  },
  likelihood: 4,
  severity: 2,
  controls: [
    {
      id: 'easy-open-packaging',
      level: 'elimination',
      text: {
        fr: "Faire livrer les produits dans des emballages à ouverture facile pour supprimer l'usage du couteau.",
        en: 'Have products delivered in easy-open packaging to remove the need for knives.',
        es: 'Hacer que los productos se entreguen en embalajes de apertura fácil para eliminar la necesidad de cuchillos.',
        de: 'Produkte in leicht zu öffnenden Verpackungen liefern lassen, damit keine Messer benötigt werden.',
        pt: 'Receber os produtos em embalagens de fácil abertura para eliminar a necessidade de facas.',
        zh: '要求产品采用易开包装交货，消除用刀需求。',
        ja: '開けやすい包装で製品を納入してもらい、ナイフの使用をなくします。',
      },
    },
    {
      id: 'replace-fixed-blade',
      level: 'substitution',
      text: {
        fr: 'Remplacer les couteaux à lame fixe par des couteaux à lame rétractable automatique ou à lame protégée.',
        en: 'Replace fixed-blade knives with self-retracting or shielded-blade knives.',
        es: 'Sustituir los cuchillos de hoja fija por cuchillos de hoja autorretráctil o de hoja protegida.',
        de: 'Messer mit feststehender Klinge durch Sicherheitsmesser mit automatischem Klingenrückzug oder mit geschützter Klinge ersetzen.',
        pt: 'Substituir as facas de lâmina fixa por facas com lâmina de retração automática ou lâmina protegida.',
        zh: '以自动回缩刀片或带护刃的刀具替代固定刃刀。',
        ja: '固定刃ナイフを、刃が自動で戻るナイフや刃が覆われたナイフに置き換えます。',
      },
    },
    {
      id: 'workstations-work-holding',
      level: 'engineering',
      text: {
        fr: 'Postes munis de dispositifs de maintien de la pièce (étau, serre-joint) pour que la main libre reste hors de la trajectoire de la lame.',
        en: 'Workstations with work-holding devices (vise, clamp) so the free hand stays out of the blade path.',
        es: 'Puestos de trabajo con dispositivos de sujeción de la pieza (tornillo de banco, sargento) para que la mano libre quede fuera de la trayectoria de la hoja.',
        de: 'Arbeitsplätze mit Spannvorrichtungen (Schraubstock, Zwinge), damit die freie Hand außerhalb der Schnittbahn der Klinge bleibt.',
        pt: 'Postos de trabalho com dispositivos de fixação da peça (morsa, grampo) para que a mão livre fique fora da trajetória da lâmina.',
        zh: '工位配备工件夹持装置（台虎钳、夹具），使空闲的手远离刀刃路径。',
        ja: '作業場所に加工物の保持具（万力、クランプ）を備え、空いている手が刃の進路に入らないようにします。',
      },
    },
    {
      id: 'inspect-tools-remove',
      level: 'administrative',
      text: {
        fr: "Inspecter les outils et retirer ceux qui sont endommagés; choisir l'outil adapté à la tâche; couper en s'éloignant du corps; ranger les lames dans des étuis.",
        en: 'Inspect tools and remove damaged ones; use the right tool for the job; cut away from the body; keep blades in sheaths.',
        es: 'Inspeccionar las herramientas y retirar las dañadas; utilizar la herramienta adecuada para cada tarea; cortar en dirección contraria al cuerpo; guardar las hojas en fundas.',
        de: 'Werkzeuge prüfen und beschädigte aussondern; das für die Aufgabe geeignete Werkzeug verwenden; vom Körper weg schneiden; Klingen in Schutzhüllen aufbewahren.',
        pt: 'Inspecionar as ferramentas e retirar as danificadas; usar a ferramenta certa para a tarefa; cortar no sentido oposto ao corpo; guardar as lâminas em bainhas.',
        zh: '检查工具并剔除损坏的工具；按作业选用合适的工具；向远离身体的方向切割；刀片收入刀套。',
        ja: '工具を点検し、損傷したものは取り除きます。作業に適した工具を使用し、体から離れる方向に切り、刃はさやに収めておきます。',
      },
    },
    {
      id: 'cut-resistant-gloves',
      level: 'ppe',
      text: {
        fr: 'Gants résistants aux coupures, du niveau adapté à la tâche.',
        en: 'Cut-resistant gloves of a level suited to the task.',
        es: 'Guantes resistentes al corte de un nivel adecuado a la tarea.',
        de: 'Schnittschutzhandschuhe mit einer für die Tätigkeit geeigneten Schutzstufe.',
        pt: 'Luvas resistentes a corte, de nível adequado à tarefa.',
        zh: '防割等级与作业相适应的防割手套。',
        ja: '作業に適したレベルの耐切創手袋を着用します。',
      },
    },
  ],
  citations: [...general(TOOLS_SUBJECT, 'both'), ...PPE_ON_BC_AB_FEDERAL, PPE.cstc, GUARDING.gb],
  sectors: [
    'professional_services',
    'manufacturing',
    'construction',
    'forestry_sawmills',
    'retail',
    'food_accommodation',
  ],
};
