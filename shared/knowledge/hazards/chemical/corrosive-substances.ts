import type { Hazard } from '../../types';
import { PPE_CANADA, PPE_INTERNATIONAL } from '../rows-health';
import { WHMIS_CITATIONS } from './shared-citations';

/** Corrosive products (acids, bases): chemical burns. */
export const corrosiveSubstances: Hazard = {
  id: 'corrosive-substances',
  family: 'chemical',
  name: {
    fr: 'Produits corrosifs (acides, bases) : brûlures chimiques',
    en: 'Corrosive products (acids, bases): chemical burns',
    es: 'Productos corrosivos (ácidos, bases): quemaduras químicas',
    de: 'Ätzende Stoffe (Säuren, Laugen): Verätzungen',
    pt: 'Produtos corrosivos (ácidos, bases): queimaduras químicas',
    zh: '腐蚀性物质（酸、碱）：化学灼伤',
    ja: '腐食性物質（酸・アルカリ）：化学熱傷',
  },
  description: {
    fr: 'Éclaboussure ou contact avec un acide ou une base lors du transvasement, de la dilution ou du nettoyage : brûlures de la peau, lésions oculaires permanentes.',
    en: 'Splash or contact with an acid or base while decanting, diluting or cleaning: skin burns, permanent eye damage.',
    es: 'Salpicadura o contacto con un ácido o una base durante el trasvase, la dilución o la limpieza: quemaduras en la piel, lesiones oculares permanentes.',
    de: 'Spritzer oder Kontakt mit einer Säure oder Lauge beim Umfüllen, Verdünnen oder Reinigen: Verätzungen der Haut, bleibende Augenschäden.',
    pt: 'Respingo ou contato com ácido ou base durante transferência, diluição ou limpeza: queimaduras na pele, lesões oculares permanentes.',
    zh: '分装、稀释或清洗时酸或碱溅出或接触：皮肤灼伤、永久性眼损伤。',
    ja: '小分け、希釈、清掃の際に酸やアルカリが飛散・接触し、皮膚の化学熱傷や永続的な眼の損傷が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'replace-less-concentrated',
      level: 'substitution',
      text: {
        fr: 'Remplacer par des produits moins concentrés ou moins corrosifs (nettoyants neutres, solutions prédiluées).',
        en: 'Replace with less concentrated or less corrosive products (neutral cleaners, pre-diluted solutions).',
        es: 'Sustituir por productos menos concentrados o menos corrosivos (limpiadores neutros, soluciones prediluidas).',
        de: 'Durch weniger konzentrierte oder weniger ätzende Produkte ersetzen (Neutralreiniger, vorverdünnte Lösungen).',
        pt: 'Substituir por produtos menos concentrados ou menos corrosivos (produtos de limpeza neutros, soluções pré-diluídas).',
        zh: '以浓度较低或腐蚀性较小的产品替代（中性清洁剂、预稀释溶液）。',
        ja: '濃度の低い製品や腐食性の低い製品（中性洗浄剤、あらかじめ希釈された溶液）に置き換えます。',
      },
    },
    {
      id: 'closed-dosing-transfer',
      level: 'engineering',
      text: {
        fr: "Systèmes fermés de dosage et de transvasement (pompes, robinets, doseurs) plutôt que le versement manuel; bacs de rétention; douche oculaire et douche d'urgence à proximité immédiate, vérifiées régulièrement.",
        en: 'Closed dosing and transfer systems (pumps, taps, dispensers) instead of manual pouring; spill containment; eyewash and emergency shower close by, regularly tested.',
        es: 'Sistemas cerrados de dosificación y trasvase (bombas, grifos, dosificadores) en lugar del vertido manual; cubetos de retención de derrames; lavaojos y ducha de emergencia cercanos, probados periódicamente.',
        de: 'Geschlossene Dosier- und Umfüllsysteme (Pumpen, Zapfhähne, Dosiergeräte) statt manuellem Umgießen; Auffangwannen; Augendusche und Notdusche in unmittelbarer Nähe, regelmäßig geprüft.',
        pt: 'Sistemas fechados de dosagem e transferência (bombas, torneiras, dosadores) em vez de despejo manual; contenção de derramamentos; lava-olhos e chuveiro de emergência próximos, testados regularmente.',
        zh: '采用密闭的计量和输送系统（泵、龙头、分配器）代替人工倾倒；设置泄漏围堵设施；在近处设置洗眼器和紧急喷淋装置，并定期测试。',
        ja: '手作業での注ぎ入れではなく、密閉式の計量・移送システム（ポンプ、コック、ディスペンサー）を使用します。漏えいの封じ込め措置を設け、すぐ近くに洗眼器と緊急シャワーを設置して定期的に点検します。',
      },
    },
    {
      id: 'store-acids-bases',
      level: 'administrative',
      text: {
        fr: 'Entreposer séparément acides et bases; étiqueter les contenants; procédure de déversement avec absorbants neutralisants; formation au SIMDUT.',
        en: 'Store acids and bases apart; label containers; spill procedure with neutralizing absorbents; WHMIS training.',
        es: 'Almacenar ácidos y bases por separado; etiquetar los recipientes; procedimiento de derrames con absorbentes neutralizantes; formación en el WHMIS.',
        de: 'Säuren und Laugen getrennt lagern; Behälter kennzeichnen; Verfahren für Leckagen mit neutralisierenden Bindemitteln; WHMIS-Unterweisung.',
        pt: 'Armazenar ácidos e bases separadamente; rotular os recipientes; procedimento para derramamentos com absorventes neutralizantes; treinamento no WHMIS.',
        zh: '酸和碱分开存放；容器加贴标签；制定使用中和吸附材料的泄漏处置程序；WHMIS 培训。',
        ja: '酸とアルカリは分けて保管し、容器にラベルを付けます。中和用吸収材を使った漏えい時の手順を定め、WHMISの教育を行います。',
      },
      international: {
        fr: 'Entreposer séparément acides et bases; étiqueter les contenants; procédure de déversement avec absorbants neutralisants; formation à la communication des dangers (SGH).',
        en: 'Store acids and bases apart; label containers; spill procedure with neutralizing absorbents; hazard communication training (GHS).',
        es: 'Almacenar ácidos y bases por separado; etiquetar los recipientes; procedimiento de derrames con absorbentes neutralizantes; formación en comunicación de peligros (SGA).',
        de: 'Säuren und Laugen getrennt lagern; Behälter kennzeichnen; Verfahren für Leckagen mit neutralisierenden Bindemitteln; Unterweisung in der Gefahrenkommunikation (GHS).',
        pt: 'Armazenar ácidos e bases separadamente; rotular os recipientes; procedimento para derramamentos com absorventes neutralizantes; treinamento em comunicação de perigos (GHS).',
        zh: '酸和碱分开存放；容器加贴标签；制定使用中和吸附材料的泄漏处置程序；危害信息传递（GHS）培训。',
        ja: '酸とアルカリは分けて保管し、容器にラベルを付けます。中和用吸収材を使った漏えい時の手順を定め、GHSに基づく危険有害性情報の伝達についての教育を行います。',
      },
    },
    {
      id: 'chemical-goggles-face',
      level: 'ppe',
      text: {
        fr: 'Lunettes étanches et écran facial, gants et tablier résistants au produit selon la fiche de données de sécurité.',
        en: 'Chemical goggles and face shield, gloves and apron resistant to the product as per the safety data sheet.',
        es: 'Gafas de protección química y pantalla facial, guantes y delantal resistentes al producto según la ficha de datos de seguridad.',
        de: 'Dicht schließende Schutzbrille (Korbbrille) und Gesichtsschutzschirm, gegen das Produkt beständige Handschuhe und Schürze gemäß Sicherheitsdatenblatt.',
        pt: 'Óculos de proteção contra respingos químicos e protetor facial, luvas e avental resistentes ao produto, conforme a ficha de dados de segurança.',
        zh: '按照安全技术说明书选用化学护目镜和面罩，以及耐该产品的手套和围裙。',
        ja: '安全データシートに従い、その製品に耐性のある化学用ゴーグルと防災面、手袋、エプロンを着用します。',
      },
    },
  ],
  citations: [...WHMIS_CITATIONS, ...PPE_CANADA, ...PPE_INTERNATIONAL],
  sectors: [
    'manufacturing',
    'professional_services',
    'mining_metals',
    'renewable_energy',
    'health_social',
    'food_accommodation',
  ],
};
