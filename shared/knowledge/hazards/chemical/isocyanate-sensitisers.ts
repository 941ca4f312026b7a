import type { Hazard } from '../../types';
import { PPE, RESPIRATORY_CANADA } from '../rows-health';
import { WHMIS_CITATIONS } from './shared-citations';

/** Isocyanates and other respiratory sensitisers: occupational asthma. */
export const isocyanateSensitisers: Hazard = {
  id: 'isocyanate-sensitisers',
  family: 'chemical',
  name: {
    fr: 'Isocyanates et sensibilisants respiratoires (asthme professionnel)',
    en: 'Isocyanates and respiratory sensitisers (occupational asthma)',
    es: 'Isocianatos y sensibilizantes respiratorios (asma laboral)',
    de: 'Isocyanate und atemwegssensibilisierende Stoffe (Berufsasthma)',
    pt: 'Isocianatos e sensibilizantes respiratórios (asma ocupacional)',
    zh: '异氰酸酯及呼吸道致敏物（职业性哮喘）',
    ja: 'イソシアネート類・呼吸器感作性物質（職業性ぜん息）',
  },
  description: {
    fr: "Pulvérisation de peintures et de vernis polyuréthanes bicomposants (2K), application de mousse de polyuréthane ou d'adhésifs, cuisson et chauffage de ces produits : les aérosols et les vapeurs d'isocyanates sensibilisent les voies respiratoires et la peau; une fois le travailleur sensibilisé, une très faible exposition peut déclencher un asthme professionnel, parfois grave et permanent.",
    en: 'Spraying two-component (2K) polyurethane paints and clear coats, applying polyurethane foam or adhesives, curing and heating these products: isocyanate aerosols and vapours sensitise the airways and the skin; once a worker is sensitised, a very small exposure can trigger occupational asthma, sometimes severe and permanent.',
    es: 'Pulverización de pinturas y barnices de poliuretano de dos componentes (2K), aplicación de espuma de poliuretano o de adhesivos, curado y calentamiento de estos productos: los aerosoles y vapores de isocianatos sensibilizan las vías respiratorias y la piel; una vez sensibilizado el trabajador, una exposición muy pequeña puede desencadenar un asma laboral, a veces grave y permanente.',
    de: 'Spritzen von 2K-Polyurethanlacken und -Klarlacken, Verarbeiten von PU-Schaum oder -Klebstoffen, Aushärten und Erhitzen dieser Produkte: Isocyanat-Aerosole und -Dämpfe sensibilisieren Atemwege und Haut; ist eine Person einmal sensibilisiert, kann schon eine sehr geringe Exposition ein Berufsasthma auslösen, das manchmal schwer verläuft und bleibt.',
    pt: 'Pulverização de tintas e vernizes de poliuretano bicomponentes (2K), aplicação de espuma de poliuretano ou de adesivos, cura e aquecimento desses produtos: aerossóis e vapores de isocianatos sensibilizam as vias respiratórias e a pele; depois que o trabalhador está sensibilizado, uma exposição muito pequena pode desencadear asma ocupacional, às vezes grave e permanente.',
    zh: '喷涂双组分（2K）聚氨酯涂料和清漆、施工聚氨酯泡沫或胶粘剂、固化和加热此类产品：异氰酸酯气溶胶和蒸气可使呼吸道和皮肤致敏；劳动者一旦致敏，极低的接触即可诱发职业性哮喘，有时病情严重且不可逆。',
    ja: '2液形（2K）ポリウレタン塗料やクリヤーの吹付け、ポリウレタンフォームや接着剤の施工、これらの製品の硬化・加熱の作業では、イソシアネートのエアロゾルや蒸気が気道と皮膚を感作します。いったん感作されると、ごく微量のばく露でも職業性ぜん息が誘発され、重症化したり治らなかったりすることがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'isocyanate-free-products',
      level: 'substitution',
      text: {
        fr: "Remplacer par des produits sans isocyanates (peintures et adhésifs à l'eau ou d'une autre chimie) ou par des méthodes d'application moins émissives (pinceau ou rouleau plutôt que pulvérisation).",
        en: 'Replace with isocyanate-free products (water-based or other non-isocyanate coatings and adhesives) or with lower-emission application methods (brush or roller instead of spraying).',
        es: 'Sustituir por productos sin isocianatos (pinturas y adhesivos al agua o de otra química) o por métodos de aplicación que emitan menos (brocha o rodillo en lugar de pulverización).',
        de: 'Durch isocyanatfreie Produkte (wasserbasierte oder andere isocyanatfreie Lacke und Klebstoffe) oder durch emissionsärmere Auftragsverfahren (Streichen oder Rollen statt Spritzen) ersetzen.',
        pt: 'Substituir por produtos sem isocianatos (tintas e adesivos à base de água ou de outra química) ou por métodos de aplicação com menor emissão (pincel ou rolo em vez de pulverização).',
        zh: '以不含异氰酸酯的产品（水性或其他非异氰酸酯体系的涂料和胶粘剂）替代，或改用逸散较少的施工方法（刷涂或辊涂代替喷涂）。',
        ja: 'イソシアネートを含まない製品（水性塗料や、イソシアネート系以外の塗料・接着剤）に置き換えるか、発散の少ない塗装方法（吹付けではなくはけ塗りやローラー塗り）に変更します。',
      },
    },
    {
      id: 'spray-booth-interlocked',
      level: 'engineering',
      text: {
        fr: "Pulvériser uniquement dans une cabine ou une salle de peinture fermée dotée d'une ventilation par extraction fonctionnelle, au débit vérifié, avec un calendrier de changement des filtres; interverrouillage empêchant le pistolet de fonctionner sans ventilation; garder la cabine fermée pendant le temps d'évacuation après la pulvérisation.",
        en: 'Spray only in an enclosed spray booth or room with working extraction, checked airflow and a filter-change schedule; interlock so the spray gun cannot operate without ventilation; keep the booth closed during the clearance time after spraying.',
        es: 'Pulverizar solo en una cabina o sala de pintura cerrada con extracción en funcionamiento, caudal comprobado y un calendario de cambio de filtros; enclavamiento que impida el funcionamiento de la pistola sin ventilación; mantener la cabina cerrada durante el tiempo de barrido tras la pulverización.',
        de: 'Nur in einer geschlossenen Spritzkabine oder einem Spritzraum mit funktionierender Absaugung, geprüftem Luftvolumenstrom und festgelegten Filterwechseln spritzen; Verriegelung, damit die Spritzpistole ohne Lüftung nicht betrieben werden kann; die Kabine nach dem Spritzen während der Nachlaufzeit geschlossen halten.',
        pt: 'Pulverizar somente em cabine ou sala de pintura fechada, com exaustão em funcionamento, vazão verificada e cronograma de troca de filtros; intertravamento que impeça o funcionamento da pistola sem ventilação; manter a cabine fechada durante o tempo de purga após a pulverização.',
        zh: '仅在封闭式喷漆房或喷漆间内喷涂，排风系统正常运行、风量经过检测，并按计划更换过滤器；设置联锁，通风未运行时喷枪无法工作；喷涂后在排空时间内保持喷漆房关闭。',
        ja: '排気が正常に機能し、風量を確認し、フィルター交換の計画を定めた密閉式の塗装ブースまたは塗装室の中でのみ吹付けを行います。換気が作動していないとスプレーガンが使えないインターロックを設け、吹付け後の換気完了時間中はブースを閉じておきます。',
      },
    },
    {
      id: 'health-surveillance-sds',
      level: 'administrative',
      text: {
        fr: "Repérer les produits contenant des isocyanates à l'aide des fiches de données de sécurité; interdire l'accès de la cabine et de la zone de séchage aux autres travailleurs; surveillance médicale (questionnaire et spirométrie) avant et pendant l'exposition, et suivi médical rapide de tout symptôme respiratoire; un travailleur sensibilisé ne doit plus être exposé.",
        en: 'Identify the products that contain isocyanates from the safety data sheets; keep other workers out of the booth and the drying area; health surveillance (questionnaire and lung function testing) before and during exposure, and prompt medical follow-up of any respiratory symptom; a sensitised worker must no longer be exposed.',
        es: 'Identificar los productos que contienen isocianatos mediante las fichas de datos de seguridad; impedir el acceso de otros trabajadores a la cabina y a la zona de secado; vigilancia de la salud (cuestionario y espirometría) antes y durante la exposición, y seguimiento médico inmediato de cualquier síntoma respiratorio; un trabajador sensibilizado no debe volver a exponerse.',
        de: 'Isocyanathaltige Produkte anhand der Sicherheitsdatenblätter ermitteln; andere Beschäftigte von Kabine und Trockenbereich fernhalten; arbeitsmedizinische Vorsorge (Fragebogen und Lungenfunktionsprüfung) vor und während der Exposition und umgehende ärztliche Abklärung jeder Atemwegsbeschwerde; eine sensibilisierte Person darf nicht mehr exponiert werden.',
        pt: 'Identificar os produtos que contêm isocianatos pelas fichas com dados de segurança (FDS); impedir o acesso de outros trabalhadores à cabine e à área de secagem; acompanhamento médico no PCMSO (questionário e espirometria) antes e durante a exposição, e avaliação médica imediata de qualquer sintoma respiratório; um trabalhador sensibilizado não deve mais ser exposto.',
        zh: '根据安全技术说明书识别含异氰酸酯的产品；禁止其他人员进入喷漆房和干燥区；上岗前和在岗期间进行职业健康检查（问卷和肺功能检查），出现任何呼吸道症状及时就医；已致敏的劳动者不得再接触。',
        ja: '安全データシート（SDS）によりイソシアネートを含む製品を特定します。塗装ブースと乾燥区域には他の作業者を立ち入らせません。ばく露前とばく露期間中に健康診断（問診と肺機能検査）を行い、呼吸器症状があれば速やかに医師の診察を受けさせます。感作された作業者は今後ばく露させないようにします。',
      },
    },
    {
      id: 'supplied-air-respirator',
      level: 'ppe',
      text: {
        fr: "Pour la pulvérisation, appareil de protection respiratoire à adduction d'air (cagoule ou masque complet) dans le cadre d'un programme de protection respiratoire; gants résistants aux produits chimiques (nitrile, pas de latex), combinaison et protection oculaire.",
        en: 'For spraying, supplied-air respirator (air-fed hood or full facepiece) within a respiratory protection program; chemical-resistant gloves (nitrile, not latex), coveralls and eye protection.',
        es: 'Para la pulverización, equipo de protección respiratoria con suministro de aire (capuz o máscara completa) dentro de un programa de protección respiratoria; guantes resistentes a productos químicos (nitrilo, no látex), mono de protección y protección ocular.',
        de: 'Beim Spritzen Druckluft-Schlauchgerät (Haube oder Vollmaske) im Rahmen eines Atemschutzprogramms; chemikalienbeständige Handschuhe (Nitril, kein Latex), Schutzoverall und Augenschutz.',
        pt: 'Na pulverização, respirador de adução de ar (capuz ou peça facial inteira) dentro de um programa de proteção respiratória (PPR); luvas resistentes a produtos químicos (nitrila, não látex), macacão e proteção ocular.',
        zh: '喷涂时，在呼吸防护计划框架内使用长管供气式呼吸器（头罩或全面罩）；佩戴耐化学品手套（丁腈而非乳胶）、连体防护服和眼部防护用品。',
        ja: '吹付け作業では、呼吸用保護プログラムのもとで送気マスク（フード形または全面形面体）を使用します。耐薬品性の手袋（ラテックスではなくニトリル）、つなぎ服、保護めがねを着用します。',
      },
    },
  ],
  citations: [...WHMIS_CITATIONS, ...RESPIRATORY_CANADA, PPE.cstc],
  sectors: ['automotive', 'construction', 'manufacturing'],
};
