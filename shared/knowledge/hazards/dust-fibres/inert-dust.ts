import type { Hazard } from '../../types';
import { general } from '../citations';
import { WHMIS } from '../rows-health';
import { RESPIRATORY } from './shared-citations';

/** Nuisance (inert, non-combustible) dust; combustible dust and crystalline silica have their own hazards. */
export const inertDust: Hazard = {
  id: 'inert-dust',
  family: 'dust_fibres',
  name: {
    fr: 'Poussières inertes ou nuisibles : calcaire, gypse, ciment',
    en: 'Nuisance (inert) dust: limestone, gypsum, cement',
    es: 'Polvo inerte o molesto: caliza, yeso, cemento',
    de: 'Allgemeiner Staub (Inertstaub): Kalkstein, Gips, Zement',
    pt: 'Poeira inerte (incômoda): calcário, gesso, cimento',
    zh: '惰性粉尘：石灰石、石膏、水泥',
    ja: '不活性粉じん：石灰石・石こう・セメント',
  },
  description: {
    fr: "Poussières sans effet toxique spécifique et non combustibles, issues de la manutention, de la coupe, du malaxage ou du balayage de calcaire, de gypse (plaques de plâtre), de ciment, de marbre ou d'autres minéraux pauvres en silice : irritation des yeux, du nez et de la gorge, toux et bronchite chronique après une exposition prolongée; le ciment irrite et brûle aussi la peau. À distinguer de la silice cristalline et des poussières combustibles.",
    en: 'Dust with no specific toxic effect that does not burn, from handling, cutting, mixing or sweeping limestone, gypsum (drywall), cement, marble or other low-silica minerals: irritation of the eyes, nose and throat, cough, and chronic bronchitis after prolonged exposure; cement also irritates and burns the skin. Not to be confused with crystalline silica or combustible dust.',
    es: 'Polvo sin efecto tóxico específico y no combustible, procedente de la manipulación, el corte, el amasado o el barrido de caliza, yeso (placas de yeso laminado), cemento, mármol u otros minerales con bajo contenido de sílice: irritación de ojos, nariz y garganta, tos y bronquitis crónica tras una exposición prolongada; el cemento además irrita y quema la piel. No debe confundirse con la sílice cristalina ni con el polvo combustible.',
    de: 'Nicht brennbarer Staub ohne spezifische toxische Wirkung beim Umschlagen, Schneiden, Anmischen oder Kehren von Kalkstein, Gips (Gipskartonplatten), Zement, Marmor oder anderen quarzarmen Mineralien: Reizung von Augen, Nase und Rachen, Husten und nach langjähriger Exposition chronische Bronchitis; Zement reizt zudem die Haut und kann sie verätzen. Nicht zu verwechseln mit Quarzstaub oder brennbaren Stäuben.',
    pt: 'Poeira sem efeito tóxico específico e não combustível, gerada no manuseio, corte, mistura ou varrição de calcário, gesso (placas de drywall), cimento, mármore ou outros minerais com baixo teor de sílica: irritação dos olhos, do nariz e da garganta, tosse e bronquite crônica após exposição prolongada; o cimento também irrita e queima a pele. Não confundir com sílica cristalina nem com poeira combustível.',
    zh: '搬运、切割、搅拌或清扫石灰石、石膏（纸面石膏板）、水泥、大理石或其他低二氧化硅矿物时产生的无特异毒性、不可燃的粉尘：刺激眼、鼻和咽喉，引起咳嗽，长期接触可致慢性支气管炎；水泥还会刺激并灼伤皮肤。应与结晶二氧化硅和可燃性粉尘区分。',
    ja: '石灰石、石こう（石こうボード）、セメント、大理石などシリカ含有量の少ない鉱物の運搬、切断、練混ぜ、清掃で発生する、特有の毒性がなく燃えない粉じんです。目・鼻・のどの刺激やせきを起こし、長期間のばく露で慢性気管支炎の原因となります。セメントは皮膚への刺激や化学熱傷も起こします。結晶質シリカや可燃性粉じんとは区別して扱います。',
  },
  likelihood: 3,
  severity: 2,
  controls: [
    {
      id: 'less-dusty-forms',
      level: 'substitution',
      text: {
        fr: "Utiliser des formes moins poussiéreuses : mortiers et enduits prêts à l'emploi, granulés, panneaux précoupés, livraison en vrac avec transfert fermé plutôt que sacs vidés à la main.",
        en: 'Use less dusty forms: ready-mixed mortar and plaster, pellets or granules, pre-cut boards, bulk delivery with closed transfer rather than bags emptied by hand.',
        es: 'Utilizar presentaciones que generen menos polvo: morteros y yesos listos para usar, granulados, placas precortadas, suministro a granel con trasvase cerrado en lugar de sacos vaciados a mano.',
        de: 'Staubarme Produktformen verwenden: gebrauchsfertige Mörtel und Putze, Granulate, vorgeschnittene Platten, Anlieferung als Schüttgut mit geschlossener Förderung statt von Hand entleerter Säcke.',
        pt: 'Usar formas que gerem menos poeira: argamassas e massas prontas, granulados, placas pré-cortadas, fornecimento a granel com transferência fechada em vez de sacos esvaziados manualmente.',
        zh: '采用低粉尘形态的产品：预拌砂浆和抹灰料、颗粒料、预切割板材，以密闭输送方式散装供料代替人工倒袋。',
        ja: '粉じんの少ない形態の製品を使います。既調合のモルタルや左官材、粒状品、プレカットのボードを使い、人手による袋の開封投入ではなく、密閉移送によるばら積み供給とします。',
      },
    },
    {
      id: 'capture-wet-methods',
      level: 'engineering',
      text: {
        fr: 'Captage à la source (postes de vidage de sacs et malaxeurs avec aspiration, outils à aspiration intégrée reliés à un aspirateur à filtre HEPA), méthodes humides, convoyeurs et goulottes fermés; ventilation générale du local.',
        en: 'Capture at the source (bag-emptying stations and mixers with extraction, tools with on-tool extraction connected to a HEPA vacuum), wet methods, enclosed conveyors and chutes; general ventilation of the area.',
        es: 'Captación en origen (estaciones de vaciado de sacos y amasadoras con aspiración, herramientas con aspiración incorporada conectadas a un aspirador con filtro HEPA), métodos húmedos, transportadores y tolvas cerrados; ventilación general del local.',
        de: 'Erfassung an der Entstehungsstelle (Sackentleerstationen und Mischer mit Absaugung, Werkzeuge mit Absaugung am Werkzeug, an einen Sauger mit HEPA-Filter angeschlossen), Nassverfahren, geschlossene Förderer und Schurren; allgemeine Raumlüftung.',
        pt: 'Captação na fonte (estações de esvaziamento de sacos e misturadores com aspiração, ferramentas com aspiração na própria ferramenta conectadas a um aspirador com filtro HEPA), métodos úmidos, transportadores e calhas enclausurados; ventilação geral do ambiente.',
        zh: '源头捕集（带吸尘的拆袋投料站和搅拌机、连接 HEPA 吸尘器的工具端吸尘工具），湿式作业，密闭输送机和溜槽；作业场所全面通风。',
        ja: '発生源で捕集します（局所排気付きの袋開封投入ステーションやミキサー、HEPA掃除機に接続した集じん機能付き工具）。湿式の方法、密閉したコンベヤやシュートを用い、作業場全体を換気します。',
      },
    },
    {
      id: 'clean-measure-check-sds',
      level: 'administrative',
      text: {
        fr: "Nettoyer à l'aspirateur à filtre HEPA ou à l'humide, jamais par balayage à sec ni à l'air comprimé; mesurer l'empoussièrement et le comparer aux valeurs d'exposition des particules non classifiées autrement; vérifier sur la fiche de données de sécurité la présence de silice ou d'autres composants dangereux; installations de lavage là où l'on manipule du ciment.",
        en: 'Clean with a HEPA vacuum or wet methods, never by dry sweeping or compressed air; measure dust levels against the exposure limits for particles not otherwise classified; check the safety data sheet for silica or other hazardous components; washing facilities where cement is handled.',
        es: 'Limpiar con aspirador con filtro HEPA o por vía húmeda, nunca barriendo en seco ni con aire comprimido; medir la concentración de polvo y compararla con los valores límite de las partículas no especificadas de otra forma; comprobar en la ficha de datos de seguridad si contiene sílice u otros componentes peligrosos; instalaciones de lavado donde se manipule cemento.',
        de: 'Mit einem Sauger mit HEPA-Filter oder feucht reinigen, nie trocken kehren oder mit Druckluft abblasen; die Staubkonzentration messen und mit dem allgemeinen Staubgrenzwert vergleichen; im Sicherheitsdatenblatt prüfen, ob Quarz oder andere gefährliche Bestandteile enthalten sind; Waschgelegenheiten, wo mit Zement gearbeitet wird.',
        pt: 'Limpar com aspirador com filtro HEPA ou a úmido, nunca por varrição a seco nem com ar comprimido; medir a concentração de poeira e compará-la com os limites de exposição para partículas não especificadas de outra forma; verificar na ficha com dados de segurança a presença de sílica ou de outros componentes perigosos; instalações para lavagem onde se manuseia cimento.',
        zh: '使用 HEPA 吸尘器或湿式清扫，禁止干扫和用压缩空气吹扫；测定粉尘浓度并与其他粉尘的职业接触限值比较；查阅安全技术说明书，确认是否含有二氧化硅或其他有害成分；在使用水泥的场所设置冲洗设施。',
        ja: '清掃はHEPA掃除機か湿式で行い、乾式の掃き掃除や圧縮空気による吹き飛ばしはしません。粉じん濃度を測定し、その他の粉じんのばく露限界値と比較します。安全データシートでシリカなど有害な成分が含まれていないか確認します。セメントを扱う場所には洗浄設備を設けます。',
      },
    },
    {
      id: 'filtering-respirator-skin',
      level: 'ppe',
      text: {
        fr: "Si l'empoussièrement n'est pas maîtrisé, appareil de protection respiratoire filtrant (N95 ou mieux) dans le cadre d'un programme de protection respiratoire; lunettes de sécurité; pour le ciment, gants et vêtements étanches qui l'empêchent d'atteindre la peau.",
        en: 'Where dust is not controlled, a filtering facepiece respirator (N95 or better) within a respiratory protection program; safety glasses; for cement, waterproof gloves and clothing that keep it off the skin.',
        es: 'Si el polvo no está controlado, mascarilla autofiltrante (N95 o superior) dentro de un programa de protección respiratoria; gafas de seguridad; para el cemento, guantes y ropa impermeables que impidan el contacto con la piel.',
        de: 'Wenn der Staub nicht beherrscht ist, filtrierende Halbmaske (N95 bzw. FFP2 oder besser) im Rahmen eines Atemschutzprogramms; Schutzbrille; bei Zement wasserdichte Handschuhe und Kleidung, die den Hautkontakt verhindern.',
        pt: 'Se a poeira não estiver controlada, peça semifacial filtrante (N95/PFF2 ou superior) dentro de um programa de proteção respiratória (PPR); óculos de segurança; para o cimento, luvas e roupas impermeáveis que impeçam o contato com a pele.',
        zh: '粉尘未得到控制时，在呼吸防护计划框架内佩戴随弃式颗粒物防护口罩（N95 或更高级别）；佩戴防护眼镜；接触水泥时，佩戴防水手套并穿防水衣物，避免皮肤接触。',
        ja: '粉じんが管理されていない場合は、呼吸用保護プログラムのもとで使い捨て式防じんマスク（N95相当以上）を着用します。保護めがねを着用し、セメントを扱うときは皮膚に付かないよう防水性の手袋と衣服を着用します。',
      },
    },
  ],
  citations: [...RESPIRATORY, ...general('nuisance-dust-exposure', 'both'), WHMIS.gb],
  sectors: ['construction', 'manufacturing', 'mining_metals'],
};
