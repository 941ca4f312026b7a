import type { Hazard } from '../../types';
import { I, unconfirmed } from '../citations';
import { FALLS } from '../rows-safety';
import { othersFalls } from './shared-citations';

/** Fall from a ladder or stepladder. */
export const ladderFall: Hazard = {
  id: 'ladder-fall',
  family: 'falls',
  name: {
    fr: "Chute d'une échelle ou d'un escabeau",
    en: 'Fall from a ladder or stepladder',
    es: 'Caída desde escalera de mano o escalera de tijera',
    de: 'Absturz von Leiter oder Stehleiter',
    pt: 'Queda de escada de mão ou escada de abrir',
    zh: '从梯子或人字梯上坠落',
    ja: 'はしご・脚立からの墜落・転落',
  },
  description: {
    fr: "Chute lors de l'utilisation d'une échelle portative ou d'un escabeau : échelle instable, mal positionnée ou endommagée, travailleur en surextension, transportant une charge ou travaillant longtemps depuis l'échelle.",
    en: 'Fall while using a portable ladder or stepladder: unstable, badly set or damaged ladder, worker overreaching, carrying a load or working for long periods from the ladder.',
    es: 'Caída durante el uso de una escalera de mano o una escalera de tijera: escalera inestable, mal colocada o dañada, trabajador que se estira en exceso, que transporta una carga o que trabaja durante periodos prolongados desde la escalera.',
    de: 'Absturz bei der Benutzung einer tragbaren Anlegeleiter oder Stehleiter: instabile, falsch aufgestellte oder beschädigte Leiter, Beschäftigte, die sich zu weit hinauslehnen, eine Last tragen oder längere Zeit von der Leiter aus arbeiten.',
    pt: 'Queda durante o uso de escada portátil ou escada de abrir: escada instável, mal posicionada ou danificada, trabalhador se esticando além do alcance, carregando peso ou trabalhando por longos períodos sobre a escada.',
    zh: '使用便携式梯子或人字梯时坠落：梯子不稳、架设不当或损坏，作业人员身体探出过远、携带物件攀爬或长时间在梯子上作业。',
    ja: '可搬式はしごや脚立の使用中に墜落・転落するおそれがあります（はしごの不安定・設置不良・損傷、身を乗り出しての作業、荷を持っての昇降、はしご上での長時間作業）。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'remove-work-height',
      level: 'elimination',
      text: {
        fr: 'Supprimer le travail en hauteur en réalisant la tâche depuis le sol : outils à long manche, équipements abaissables, rangement des articles fréquemment utilisés à hauteur de travail.',
        en: 'Remove the need to work at height by doing the task from the ground: long-handled tools, lowerable equipment, frequently used items stored at working height.',
        es: 'Suprimir el trabajo en altura realizando la tarea desde el suelo: herramientas de mango largo, equipos que puedan bajarse, artículos de uso frecuente almacenados a la altura de trabajo.',
        de: 'Arbeiten in der Höhe überflüssig machen, indem die Tätigkeit vom Boden aus erfolgt: Werkzeuge mit langem Stiel, absenkbare Einrichtungen, Lagerung häufig benötigter Gegenstände in Arbeitshöhe.',
        pt: 'Eliminar a necessidade de trabalho em altura executando a tarefa a partir do piso: ferramentas de cabo longo, equipamentos que podem ser abaixados, itens de uso frequente armazenados na altura de trabalho.',
        zh: '在地面完成作业，消除高处作业需求：使用长柄工具、可降下的设备，将常用物品存放在作业高度。',
        ja: '長柄工具、昇降式の設備、よく使う物品の作業高さでの保管などにより、作業を床面から行えるようにして高所作業をなくします。',
      },
    },
    {
      id: 'replace-ladder-guarded',
      level: 'substitution',
      text: {
        fr: "Remplacer l'échelle par une plateforme de travail munie de garde-corps (escabeau-plateforme, plateforme roulante, plateforme élévatrice mobile de personnel) pour toute tâche prolongée ou exigeant les deux mains.",
        en: 'Replace the ladder with a guarded work platform (platform stepladder, rolling platform, mobile elevating work platform) for any prolonged task or one needing both hands.',
        es: 'Sustituir la escalera por una plataforma de trabajo con barandillas (escalera de tijera con plataforma, plataforma rodante, plataforma elevadora móvil de personal) para cualquier tarea prolongada o que requiera las dos manos.',
        de: 'Die Leiter bei jeder länger dauernden oder beidhändigen Tätigkeit durch eine Arbeitsplattform mit Seitenschutz ersetzen (Podestleiter, fahrbares Podest, fahrbare Hubarbeitsbühne).',
        pt: 'Substituir a escada por uma plataforma de trabalho com guarda-corpo (escada-plataforma, plataforma móvel sobre rodízios, plataforma de trabalho aéreo – PTA) para qualquer tarefa prolongada ou que exija as duas mãos.',
        zh: '凡长时间作业或需双手操作的作业，以带防护栏杆的作业平台（平台式人字梯、移动式作业平台、移动式升降工作平台）代替梯子。',
        ja: '長時間の作業や両手を使う作業では、はしごの代わりに手すり付きの作業床（作業床付き脚立、移動式作業台、高所作業車）を使用します。',
      },
    },
    {
      id: 'ladders-meeting-csa',
      level: 'engineering',
      text: {
        fr: "Utiliser des échelles conformes à la norme CSA Z11, munies de patins antidérapants; attacher ou retenir le haut de l'échelle et installer des stabilisateurs.",
        en: 'Use ladders meeting CSA Z11 with non-slip feet; tie off or secure the top of the ladder and fit stabilizers.',
        es: 'Utilizar escaleras conformes a la norma CSA Z11 con zapatas antideslizantes; amarrar o sujetar la parte superior de la escalera e instalar estabilizadores.',
        de: 'Leitern verwenden, die CSA Z11 entsprechen und rutschhemmende Leiterfüße haben; das obere Leiterende anbinden oder sichern und Stabilisatoren anbringen.',
        pt: 'Usar escadas conformes à CSA Z11 com sapatas antiderrapantes; amarrar ou fixar o topo da escada e instalar estabilizadores.',
        zh: '使用符合 CSA Z11 并带防滑脚的梯子；绑扎或固定梯子顶端，并加装稳定器。',
        ja: 'CSA Z11に適合し、滑り止め付きの脚部を備えたはしごを使用します。はしごの上端を縛るか固定し、スタビライザーを取り付けます。',
      },
    },
    {
      id: 'inspect-ladder-tag',
      level: 'administrative',
      text: {
        fr: "Inspecter l'échelle avant chaque usage et retirer du service toute échelle endommagée; respecter l'inclinaison de 4 pour 1 et un dépassement d'environ 900 mm au-dessus du palier; maintenir trois points d'appui; former les utilisateurs.",
        en: 'Inspect the ladder before each use and tag out any damaged ladder; keep the 4-to-1 slope and about 900 mm extension above the landing; keep three points of contact; train users.',
        es: 'Inspeccionar la escalera antes de cada uso y retirar del servicio, etiquetándola, toda escalera dañada; respetar la inclinación de 4 a 1 y una prolongación de unos 900 mm por encima del punto de desembarco; mantener tres puntos de apoyo; formar a los usuarios.',
        de: 'Die Leiter vor jeder Benutzung prüfen und beschädigte Leitern gekennzeichnet der Benutzung entziehen; das Neigungsverhältnis von 4 zu 1 und einen Überstand von etwa 900 mm über die Austrittsstelle einhalten; stets drei Kontaktpunkte halten; die Benutzer unterweisen.',
        pt: 'Inspecionar a escada antes de cada uso e retirar de serviço, com etiqueta, qualquer escada danificada; manter a inclinação de 4 para 1 e uma extensão de cerca de 900 mm acima do patamar; manter três pontos de contato; treinar os usuários.',
        zh: '每次使用前检查梯子，损坏的梯子挂牌停用；保持 4:1 的斜度，梯子高出上部平台约 900 mm；保持三点接触；对使用人员进行培训。',
        ja: '使用前に毎回はしごを点検し、損傷したはしごには使用禁止の表示をして使用を中止します。4対1の勾配を守り、上端を昇降先の床面から約900 mm突出させます。三点支持を守り、使用者に教育を行います。',
      },
    },
    {
      id: 'safety-footwear-slip',
      level: 'ppe',
      text: {
        fr: "Chaussures de sécurité à semelle antidérapante; harnais relié à un ancrage lorsque la hauteur et la tâche l'exigent.",
        en: 'Safety footwear with slip-resistant soles; harness connected to an anchor where the height and task require it.',
        es: 'Calzado de seguridad con suela antideslizante; arnés conectado a un punto de anclaje cuando la altura y la tarea lo requieran.',
        de: 'Sicherheitsschuhe mit rutschhemmender Sohle; Auffanggurt an einem Anschlagpunkt, wenn Höhe und Tätigkeit dies erfordern.',
        pt: 'Calçado de segurança com solado antiderrapante; cinturão de segurança tipo paraquedas conectado a um ponto de ancoragem quando a altura e a tarefa o exigirem.',
        zh: '穿防滑底安全鞋；高度和作业需要时，佩戴连接挂点的安全带。',
        ja: '滑りにくい靴底の安全靴を着用します。高さや作業内容により必要な場合は、取付設備（アンカー）に接続したフルハーネスを使用します。',
      },
    },
  ],
  citations: [
    FALLS.qc,
    FALLS.qcHarness,
    FALLS.cstcAnchor,
    unconfirmed('QC', I.CSTC, 'ladders-access-height'),
    FALLS.onConstruction,
    unconfirmed('ON', I.ON_851, 'ladders-access-height'),
    FALLS.bc,
    FALLS.ab,
    FALLS.federal,
    FALLS.federalStructures,
    ...othersFalls('both'),
    FALLS.gb,
    FALLS.mx,
    FALLS.br,
  ],
  sectors: ['construction', 'professional_services', 'transportation_warehousing', 'manufacturing'],
};
