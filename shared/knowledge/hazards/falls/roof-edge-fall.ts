import type { Hazard } from '../../types';
import { FALLS } from '../rows-safety';
import { INTERNATIONAL, othersFalls } from './shared-citations';

/** Fall from the edge of a roof or floor. */
export const roofEdgeFall: Hazard = {
  id: 'roof-edge-fall',
  family: 'falls',
  name: {
    fr: "Chute de hauteur en bordure d'un toit ou d'un plancher",
    en: 'Fall from the edge of a roof or floor',
    es: 'Caída desde el borde de un tejado o forjado',
    de: 'Absturz an Dachrändern oder Deckenkanten',
    pt: 'Queda da borda de telhado ou laje',
    zh: '屋面或楼板临边坠落',
    ja: '屋根・床の端部からの墜落',
  },
  description: {
    fr: "Travail près d'une rive non protégée (toit, dalle, plancher en construction, quai surélevé) exposant à une chute de hauteur, souvent de plus de 3 m et potentiellement mortelle.",
    en: 'Work near an unprotected edge (roof, slab, floor under construction, raised platform) exposing workers to a fall from height, often of more than 3 m and potentially fatal.',
    es: 'Trabajo cerca de un borde sin protección (cubierta, forjado, planta en construcción, plataforma elevada) que expone a los trabajadores a una caída de altura, a menudo de más de 3 m y potencialmente mortal.',
    de: 'Arbeiten in der Nähe einer ungesicherten Absturzkante (Dach, Deckenplatte, Geschossdecke im Rohbau, erhöhte Plattform), an der Beschäftigte abstürzen können, oft aus mehr als 3 m Höhe und mit möglicher Todesfolge.',
    pt: 'Trabalho próximo a uma borda desprotegida (telhado, laje, piso em construção, plataforma elevada) que expõe os trabalhadores a queda de altura, frequentemente de mais de 3 m e potencialmente fatal.',
    zh: '在无防护的临边附近作业（屋面、楼板、施工中的楼层、高架平台），作业人员面临高处坠落风险，坠落高度常超过 3 m，可能致命。',
    ja: '保護されていない端部（屋根、スラブ、建設中の床、高床のプラットフォーム）の近くでの作業により、高所から墜落するおそれがあります。墜落高さが3 mを超えることも多く、死亡につながるおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'design-out-edge',
      level: 'elimination',
      text: {
        fr: 'Supprimer le travail en bordure dès la conception : équipements de toiture éloignés des rives, préfabrication au sol, parapets ou garde-corps permanents intégrés au bâtiment.',
        en: 'Design out edge work: rooftop equipment set back from edges, prefabrication at ground level, permanent parapets or guardrails built into the building.',
        es: 'Eliminar desde el diseño el trabajo en bordes: equipos de cubierta retirados de los bordes, prefabricación a nivel del suelo, petos o barandillas permanentes integrados en el edificio.',
        de: 'Arbeiten an Absturzkanten bereits in der Planung vermeiden: Dachaufbauten mit Abstand zu den Kanten, Vorfertigung am Boden, dauerhafte Attiken oder Geländer als Teil des Gebäudes.',
        pt: 'Eliminar o trabalho na borda desde o projeto: equipamentos de cobertura afastados das bordas, pré-fabricação no nível do solo, platibandas ou guarda-corpos permanentes incorporados à edificação.',
        zh: '在设计阶段消除临边作业：屋面设备远离临边布置，在地面预制，建筑物设置永久性女儿墙或防护栏杆。',
        ja: '設計段階で端部での作業をなくします。屋上設備を端部から離して配置する、地上でプレハブ化する、恒久的なパラペットや手すりを建物に組み込むなどの方法があります。',
      },
    },
    {
      id: 'guardrails-along-edge',
      level: 'engineering',
      text: {
        fr: 'Installer des garde-corps (lisse supérieure, lisse intermédiaire et plinthe) le long de toutes les rives exposant à une chute; à défaut, des filets de sécurité sous la zone de travail.',
        en: 'Install guardrails (top rail, mid rail and toe board) along every edge exposing workers to a fall; otherwise, safety nets below the work area.',
        es: 'Instalar barandillas (pasamanos, barra intermedia y rodapié) a lo largo de todo borde que exponga a los trabajadores a una caída; en su defecto, redes de seguridad bajo la zona de trabajo.',
        de: 'Seitenschutz (Geländerholm, Zwischenholm und Bordbrett) an allen Kanten mit Absturzgefahr anbringen; andernfalls Auffangnetze unterhalb des Arbeitsbereichs.',
        pt: 'Instalar guarda-corpos (travessão superior, travessão intermediário e rodapé) ao longo de todas as bordas que expõem os trabalhadores a queda; na impossibilidade, redes de segurança sob a área de trabalho.',
        zh: '在所有可能导致坠落的临边设置防护栏杆（顶部栏杆、中间栏杆和挡脚板）；无法设置时，在作业区下方张挂安全网。',
        ja: '墜落のおそれのあるすべての端部に沿って手すり（上桟、中桟および幅木）を設置します。設置できない場合は、作業箇所の下に安全ネット（防網）を張ります。',
      },
    },
    {
      id: 'prepare-fall-protection',
      level: 'administrative',
      text: {
        fr: "Établir un plan de protection contre les chutes et une procédure de sauvetage; délimiter une zone d'accès restreint à distance de la rive par une ligne d'avertissement; former et superviser les travailleurs.",
        en: 'Prepare a fall protection plan and a rescue procedure; mark a restricted zone back from the edge with a warning line; train and supervise workers.',
        es: 'Elaborar un plan de protección contra caídas y un procedimiento de rescate; delimitar una zona de acceso restringido retirada del borde mediante una línea de advertencia; formar y supervisar a los trabajadores.',
        de: 'Ein Absturzschutzkonzept und ein Rettungskonzept erstellen; einen Bereich mit beschränktem Zutritt im Abstand zur Kante durch eine Warnlinie abgrenzen; die Beschäftigten unterweisen und beaufsichtigen.',
        pt: 'Elaborar um plano de proteção contra quedas e um procedimento de resgate; demarcar uma área de acesso restrito afastada da borda com uma linha de advertência; treinar e supervisionar os trabalhadores.',
        zh: '制定坠落防护方案和救援程序；用警戒线在距临边一定距离处划定限制区；对作业人员进行培训和监督。',
        ja: '墜落防止計画と救助手順を作成します。端部から離れた位置に警告ラインを設けて立入制限区域を区画し、作業者への教育と監督を行います。',
      },
    },
    {
      id: 'harness-fall-arrest',
      level: 'ppe',
      text: {
        fr: "Lorsque la protection collective est impossible : harnais de sécurité relié par un absorbeur d'énergie ou une ligne de vie à un ancrage conçu à cet effet (système d'arrêt de chute ou de retenue).",
        en: 'Where collective protection is impossible: full-body harness connected through an energy absorber or lifeline to an engineered anchor (fall-arrest or travel-restraint system).',
        es: 'Cuando la protección colectiva sea imposible: arnés anticaídas conectado mediante un absorbedor de energía o una línea de vida a un anclaje diseñado para ello (sistema anticaídas o sistema de retención).',
        de: 'Wo kollektiver Schutz nicht möglich ist: Auffanggurt, über einen Falldämpfer oder ein Sicherungsseil mit einer dafür bemessenen Anschlageinrichtung verbunden (Auffangsystem oder Rückhaltesystem).',
        pt: 'Quando a proteção coletiva for impossível: cinturão de segurança tipo paraquedas conectado, por meio de absorvedor de energia ou linha de vida, a um ponto de ancoragem projetado (sistema de retenção de queda ou de restrição de movimentação).',
        zh: '无法采取集体防护时：全身式安全带经缓冲器或生命线连接至经设计的挂点（坠落悬挂或区域限制系统）。',
        ja: '集団的な保護措置が不可能な場合は、ショックアブソーバまたはライフラインを介して、そのために設計された取付設備（アンカー）に接続したフルハーネス型墜落制止用器具を使用します（墜落阻止方式または行動範囲制限方式）。',
      },
    },
  ],
  citations: [
    FALLS.qc,
    FALLS.qcRescue,
    FALLS.cstcNet,
    FALLS.cstcAnchor,
    FALLS.onGuardrails,
    FALLS.onConstruction,
    FALLS.bc,
    FALLS.bcPart4,
    FALLS.ab,
    FALLS.federal,
    ...othersFalls('both'),
    ...INTERNATIONAL,
  ],
  sectors: ['construction', 'renewable_energy'],
};
