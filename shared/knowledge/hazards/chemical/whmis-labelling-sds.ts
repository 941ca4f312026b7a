import type { Hazard } from '../../types';
import { WHMIS_CITATIONS } from './shared-citations';

/** Hazardous products without WHMIS label or safety data sheet. */
export const whmisLabellingSds: Hazard = {
  id: 'whmis-labelling-sds',
  family: 'chemical',
  name: {
    fr: 'Produits dangereux sans étiquette SIMDUT ou sans fiche de données de sécurité',
    en: 'Hazardous products without WHMIS label or safety data sheet',
    es: 'Productos peligrosos sin etiqueta WHMIS ni ficha de datos de seguridad',
    de: 'Gefahrstoffe ohne WHMIS-Kennzeichnung oder Sicherheitsdatenblatt',
    pt: 'Produtos perigosos sem rótulo WHMIS ou ficha com dados de segurança',
    zh: '危险化学品缺少WHMIS标签或安全数据表',
    ja: 'WHMISラベル・安全データシートのない危険有害物',
  },
  description: {
    fr: "Contenants non étiquetés (transvasements, vaporisateurs), fiches de données de sécurité absentes ou périmées, travailleurs non formés : exposition ou mélange dangereux faute d'information.",
    en: 'Unlabelled containers (decanted products, spray bottles), missing or outdated safety data sheets, untrained workers: exposure or dangerous mixing for lack of information.',
    es: 'Recipientes sin etiquetar (productos trasvasados, pulverizadores), fichas de datos de seguridad ausentes o desactualizadas, trabajadores sin formación: exposición o mezcla peligrosa por falta de información.',
    de: 'Nicht gekennzeichnete Behälter (umgefüllte Produkte, Sprühflaschen), fehlende oder veraltete Sicherheitsdatenblätter, nicht unterwiesene Beschäftigte: Exposition oder gefährliche Vermischung aus Mangel an Information.',
    pt: 'Recipientes sem rótulo (produtos transferidos, borrifadores), fichas de dados de segurança (FDS) ausentes ou desatualizadas, trabalhadores não treinados: exposição ou mistura perigosa por falta de informação.',
    zh: '容器无标签（分装产品、喷壶），安全技术说明书缺失或过期，人员未经培训：因信息缺失导致接触或危险混合。',
    ja: 'ラベルのない容器（小分けした製品、スプレーボトル）、備えられていないか古くなった安全データシート（SDS）、教育を受けていない作業者などにより、情報不足によるばく露や危険な混合が生じるおそれがあります。',
  },
  /** Outside Canada: the GHS as adopted in the country, not WHMIS. */
  international: {
    name: {
      fr: 'Produits dangereux sans étiquette SGH ou sans fiche de données de sécurité',
      en: 'Hazardous products without GHS label or safety data sheet',
      es: 'Productos peligrosos sin etiqueta SGA ni ficha de datos de seguridad',
      de: 'Gefahrstoffe ohne GHS-Kennzeichnung oder Sicherheitsdatenblatt',
      pt: 'Produtos perigosos sem rótulo GHS ou ficha com dados de segurança',
      zh: '危险化学品缺少GHS标签或安全数据表',
      ja: 'GHSラベル・安全データシートのない危険有害物',
    },
    description: {
      fr: "Contenants non étiquetés (transvasements, vaporisateurs), étiquettes non conformes au SGH tel qu'adopté dans le pays, fiches de données de sécurité absentes ou périmées, travailleurs non formés : exposition ou mélange dangereux faute d'information.",
      en: 'Unlabelled containers (decanted products, spray bottles), labels that do not follow the GHS as adopted in the country, missing or outdated safety data sheets, untrained workers: exposure or dangerous mixing for lack of information.',
      es: 'Recipientes sin etiquetar (productos trasvasados, pulverizadores), etiquetas que no siguen el SGA tal como se adoptó en el país, fichas de datos de seguridad ausentes o desactualizadas, trabajadores sin formación: exposición o mezcla peligrosa por falta de información.',
      de: 'Nicht gekennzeichnete Behälter (umgefüllte Produkte, Sprühflaschen), Etiketten, die nicht dem im Land übernommenen GHS entsprechen, fehlende oder veraltete Sicherheitsdatenblätter, nicht unterwiesene Beschäftigte: Exposition oder gefährliche Vermischung aus Mangel an Information.',
      pt: 'Recipientes sem rótulo (produtos transferidos, borrifadores), rótulos que não seguem o GHS conforme adotado no país, fichas de dados de segurança (FDS) ausentes ou desatualizadas, trabalhadores não treinados: exposição ou mistura perigosa por falta de informação.',
      zh: '容器无标签（分装产品、喷壶），标签不符合本国采用的GHS，安全技术说明书缺失或过期，人员未经培训：因信息缺失导致接触或危险混合。',
      ja: 'ラベルのない容器（小分けした製品、スプレーボトル）、国内で採用されているGHSに従っていないラベル、備えられていないか古くなった安全データシート（SDS）、教育を受けていない作業者などにより、情報不足によるばく露や危険な混合が生じるおそれがあります。',
    },
  },
  likelihood: 3,
  severity: 3,
  controls: [
    {
      id: 'inventory-products-safely',
      level: 'elimination',
      text: {
        fr: "Faire l'inventaire des produits et éliminer de façon sécuritaire ceux qui sont inutilisés, périmés ou en double.",
        en: 'Inventory products and safely dispose of those that are unused, expired or duplicated.',
        es: 'Inventariar los productos y eliminar de forma segura los que no se usan, están caducados o duplicados.',
        de: 'Eine Bestandsaufnahme der Produkte durchführen und ungenutzte, abgelaufene oder doppelt vorhandene Produkte sicher entsorgen.',
        pt: 'Fazer o inventário dos produtos e descartar com segurança os que não são utilizados, estão vencidos ou duplicados.',
        zh: '清点化学品，安全处置闲置、过期或重复的产品。',
        ja: '製品の棚卸しを行い、使用していないもの、期限切れのもの、重複しているものを安全に廃棄します。',
      },
    },
    {
      id: 'choose-least-hazardous',
      level: 'substitution',
      text: {
        fr: 'Avant tout achat, comparer les fiches de données de sécurité et choisir le produit le moins dangereux qui convient.',
        en: 'Before buying, compare safety data sheets and choose the least hazardous suitable product.',
        es: 'Antes de comprar, comparar las fichas de datos de seguridad y elegir el producto adecuado menos peligroso.',
        de: 'Vor dem Kauf die Sicherheitsdatenblätter vergleichen und das am wenigsten gefährliche geeignete Produkt wählen.',
        pt: 'Antes de comprar, comparar as fichas de dados de segurança e escolher o produto adequado menos perigoso.',
        zh: '采购前比较安全技术说明书，选择合适且危害最小的产品。',
        ja: '購入前に安全データシートを比較し、用途に合う最も危険性の低い製品を選定します。',
      },
    },
    {
      id: 'label-every-container',
      level: 'administrative',
      text: {
        fr: "S'assurer que chaque contenant porte l'étiquette du fournisseur ou une étiquette du lieu de travail (transvasements) et que les fiches de données de sécurité à jour sont accessibles aux postes de travail.",
        en: 'Make sure every container has the supplier label or a workplace label (decanted products) and that up-to-date safety data sheets are available at workstations.',
        es: 'Asegurarse de que cada recipiente lleve la etiqueta del proveedor o una etiqueta del lugar de trabajo (productos trasvasados) y de que las fichas de datos de seguridad actualizadas estén disponibles en los puestos de trabajo.',
        de: 'Sicherstellen, dass jeder Behälter das Etikett des Lieferanten oder ein betriebliches Etikett (umgefüllte Produkte) trägt und dass aktuelle Sicherheitsdatenblätter an den Arbeitsplätzen verfügbar sind.',
        pt: 'Garantir que todo recipiente tenha o rótulo do fornecedor ou um rótulo do local de trabalho (produtos transferidos) e que as fichas de dados de segurança atualizadas estejam disponíveis nos postos de trabalho.',
        zh: '确保每个容器都有供应商标签或工作场所标签（分装产品），作业岗位可获得最新的安全技术说明书。',
        ja: 'すべての容器に供給者ラベルまたは職場ラベル（小分けした製品）が付いていること、最新の安全データシートが作業場所で閲覧できることを確認します。',
      },
    },
    {
      id: 'train-workers-whmis',
      level: 'administrative',
      text: {
        fr: 'Former les travailleurs au SIMDUT (pictogrammes, mentions de danger, fiches de données de sécurité) et aux procédures propres au lieu de travail.',
        en: 'Train workers in WHMIS (pictograms, hazard statements, safety data sheets) and in workplace-specific procedures.',
        es: 'Formar a los trabajadores en el WHMIS (pictogramas, indicaciones de peligro, fichas de datos de seguridad) y en los procedimientos propios del lugar de trabajo.',
        de: 'Die Beschäftigten im WHMIS (Piktogramme, Gefahrenhinweise, Sicherheitsdatenblätter) und in den betriebsspezifischen Verfahren unterweisen.',
        pt: 'Treinar os trabalhadores no WHMIS (pictogramas, frases de perigo, fichas de dados de segurança) e nos procedimentos específicos do local de trabalho.',
        zh: '对工人进行 WHMIS（工作场所危险物料信息系统：象形图、危险说明、安全技术说明书）及本工作场所专用程序的培训。',
        ja: '作業者にWHMIS（絵表示、危険有害性情報、安全データシート）と職場固有の手順についての教育を行います。',
      },
      international: {
        fr: 'Former les travailleurs au système de communication des dangers en vigueur dans le pays, fondé sur le SGH (pictogrammes, mentions de danger, fiches de données de sécurité), et aux procédures propres au lieu de travail.',
        en: 'Train workers in the hazard communication system in force in the country, based on the GHS (pictograms, hazard statements, safety data sheets), and in workplace-specific procedures.',
        es: 'Formar a los trabajadores en el sistema de comunicación de peligros vigente en el país, basado en el SGA (pictogramas, indicaciones de peligro, fichas de datos de seguridad), y en los procedimientos propios del lugar de trabajo.',
        de: 'Die Beschäftigten in dem im Land geltenden, auf dem GHS beruhenden System der Gefahrenkommunikation (Piktogramme, Gefahrenhinweise, Sicherheitsdatenblätter) und in den betriebsspezifischen Verfahren unterweisen.',
        pt: 'Treinar os trabalhadores no sistema de comunicação de perigos em vigor no país, baseado no GHS (pictogramas, frases de perigo, fichas de dados de segurança), e nos procedimentos específicos do local de trabalho.',
        zh: '对工人进行本国现行的、基于GHS（全球化学品统一分类和标签制度）的危害信息传递制度（象形图、危险说明、安全技术说明书）及本工作场所专用程序的培训。',
        ja: '作業者に、国内で採用されているGHSに基づく危険有害性情報の伝達制度（絵表示、危険有害性情報、安全データシート）と職場固有の手順についての教育を行います。',
      },
    },
  ],
  citations: WHMIS_CITATIONS,
  sectors: [],
};
