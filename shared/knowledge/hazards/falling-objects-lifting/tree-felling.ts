import type { Hazard } from '../../types';
import { general } from '../citations';
import { PPE_INTERNATIONAL, PPE_ON_BC_AB_FEDERAL } from '../rows-health';

/** Struck by a tree or branch during felling. */
export const treeFelling: Hazard = {
  id: 'tree-felling',
  family: 'falling_objects',
  name: {
    fr: "Être frappé par un arbre ou une branche lors de l'abattage",
    en: 'Struck by a tree or branch during felling',
    es: 'Golpe por árbol o rama durante la tala',
    de: 'Getroffenwerden durch Baum oder Ast beim Fällen',
    pt: 'Atingimento por árvore ou galho durante a derrubada',
    zh: '伐木时被树木或树枝击中',
    ja: '伐木作業中の樹木・枝による激突され',
  },
  description: {
    fr: "Abattage manuel ou élagage : chute imprévue de l'arbre, d'un chicot ou d'une branche morte, arbre encroué qui se dégage, rebond de la bille.",
    en: 'Manual felling or pruning: tree, snag or dead branch falling unexpectedly, hung-up tree coming loose, log kicking back.',
    es: 'Tala manual o poda: caída imprevista del árbol, de un árbol muerto en pie o de una rama seca, árbol enganchado que se suelta, rebote del tronco.',
    de: 'Motormanuelle Baumfällung oder Baumschnitt: unerwartet fallender Baum, Dürrständer oder Totast, sich lösender hängengebliebener Baum, zurückschlagender Stamm.',
    pt: 'Corte manual de árvores ou poda: queda inesperada da árvore, de árvore morta em pé ou de galho seco, árvore engastalhada que se solta, rebote do tronco.',
    zh: '人工采伐或修枝：树木、枯立木或枯枝意外倒落，搭挂树突然松脱，原木反弹。',
    ja: '手作業による伐木や剪定の際に、樹木、枯損木、枯れ枝が予期せず落下したり、かかり木が外れたり、丸太が跳ね返ったりするおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'prefer-mechanized-felling',
      level: 'substitution',
      text: {
        fr: "Privilégier l'abattage mécanisé (abatteuse) ou le démantèlement par nacelle ou grue pour les arbres dangereux ou proches des bâtiments.",
        en: 'Prefer mechanized felling (feller buncher) or dismantling from an aerial lift or crane for hazardous trees or those near buildings.',
        es: 'Preferir la tala mecanizada (taladora-apiladora) o el desmontaje desde plataforma elevadora o grúa para los árboles peligrosos o próximos a edificios.',
        de: 'Bei gefährlichen oder gebäudenahen Bäumen die maschinelle Fällung (Fäller-Bündler) oder die Abtragung mit Hubarbeitsbühne oder Kran vorziehen.',
        pt: 'Preferir o corte mecanizado (feller buncher) ou o desmonte a partir de plataforma elevatória ou guindaste para árvores perigosas ou próximas a edificações.',
        zh: '对危险树木或靠近建筑物的树木，优先采用机械化采伐（伐木归堆机），或借助高空作业平台或起重机分段拆除。',
        ja: '危険木や建物に近い樹木については、機械による伐木（フェラーバンチャ）や、高所作業車またはクレーンを使った分割伐採を優先します。',
      },
    },
    {
      id: 'forestry-machines-falling',
      level: 'engineering',
      text: {
        fr: "Engins forestiers munis d'une cabine protégée contre la chute d'objets et le renversement; utiliser coins, treuil ou tire-fort pour diriger la chute et dégager un arbre encroué.",
        en: 'Forestry machines with falling-object and rollover protective cabs; use wedges, a winch or a come-along to direct the fall and free a hung-up tree.',
        es: 'Máquinas forestales con cabina protegida contra la caída de objetos y el vuelco; utilizar cuñas, un cabrestante o un tráctel para dirigir la caída y liberar un árbol enganchado.',
        de: 'Forstmaschinen mit Kabinen mit Schutz gegen herabfallende Gegenstände und Überrollschutz (FOPS/ROPS); Fällkeile, Seilwinde oder Seilzug verwenden, um die Fallrichtung zu bestimmen und einen hängengebliebenen Baum zu lösen.',
        pt: 'Máquinas florestais com cabine protegida contra queda de objetos e capotamento; usar cunhas, guincho ou tirfor para direcionar a queda e soltar uma árvore engastalhada.',
        zh: '林业机械配备防落物和防翻滚保护驾驶室；使用楔子、绞盘或手扳葫芦控制倒向并解脱搭挂树。',
        ja: '落下物保護構造と転倒時保護構造を備えたキャビン付きの林業機械を使用します。伐倒方向の制御やかかり木の処理には、くさび、ウインチ、手動ウインチを使用します。',
      },
    },
    {
      id: 'assess-tree-felling',
      level: 'administrative',
      text: {
        fr: "Évaluer chaque arbre avant l'abattage (chicots, branches mortes, inclinaison, vent), dégager deux voies de retraite, tenir toute personne hors d'une zone d'au moins deux fois la hauteur de l'arbre; abatteurs formés, jamais seuls.",
        en: 'Assess each tree before felling (snags, dead limbs, lean, wind), clear two escape routes, keep everyone outside a zone of at least twice the tree height; trained fallers, never alone.',
        es: 'Evaluar cada árbol antes de la tala (árboles muertos en pie, ramas secas, inclinación, viento), despejar dos vías de escape, mantener a todas las personas fuera de una zona de al menos el doble de la altura del árbol; taladores formados, nunca solos.',
        de: 'Jeden Baum vor der Fällung beurteilen (Dürrständer, Totäste, Neigung, Wind), zwei Rückweichen freimachen, alle Personen außerhalb eines Bereichs von mindestens der doppelten Baumlänge halten; nur ausgebildete Baumfäller, nie allein.',
        pt: 'Avaliar cada árvore antes do corte (árvores mortas em pé, galhos secos, inclinação, vento), abrir duas rotas de fuga, manter todas as pessoas fora de uma área de no mínimo duas vezes a altura da árvore; motosserristas treinados, nunca sozinhos.',
        zh: '采伐前逐株评估（枯立木、枯枝、倾斜、风况），清理两条撤离路线，所有人员须位于至少两倍树高的范围之外；由经过培训的伐木工作业，严禁单人作业。',
        ja: '伐倒前に各樹木を評価し（枯損木、枯れ枝、傾き、風）、2方向の退避経路を確保し、樹高の2倍以上の範囲内に人がいないようにします。伐木は教育を受けた作業者が行い、決して単独で作業させません。',
      },
    },
    {
      id: 'hard-hat-visor',
      level: 'ppe',
      text: {
        fr: 'Casque avec visière et protecteurs auditifs, pantalon ou jambières anti-coupure, bottes de sécurité, vêtements à haute visibilité.',
        en: 'Hard hat with visor and hearing protection, cut-resistant pants or chaps, safety boots, high-visibility clothing.',
        es: 'Casco con visera y protectores auditivos, pantalón o perneras anticorte, botas de seguridad, ropa de alta visibilidad.',
        de: 'Schutzhelm mit Visier und Gehörschutz, Schnittschutzhose oder Schnittschutz-Beinlinge, Sicherheitsstiefel, Warnkleidung.',
        pt: 'Capacete com viseira e protetor auditivo, calça ou perneiras de proteção contra corte, botas de segurança, vestimenta de alta visibilidade.',
        zh: '带面罩和护听器的安全帽、防切割裤或防切割护腿、安全靴、高可视性警示服。',
        ja: 'バイザーと防音保護具付きの保護帽、切創防止用保護衣（防護ズボンまたはチャップス）、安全靴、高視認性の服を着用します。',
      },
    },
  ],
  citations: [...general('tree-felling-forestry-work'), ...PPE_ON_BC_AB_FEDERAL, ...PPE_INTERNATIONAL],
  sectors: ['forestry_sawmills', 'professional_services'],
};
