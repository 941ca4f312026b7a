import type { Hazard } from '../../types';
import { FALLS } from '../rows-safety';
import { othersFalls } from './shared-citations';

/** Fall from a mezzanine or raised platform. */
export const mezzanineFall: Hazard = {
  id: 'mezzanine-fall',
  family: 'falls',
  name: {
    fr: 'Chute depuis une mezzanine ou une plateforme surélevée',
    en: 'Fall from a mezzanine or raised platform',
    es: 'Caída desde entreplanta o plataforma elevada',
    de: 'Absturz von Zwischengeschoss oder erhöhter Plattform',
    pt: 'Queda de mezanino ou plataforma elevada',
    zh: '从夹层或高架平台坠落',
    ja: '中二階・高所作業床からの墜落',
  },
  description: {
    fr: "Chute depuis la rive d'une mezzanine d'entreposage, d'une passerelle ou d'une plateforme d'équipement, notamment à l'aire de dépôt des palettes où le garde-corps est ouvert.",
    en: 'Fall from the edge of a storage mezzanine, walkway or equipment platform, especially at the pallet drop area where the guardrail is left open.',
    es: 'Caída desde el borde de una entreplanta de almacenamiento, una pasarela o una plataforma de equipos, en especial en la zona de descarga de palés donde la barandilla queda abierta.',
    de: 'Absturz von der Kante einer Lagerbühne, eines Laufstegs oder einer Anlagenbühne, besonders an der Palettenübergabestelle, an der das Geländer offen bleibt.',
    pt: 'Queda da borda de um mezanino de armazenagem, passarela ou plataforma de equipamento, especialmente na área de descarga de paletes, onde o guarda-corpo fica aberto.',
    zh: '从储物夹层、走道或设备平台的临边坠落，尤其是在防护栏杆敞开的托盘卸放区。',
    ja: '保管用中二階、渡り通路、設備用作業床の端部から墜落するおそれがあります。特に、手すりが開放されたままになっているパレットの荷取り場所で発生しやすくなります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'avoid-edge-access',
      level: 'elimination',
      text: {
        fr: "Éviter l'accès aux rives : entreposer au niveau du sol ou desservir la mezzanine par un monte-charge ou un convoyeur plutôt que par dépôt de palettes au chariot.",
        en: 'Avoid edge access: store at floor level or serve the mezzanine with a material lift or conveyor instead of forklift pallet drops.',
        es: 'Evitar el acceso a los bordes: almacenar a nivel del suelo o abastecer la entreplanta con un montacargas o un transportador en lugar de depositar palés con la carretilla.',
        de: 'Zugang zu Absturzkanten vermeiden: ebenerdig lagern oder die Bühne über einen Lastenaufzug oder einen Förderer beschicken, statt Paletten mit dem Gabelstapler abzusetzen.',
        pt: 'Evitar o acesso às bordas: armazenar no nível do piso ou abastecer o mezanino com um monta-cargas ou transportador em vez de depositar paletes com empilhadeira.',
        zh: '避免接近临边：在地面层存放，或以货物升降机或输送机为夹层供货，取代叉车卸放托盘。',
        ja: '端部への接近を避けます。床面で保管するか、フォークリフトによるパレットの受け渡しではなく、荷物用リフトやコンベヤで中二階へ搬送します。',
      },
    },
    {
      id: 'drop-area-safety',
      level: 'engineering',
      text: {
        fr: "Installer à l'aire de dépôt une barrière à sas (pivotante ou va-et-vient) dont un côté reste toujours fermé; garde-corps continus avec plinthes sur toutes les autres rives; escalier fixe avec main courante.",
        en: 'Fit the drop area with a safety gate (pivoting or up-and-over) that always keeps one side closed; continuous guardrails with toe boards on every other edge; fixed stair with handrail.',
        es: 'Equipar la zona de descarga con una barrera de seguridad (pivotante o basculante) que mantenga siempre un lado cerrado; barandillas continuas con rodapiés en todos los demás bordes; escalera fija con pasamanos.',
        de: 'An der Übergabestelle eine Palettenschleuse (schwenkbar oder kippbar) einbauen, bei der stets eine Seite geschlossen bleibt; durchgehender Seitenschutz mit Bordbrettern an allen anderen Kanten; feste Treppe mit Handlauf.',
        pt: 'Equipar a área de descarga com um portão de segurança (pivotante ou basculante) que mantenha sempre um dos lados fechado; guarda-corpos contínuos com rodapés em todas as demais bordas; escada fixa com corrimão.',
        zh: '在卸放区安装始终保持一侧关闭的安全闸门（旋转式或翻转式）；其他所有临边设置带挡脚板的连续防护栏杆；设置带扶手的固定楼梯。',
        ja: '荷取り場所には、常に片側が閉じている安全ゲート（回転式または跳ね上げ式）を設置します。その他のすべての端部には幅木付きの連続した手すりを設け、固定階段には手すりを付けます。',
      },
    },
    {
      id: 'forbid-opening-removing',
      level: 'administrative',
      text: {
        fr: "Interdire d'ouvrir ou de retirer un garde-corps sans mesure de remplacement; afficher la charge admissible de la mezzanine; tenir la zone sous la rive libre de circulation piétonne.",
        en: 'Forbid opening or removing a guardrail without a substitute measure; post the mezzanine load rating; keep pedestrians out of the area below the edge.',
        es: 'Prohibir abrir o retirar una barandilla sin una medida sustitutoria; indicar la carga admisible de la entreplanta; impedir el paso de peatones por la zona situada bajo el borde.',
        de: 'Das Öffnen oder Entfernen eines Geländers ohne Ersatzmaßnahme verbieten; die zulässige Belastung der Bühne aushängen; Fußgänger aus dem Bereich unterhalb der Kante fernhalten.',
        pt: 'Proibir abrir ou remover um guarda-corpo sem medida substitutiva; afixar a capacidade de carga do mezanino; manter os pedestres fora da área abaixo da borda.',
        zh: '未采取替代措施时，禁止打开或拆除防护栏杆；张贴夹层额定荷载；临边下方区域禁止行人通行。',
        ja: '代替措置を講じずに手すりを開放したり取り外したりすることを禁止します。中二階の積載荷重を表示し、端部の下の区域に歩行者が立ち入らないようにします。',
      },
    },
    {
      id: 'travel-restraint-system',
      level: 'ppe',
      text: {
        fr: "Système de retenue (harnais et longe d'une longueur empêchant d'atteindre la rive) pour toute intervention à une rive ouverte.",
        en: 'Travel-restraint system (harness and lanyard too short to reach the edge) for any task at an open edge.',
        es: 'Sistema de retención (arnés y cabo de anclaje demasiado corto para alcanzar el borde) para cualquier tarea en un borde abierto.',
        de: 'Rückhaltesystem (Auffanggurt und Verbindungsmittel, das zu kurz ist, um die Kante zu erreichen) für jede Tätigkeit an einer offenen Kante.',
        pt: 'Sistema de restrição de movimentação (cinturão de segurança e talabarte curto demais para alcançar a borda) para qualquer tarefa em uma borda aberta.',
        zh: '在敞开临边进行任何作业时使用区域限制系统（安全带及长度不足以到达临边的系索）。',
        ja: '開放された端部での作業には、行動範囲制限方式（端部に届かない長さのランヤードとフルハーネス）を使用します。',
      },
    },
  ],
  citations: [
    FALLS.qc,
    FALLS.qcHarness,
    FALLS.cstcAnchor,
    FALLS.onGuardrails,
    FALLS.bc,
    FALLS.bcPart4,
    FALLS.ab,
    FALLS.federal,
    ...othersFalls('industry'),
    FALLS.usIndustry,
    FALLS.gb,
    FALLS.mx,
    FALLS.br,
  ],
  sectors: ['transportation_warehousing', 'manufacturing', 'professional_services'],
};
