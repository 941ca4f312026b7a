import type { Hazard } from '../../types';
import { FIRE_CITATIONS } from './shared-citations';

/** Hot work: fire and explosion. */
export const hotWorkIgnition: Hazard = {
  id: 'hot-work-ignition',
  family: 'hot_work',
  name: {
    fr: 'Travail à chaud : incendie et explosion',
    en: 'Hot work: fire and explosion',
    es: 'Trabajos en caliente: incendio y explosión',
    de: 'Feuergefährliche Arbeiten: Brand und Explosion',
    pt: 'Trabalho a quente: incêndio e explosão',
    zh: '动火作业：火灾与爆炸',
    ja: '火気使用作業：火災・爆発',
  },
  description: {
    fr: 'Soudage, coupage, meulage ou brasage près de matières combustibles ou sur des contenants ayant contenu des produits inflammables : incendie différé, explosion, brûlures.',
    en: 'Welding, cutting, grinding or brazing near combustible materials or on containers that held flammable products: delayed fire, explosion, burns.',
    es: 'Soldadura, oxicorte, amolado o soldadura fuerte cerca de materiales combustibles o sobre recipientes que contuvieron productos inflamables: incendio diferido, explosión, quemaduras.',
    de: 'Schweißen, Schneiden, Schleifen oder Hartlöten in der Nähe brennbarer Materialien oder an Behältern, die entzündbare Produkte enthielten: verzögert ausbrechender Brand, Explosion, Verbrennungen.',
    pt: 'Soldagem, corte, esmerilhamento ou brasagem perto de materiais combustíveis ou em recipientes que contiveram produtos inflamáveis: incêndio retardado, explosão, queimaduras.',
    zh: '在可燃物附近或在盛装过易燃物品的容器上进行焊接、切割、打磨或钎焊：迟发性火灾、爆炸、烧伤。',
    ja: '可燃物の近くや、引火性の製品が入っていた容器に対して溶接、溶断、研削、ろう付けを行うと、時間がたってから出火する火災、爆発、熱傷のおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'avoid-hot-work',
      level: 'elimination',
      text: {
        fr: 'Éviter le travail à chaud : assemblage mécanique (boulonnage), coupe à froid (scie, cisaille hydraulique) ou déplacement de la pièce vers un atelier de soudage désigné.',
        en: 'Avoid hot work: mechanical joining (bolting), cold cutting (saw, hydraulic shears) or moving the part to a designated welding shop.',
        es: 'Evitar los trabajos en caliente: unión mecánica (atornillado), corte en frío (sierra, cizalla hidráulica) o traslado de la pieza a un taller de soldadura designado.',
        de: 'Heißarbeiten vermeiden: mechanisches Verbinden (Verschrauben), Kaltschneiden (Säge, hydraulische Schere) oder Verbringen des Werkstücks in eine ausgewiesene Schweißwerkstatt.',
        pt: 'Evitar o trabalho a quente: união mecânica (aparafusamento), corte a frio (serra, tesoura hidráulica) ou transferência da peça para uma oficina de soldagem designada.',
        zh: '避免动火作业：采用机械连接（螺栓连接）、冷切割（锯、液压剪）或将工件移至指定的焊接车间。',
        ja: '火気使用作業を避けます。機械的接合（ボルト締め）、冷間切断（のこぎり、油圧カッター）、指定された溶接作業場への部材の移動などの方法をとります。',
      },
    },
    {
      id: 'remove-protect-combustibles',
      level: 'engineering',
      text: {
        fr: "Retirer ou protéger les matières combustibles dans un rayon d'environ 11 m (couvertures et écrans ignifuges), obturer les ouvertures; dégazer et inerter les contenants ayant contenu des produits inflammables.",
        en: 'Remove or protect combustibles within about 11 m (fire blankets and screens), seal openings; purge and inert containers that held flammable products.',
        es: 'Retirar o proteger los materiales combustibles en un radio de unos 11 m (mantas y pantallas ignífugas), sellar las aberturas; purgar e inertizar los recipientes que contuvieron productos inflamables.',
        de: 'Brennbare Materialien im Umkreis von etwa 11 m entfernen oder schützen (Brandschutzdecken und -schirme), Öffnungen abdichten; Behälter, die entzündbare Produkte enthielten, spülen und inertisieren.',
        pt: 'Remover ou proteger os combustíveis num raio de cerca de 11 m (mantas e anteparos antichama), vedar as aberturas; purgar e inertizar os recipientes que contiveram produtos inflamáveis.',
        zh: '清除或防护约 11 m 范围内的可燃物（防火毯和防火屏），封堵开口；对盛装过易燃物品的容器进行吹扫和惰化。',
        ja: '約11 mの範囲内の可燃物を除去または保護し（防火シート・防火スクリーン）、開口部をふさぎます。引火性の製品が入っていた容器はパージして不活性化します。',
      },
    },
    {
      id: 'hot-work-permit',
      level: 'administrative',
      text: {
        fr: 'Permis de travail à chaud délivré par une personne autorisée; mesure des gaz inflammables au besoin; surveillance incendie pendant les travaux et au moins 60 minutes après; extincteur à portée de main.',
        en: 'Hot work permit issued by an authorized person; flammable gas testing where needed; fire watch during the work and for at least 60 minutes after; extinguisher at hand.',
        es: 'Permiso de trabajos en caliente expedido por una persona autorizada; medición de gases inflamables cuando sea necesario; vigilancia contra incendios durante los trabajos y al menos 60 minutos después; extintor a mano.',
        de: 'Erlaubnisschein für Heißarbeiten, ausgestellt von einer befugten Person; Messung entzündbarer Gase, wo erforderlich; Brandwache während der Arbeiten und mindestens 60 Minuten danach; Feuerlöscher griffbereit.',
        pt: 'Permissão de trabalho a quente emitida por pessoa autorizada; medição de gases inflamáveis quando necessário; vigia de incêndio durante o trabalho e por no mínimo 60 minutos depois; extintor à mão.',
        zh: '由授权人员签发动火作业许可证；必要时检测可燃气体；作业期间及作业后至少 60 分钟安排动火监护；灭火器放在伸手可及处。',
        ja: '権限を与えられた者が発行する火気使用作業許可を用います。必要に応じて可燃性ガスを測定し、作業中と作業後少なくとも60分間は火気監視人を配置し、消火器を手元に置きます。',
      },
    },
    {
      id: 'flame-resistant-clothing',
      level: 'ppe',
      text: {
        fr: 'Vêtements ignifuges, gants de soudeur, masque de soudeur ou lunettes de coupage.',
        en: 'Flame-resistant clothing, welding gloves, welding helmet or cutting goggles.',
        es: 'Ropa ignífuga, guantes de soldador, pantalla de soldador o gafas de oxicorte.',
        de: 'Flammhemmende Kleidung, Schweißerhandschuhe, Schweißerschutzhelm oder Schutzbrille für Brennschneiden.',
        pt: 'Vestimenta resistente a chamas, luvas de soldador, máscara de solda ou óculos para corte.',
        zh: '阻燃服、焊工手套、焊接面罩或切割护目镜。',
        ja: '難燃性の服、溶接用手袋、溶接用保護面または溶断用保護めがねを着用します。',
      },
    },
  ],
  citations: FIRE_CITATIONS,
  sectors: ['construction', 'manufacturing', 'mining_metals', 'renewable_energy'],
  relatedFamilies: ['fire_explosion'],
};
