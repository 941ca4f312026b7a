import type { Hazard } from '../../types';
import { LOCKOUT } from '../rows-safety';
import { GUARDING_CITATIONS } from './shared-citations';

/** Unguarded conveyor (nip points). */
export const unguardedConveyor: Hazard = {
  id: 'unguarded-conveyor',
  family: 'machinery',
  name: {
    fr: 'Convoyeur sans protecteur (angles rentrants, points de coincement)',
    en: 'Unguarded conveyor (nip points)',
    es: 'Transportador sin resguardo (puntos de atrapamiento)',
    de: 'Förderer ohne Schutzeinrichtung (Einzugsstellen)',
    pt: 'Transportador sem proteção (pontos de aprisionamento)',
    zh: '无防护输送机（挤夹点）',
    ja: 'ガードのないコンベヤ（巻き込み箇所）',
  },
  description: {
    fr: "Accès aux angles rentrants entre la courroie et les tambours ou rouleaux, aux pignons et aux chaînes d'un convoyeur, surtout lors du nettoyage, du déblocage ou de l'entretien en marche : happement, écrasement, amputation, décès.",
    en: 'Access to the in-running nips between belt and pulleys or rollers, sprockets and chains of a conveyor, especially during cleaning, jam clearing or maintenance while running: drawing-in, crushing, amputation, death.',
    es: 'Acceso a los puntos de atrapamiento entre la banda y los tambores o rodillos, los piñones y las cadenas de un transportador, sobre todo durante la limpieza, el desatasco o el mantenimiento en marcha: arrastre, aplastamiento, amputación, muerte.',
    de: 'Zugang zu den Einzugsstellen zwischen Gurt und Trommeln oder Rollen, an Kettenrädern und Ketten eines Förderers, besonders beim Reinigen, Beseitigen von Störungen oder bei der Instandhaltung im laufenden Betrieb: Einziehen, Quetschen, Amputation, Tod.',
    pt: 'Acesso aos pontos de convergência entre correia e tambores ou roletes, rodas dentadas e correntes de um transportador, especialmente durante limpeza, desobstrução ou manutenção com o equipamento em movimento: arrastamento, esmagamento, amputação, morte.',
    zh: '可接触输送机皮带与滚筒或托辊之间、链轮与链条的卷入点，尤其是在运行中进行清扫、清堵或维修时：卷入、挤压、截肢、死亡。',
    ja: 'コンベヤのベルトとプーリーまたはローラーの間、スプロケットとチェーンの巻き込み点に、特に運転中の清掃、詰まり除去、保守の際に手が届き、巻き込まれ、はさまれ、切断、死亡に至るおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'design-modify-conveyor',
      level: 'elimination',
      text: {
        fr: 'Concevoir ou modifier le convoyeur pour supprimer le nettoyage et le déblocage manuels près des angles rentrants (racleurs et nettoyeurs de courroie automatiques, goulottes anti-bourrage).',
        en: 'Design or modify the conveyor to remove manual cleaning and jam clearing near nip points (automatic belt scrapers and cleaners, anti-jam chutes).',
        es: 'Diseñar o modificar el transportador para suprimir la limpieza y el desatasco manuales cerca de los puntos de atrapamiento (rascadores y limpiadores automáticos de banda, tolvas antiatascos).',
        de: 'Den Förderer so konstruieren oder umbauen, dass manuelles Reinigen und Beseitigen von Stauungen in der Nähe von Einzugsstellen entfallen (automatische Gurtabstreifer und -reiniger, verstopfungsarme Schurren).',
        pt: 'Projetar ou modificar o transportador para eliminar a limpeza e a desobstrução manuais perto dos pontos de convergência (raspadores e limpadores automáticos de correia, calhas antientupimento).',
        zh: '设计或改造输送机，消除卷入点附近的人工清扫和清堵（自动皮带刮板和清扫器、防堵溜槽）。',
        ja: '巻き込み点付近での手作業による清掃や詰まり除去をなくすよう、コンベヤを設計または改造します（自動ベルトスクレーパー・クリーナー、詰まり防止シュート）。',
      },
    },
    {
      id: 'fixed-guards-interlocked',
      level: 'engineering',
      text: {
        fr: "Installer des protecteurs fixes (démontables seulement à l'aide d'un outil) ou des protecteurs mobiles interverrouillés couvrant les angles rentrants des tambours, rouleaux de retour, pignons et chaînes, avec des ouvertures respectant les distances de sécurité (CSA Z432, ISO 13857).",
        en: 'Install fixed guards (removable only with a tool) or interlocked movable guards over the nips at pulleys, return rollers, sprockets and chains, with openings that respect safety distances (CSA Z432, ISO 13857).',
        es: 'Instalar resguardos fijos (desmontables solo con herramienta) o resguardos móviles con enclavamiento sobre los puntos de atrapamiento de tambores, rodillos de retorno, piñones y cadenas, con aberturas que respeten las distancias de seguridad (CSA Z432, ISO 13857).',
        de: 'Feststehende trennende Schutzeinrichtungen (nur mit Werkzeug abnehmbar) oder verriegelte bewegliche trennende Schutzeinrichtungen an den Einzugsstellen von Trommeln, Untergurtrollen, Kettenrädern und Ketten anbringen, deren Öffnungen die Sicherheitsabstände einhalten (CSA Z432, ISO 13857).',
        pt: 'Instalar proteções fixas (removíveis somente com ferramenta) ou proteções móveis intertravadas sobre os pontos de convergência dos tambores, roletes de retorno, rodas dentadas e correntes, com aberturas que respeitem as distâncias de segurança (CSA Z432, ISO 13857).',
        zh: '在滚筒、回程托辊、链轮和链条的卷入点安装固定式防护装置（只能用工具拆卸）或联锁活动式防护装置，开口须符合安全距离要求（CSA Z432、ISO 13857）。',
        ja: 'プーリー、リターンローラー、スプロケット、チェーンの巻き込み点を覆う固定式ガード（工具を使わなければ取り外せないもの）またはインターロック付き可動式ガードを設置し、開口部は安全距離（CSA Z432、ISO 13857）を満たすものとします。',
      },
      international: {
        fr: "Installer des protecteurs fixes (démontables seulement à l'aide d'un outil) ou des protecteurs mobiles interverrouillés couvrant les angles rentrants des tambours, rouleaux de retour, pignons et chaînes, avec des ouvertures respectant les distances de sécurité (ISO 13857, ISO 14120).",
        en: 'Install fixed guards (removable only with a tool) or interlocked movable guards over the nips at pulleys, return rollers, sprockets and chains, with openings that respect safety distances (ISO 13857, ISO 14120).',
        es: 'Instalar resguardos fijos (desmontables solo con herramienta) o resguardos móviles con enclavamiento sobre los puntos de atrapamiento de tambores, rodillos de retorno, piñones y cadenas, con aberturas que respeten las distancias de seguridad (ISO 13857, ISO 14120).',
        de: 'Feststehende trennende Schutzeinrichtungen (nur mit Werkzeug abnehmbar) oder verriegelte bewegliche trennende Schutzeinrichtungen an den Einzugsstellen von Trommeln, Untergurtrollen, Kettenrädern und Ketten anbringen, deren Öffnungen die Sicherheitsabstände einhalten (ISO 13857, ISO 14120).',
        pt: 'Instalar proteções fixas (removíveis somente com ferramenta) ou proteções móveis intertravadas sobre os pontos de convergência dos tambores, roletes de retorno, rodas dentadas e correntes, com aberturas que respeitem as distâncias de segurança (ISO 13857, ISO 14120).',
        zh: '在滚筒、回程托辊、链轮和链条的卷入点安装固定式防护装置（只能用工具拆卸）或联锁活动式防护装置，开口须符合安全距离要求（ISO 13857、ISO 14120）。',
        ja: 'プーリー、リターンローラー、スプロケット、チェーンの巻き込み点を覆う固定式ガード（工具を使わなければ取り外せないもの）またはインターロック付き可動式ガードを設置し、開口部は安全距離（ISO 13857、ISO 14120）を満たすものとします。',
      },
    },
    {
      id: 'emergency-pull-cord',
      level: 'engineering',
      text: {
        fr: "Installer un cordon d'arrêt d'urgence sur toute la longueur accessible et des arrêts d'urgence aux postes de travail; avertisseur de démarrage.",
        en: 'Fit an emergency pull cord along the whole accessible length and emergency stops at workstations; start-up warning.',
        es: 'Instalar un cable de parada de emergencia a lo largo de toda la longitud accesible y paradas de emergencia en los puestos de trabajo; aviso de puesta en marcha.',
        de: 'Eine Not-Halt-Reißleine über die gesamte zugängliche Länge und Not-Halt-Taster an den Arbeitsplätzen anbringen; Anlaufwarnung.',
        pt: 'Instalar um cabo de parada de emergência ao longo de toda a extensão acessível e botões de parada de emergência nos postos de trabalho; alarme de partida.',
        zh: '沿全部可接近长度设置急停拉绳，在作业岗位设置急停按钮；设置启动预警。',
        ja: '手の届く全長にわたって非常停止用プルコードを、作業位置には非常停止装置を設置します。始動警報装置を設けます。',
      },
    },
    {
      id: 'lock-out-cleaning',
      level: 'administrative',
      text: {
        fr: 'Appliquer le cadenassage avant tout nettoyage, déblocage ou entretien; interdire toute intervention sur un convoyeur en marche; vérifier les protecteurs à chaque quart; vêtements ajustés, cheveux attachés, pas de bijoux.',
        en: 'Lock out before any cleaning, jam clearing or maintenance; forbid work on a running conveyor; check guards every shift; close-fitting clothes, hair tied back, no jewellery.',
        es: 'Consignar antes de cualquier limpieza, desatasco o mantenimiento; prohibir intervenir en un transportador en marcha; comprobar los resguardos en cada turno; ropa ajustada, pelo recogido, sin joyas.',
        de: 'Vor jeder Reinigung, Störungsbeseitigung oder Instandhaltung gegen Wiedereinschalten sichern (LOTO); Arbeiten am laufenden Förderer verbieten; Schutzeinrichtungen in jeder Schicht prüfen; eng anliegende Kleidung, zusammengebundene Haare, kein Schmuck.',
        pt: 'Aplicar o bloqueio e etiquetagem antes de qualquer limpeza, desobstrução ou manutenção; proibir intervenções em transportador em movimento; verificar as proteções a cada turno; roupas justas, cabelos presos, sem adornos.',
        zh: '任何清扫、清堵或维修前实施上锁挂牌；禁止在运行中的输送机上作业；每班检查防护装置；穿紧身衣服，束起头发，不佩戴首饰。',
        ja: '清掃、詰まり除去、保守の前には必ずロックアウトします。運転中のコンベヤでの作業を禁止し、ガードを作業シフトごとに確認します。体に合った服装とし、髪はまとめ、装身具は着用しません。',
      },
    },
  ],
  citations: [...GUARDING_CITATIONS, LOCKOUT.qc],
  sectors: [
    'manufacturing',
    'transportation_warehousing',
    'mining_metals',
    'renewable_energy',
    'forestry_sawmills',
  ],
};
