import type { Hazard } from '../../types';
import { general } from '../citations';
import { GUARDING } from '../rows-safety';
import { PPE_INTERNATIONAL, PPE_ON_BC_AB_FEDERAL } from '../rows-health';
import { TOOLS_SUBJECT } from './shared-citations';

/** Chainsaw: chain contact and kickback. */
export const chainsaw: Hazard = {
  id: 'chainsaw',
  family: 'hand_tools',
  name: {
    fr: 'Scie à chaîne : contact avec la chaîne et rebond',
    en: 'Chainsaw: chain contact and kickback',
    es: 'Motosierra: contacto con la cadena y rebote',
    de: 'Kettensäge: Kontakt mit der Sägekette und Rückschlag',
    pt: 'Motosserra: contato com a corrente e rebote',
    zh: '链锯：锯链接触与反弹',
    ja: 'チェーンソー：ソーチェーンへの接触・キックバック',
  },
  description: {
    fr: "Coupure grave par la chaîne, notamment lors d'un rebond lorsque le nez du guide touche un obstacle; risques associés de bruit et de vibrations.",
    en: 'Severe cut by the chain, especially on kickback when the guide bar nose touches an obstacle; related noise and vibration hazards.',
    es: 'Corte grave con la cadena, sobre todo por rebote cuando la punta de la espada toca un obstáculo; peligros asociados de ruido y vibraciones.',
    de: 'Schwere Schnittverletzung durch die Kette, besonders bei einem Rückschlag, wenn die Schienenspitze auf ein Hindernis trifft; damit verbundene Gefährdungen durch Lärm und Vibrationen.',
    pt: 'Corte grave pela corrente, especialmente no rebote, quando a ponta do sabre toca um obstáculo; riscos associados de ruído e vibração.',
    zh: '被锯链严重割伤，尤其是导板前端触碰障碍物引起反弹时；以及相关的噪声和振动危害。',
    ja: 'ソーチェーンにより重度の切創を負うおそれがあります。特にガイドバーの先端が障害物に触れたときのキックバックで発生します。騒音と振動による関連する危険も伴います。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'mechanized-equipment',
      level: 'substitution',
      text: {
        fr: 'Utiliser un équipement mécanisé (abatteuse, déchiqueteuse, sécateur sur perche) lorsque possible.',
        en: 'Use mechanized equipment (harvester, chipper, pole pruner) where possible.',
        es: 'Utilizar equipos mecanizados (cosechadora forestal, astilladora, podadora de pértiga) cuando sea posible.',
        de: 'Wo möglich mechanisierte Geräte verwenden (Harvester, Häcksler, Hochentaster).',
        pt: 'Usar equipamentos mecanizados (harvester, picador, podador de haste) sempre que possível.',
        zh: '在可能时使用机械化设备（采伐联合机、削片机、高枝剪）。',
        ja: '可能な場合は、機械化された設備（ハーベスタ、チッパー、高枝剪定機）を使用します。',
      },
    },
    {
      id: 'chain-brake-catcher',
      level: 'engineering',
      text: {
        fr: "Scie munie d'un frein de chaîne fonctionnel, d'un capteur de chaîne, d'un protège-main et d'un blocage de gâchette; chaîne à faible rebond.",
        en: 'Saw with a working chain brake, chain catcher, hand guard and throttle lockout; low-kickback chain.',
        es: 'Motosierra con freno de cadena operativo, captor de cadena, protector de mano y bloqueo del acelerador; cadena de bajo rebote.',
        de: 'Säge mit funktionsfähiger Kettenbremse, Kettenfangbolzen, Handschutz und Gashebelsperre; rückschlagarme Kette.',
        pt: 'Motosserra com freio de corrente funcionando, pino pega-corrente, protetor da mão e trava do acelerador; corrente de baixo rebote.',
        zh: '链锯配备有效的链制动器、断链挡杆、前手护板和油门锁；使用低反弹锯链。',
        ja: '正常に作動するチェーンブレーキ、チェーンキャッチャー、ハンドガード、スロットルロックアウトを備えたチェーンソーと、低キックバックチェーンを使用します。',
      },
    },
    {
      id: 'train-users-start',
      level: 'administrative',
      text: {
        fr: 'Formation des utilisateurs; démarrer au sol, frein engagé; ne jamais couper avec le nez du guide ni au-dessus des épaules; affûtage et tension de la chaîne vérifiés.',
        en: 'Train users; start on the ground with the brake on; never cut with the bar nose or above shoulder height; check sharpening and chain tension.',
        es: 'Formar a los usuarios; arrancar en el suelo con el freno accionado; no cortar nunca con la punta de la espada ni por encima de la altura de los hombros; comprobar el afilado y la tensión de la cadena.',
        de: 'Die Benutzer unterweisen; auf dem Boden mit eingelegter Kettenbremse starten; niemals mit der Schienenspitze oder über Schulterhöhe schneiden; Schärfe und Kettenspannung prüfen.',
        pt: 'Treinar os usuários; dar a partida no chão com o freio acionado; nunca cortar com a ponta do sabre nem acima da altura dos ombros; verificar a afiação e a tensão da corrente.',
        zh: '培训使用人员；在地面上并在链制动器接合状态下启动；严禁用导板前端或在肩部以上高度锯切；检查锯链锐度和张紧度。',
        ja: '使用者に教育を行います。始動は地面に置き、ブレーキをかけた状態で行います。ガイドバーの先端で切ったり、肩より高い位置で切ったりしません。目立てとチェーンの張りを確認します。',
      },
    },
    {
      id: 'cut-resistant-pants',
      level: 'ppe',
      text: {
        fr: 'Pantalon ou jambières anti-coupure, bottes avec protection anti-coupure, casque avec visière grillagée et protecteurs auditifs, gants.',
        en: 'Cut-resistant pants or chaps, boots with cut protection, hard hat with mesh visor and hearing protection, gloves.',
        es: 'Pantalón o perneras anticorte, botas con protección anticorte, casco con visera de malla y protectores auditivos, guantes.',
        de: 'Schnittschutzhose oder Schnittschutz-Beinlinge, Stiefel mit Schnittschutz, Schutzhelm mit Gittervisier und Gehörschutz, Handschuhe.',
        pt: 'Calça ou perneiras de proteção contra corte, botas com proteção contra corte, capacete com viseira de tela e protetor auditivo, luvas.',
        zh: '防切割裤或防切割护腿、防切割靴、带网状面罩和护听器的安全帽、手套。',
        ja: '切創防止用保護衣（防護ズボンまたはチャップス）、切創防止機能付きのブーツ、網状バイザーと防音保護具付きの保護帽、手袋を着用します。',
      },
    },
  ],
  citations: [...general(TOOLS_SUBJECT), ...PPE_ON_BC_AB_FEDERAL, GUARDING.gb, ...PPE_INTERNATIONAL],
  sectors: ['forestry_sawmills', 'professional_services'],
};
