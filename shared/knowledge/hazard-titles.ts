/**
 * Hazard titles in the analysis languages that the knowledge base does not carry (it holds
 * `name: { fr, en }` only), so offline analyses in these languages get professional OHS titles.
 * Keyed by hazard id; test/unit/hazard-titles.test.ts checks it covers exactly HAZARDS.
 */
export const HAZARD_TITLES: Record<string, { es: string; de: string; pt: string; zh: string; ja: string }> = {
  // Falls
  'ladder-fall': {
    es: 'Caída desde escalera de mano o escalera de tijera',
    de: 'Absturz von Leiter oder Stehleiter',
    pt: 'Queda de escada de mão ou escada de abrir',
    zh: '从梯子或人字梯上坠落',
    ja: 'はしご・脚立からの墜落・転落',
  },
  'roof-edge-fall': {
    es: 'Caída desde el borde de un tejado o forjado',
    de: 'Absturz an Dachrändern oder Deckenkanten',
    pt: 'Queda da borda de telhado ou laje',
    zh: '屋面或楼板临边坠落',
    ja: '屋根・床の端部からの墜落',
  },
  'floor-opening-fall': {
    es: 'Caída por un hueco de forjado o tejado',
    de: 'Absturz durch Boden- oder Dachöffnungen',
    pt: 'Queda por abertura no piso ou telhado',
    zh: '楼板或屋面洞口坠落',
    ja: '床・屋根の開口部からの墜落',
  },
  'scaffold-fall': {
    es: 'Caída desde andamio o derrumbe del andamio',
    de: 'Absturz vom Gerüst oder Gerüsteinsturz',
    pt: 'Queda de andaime ou colapso do andaime',
    zh: '从脚手架坠落或脚手架坍塌',
    ja: '足場からの墜落・足場の倒壊',
  },
  'mezzanine-fall': {
    es: 'Caída desde entreplanta o plataforma elevada',
    de: 'Absturz von Zwischengeschoss oder erhöhter Plattform',
    pt: 'Queda de mezanino ou plataforma elevada',
    zh: '从夹层或高架平台坠落',
    ja: '中二階・高所作業床からの墜落',
  },
  // Falling objects and lifting
  'dropped-objects': {
    es: 'Caída de objetos durante trabajos en altura',
    de: 'Herabfallende Gegenstände bei Arbeiten in der Höhe',
    pt: 'Queda de objetos em trabalho em altura',
    zh: '高处作业物体坠落',
    ja: '高所作業での物の落下',
  },
  'storage-rack-collapse': {
    es: 'Colapso de estanterías o caída de cargas almacenadas',
    de: 'Regaleinsturz oder herabfallendes Lagergut',
    pt: 'Colapso de porta-paletes ou queda de cargas armazenadas',
    zh: '货架倒塌或存储货物坠落',
    ja: '保管ラックの倒壊・保管物の落下',
  },
  'tree-felling': {
    es: 'Golpe por árbol o rama durante la tala',
    de: 'Getroffenwerden durch Baum oder Ast beim Fällen',
    pt: 'Atingimento por árvore ou galho durante a derrubada',
    zh: '伐木时被树木或树枝击中',
    ja: '伐木作業中の樹木・枝による激突され',
  },
  'crane-suspended-load': {
    es: 'Carga suspendida: izado con puente grúa o grúa',
    de: 'Schwebende Last: Heben mit Brückenkran oder Kran',
    pt: 'Carga suspensa: içamento com ponte rolante ou guindaste',
    zh: '悬吊荷载：桥式起重机或起重机吊装',
    ja: 'つり荷：天井クレーン・クレーンによる揚重',
  },
  'rigging-sling-failure': {
    es: 'Rotura o deslizamiento de eslingas o accesorios de elevación',
    de: 'Versagen oder Abrutschen von Anschlagmitteln',
    pt: 'Ruptura ou deslizamento de lingas ou acessórios de içamento',
    zh: '吊索或索具断裂、滑脱',
    ja: 'スリング・玉掛け用具の破断・外れ',
  },
  // Machinery and hazardous energy
  'unguarded-conveyor': {
    es: 'Transportador sin resguardo (puntos de atrapamiento)',
    de: 'Förderer ohne Schutzeinrichtung (Einzugsstellen)',
    pt: 'Transportador sem proteção (pontos de aprisionamento)',
    zh: '无防护输送机（挤夹点）',
    ja: 'ガードのないコンベヤ（巻き込み箇所）',
  },
  'rotating-shaft-entanglement': {
    es: 'Ejes y piezas giratorios expuestos (atrapamiento)',
    de: 'Freiliegende rotierende Wellen und Teile (Erfassen)',
    pt: 'Eixos e peças rotativas expostos (arrastamento)',
    zh: '外露旋转轴及部件（卷入）',
    ja: '露出した回転軸・回転部（巻き込まれ）',
  },
  'power-press': {
    es: 'Prensa mecánica o plegadora: aplastamiento en la zona de operación',
    de: 'Presse oder Abkantpresse: Quetschen im Werkzeugbereich',
    pt: 'Prensa ou dobradeira: esmagamento na zona de prensagem',
    zh: '冲床或折弯机：工作区挤压',
    ja: 'プレス機械・プレスブレーキ：危険限界でのはさまれ',
  },
  'woodworking-saw': {
    es: 'Sierra para madera: contacto con la hoja y retroceso',
    de: 'Holzbearbeitungssäge: Kontakt mit dem Sägeblatt und Rückschlag',
    pt: 'Serra para madeira: contato com a lâmina e retrocesso',
    zh: '木工锯：锯片接触与反弹',
    ja: '木材加工用のこ盤：のこ刃への接触・反発',
  },
  'lockout-maintenance': {
    es: 'Energías peligrosas no controladas (sin bloqueo)',
    de: 'Unkontrollierte gefährliche Energien (keine Sicherung gegen Wiedereinschalten)',
    pt: 'Energias perigosas não controladas (sem bloqueio)',
    zh: '危险能量失控（未上锁挂牌）',
    ja: '危険エネルギーの未制御（ロックアウトなし）',
  },
  // Electrical
  'live-electrical-parts': {
    es: 'Contacto con partes en tensión o arco eléctrico',
    de: 'Kontakt mit spannungsführenden Teilen oder Störlichtbogen',
    pt: 'Contato com partes energizadas ou arco elétrico',
    zh: '接触带电部件或电弧闪络',
    ja: '充電部への接触・アークフラッシュ',
  },
  'overhead-power-lines': {
    es: 'Trabajos cerca de líneas eléctricas aéreas',
    de: 'Arbeiten in der Nähe von Freileitungen',
    pt: 'Trabalho próximo a linhas elétricas aéreas',
    zh: '架空电力线路附近作业',
    ja: '架空電線の近接作業',
  },
  'damaged-cords-panels': {
    es: 'Cables, alargadores o cuadros eléctricos dañados',
    de: 'Beschädigte Leitungen, Verlängerungskabel oder Schaltschränke',
    pt: 'Cabos, extensões ou quadros elétricos danificados',
    zh: '电线、延长线或配电箱破损',
    ja: '損傷したコード・延長コード・分電盤',
  },
  // Chemical
  'whmis-labelling-sds': {
    es: 'Productos peligrosos sin etiqueta WHMIS ni ficha de datos de seguridad',
    de: 'Gefahrstoffe ohne WHMIS-Kennzeichnung oder Sicherheitsdatenblatt',
    pt: 'Produtos perigosos sem rótulo WHMIS ou ficha com dados de segurança',
    zh: '危险化学品缺少WHMIS标签或安全数据表',
    ja: 'WHMISラベル・安全データシートのない危険有害物',
  },
  'corrosive-substances': {
    es: 'Productos corrosivos (ácidos, bases): quemaduras químicas',
    de: 'Ätzende Stoffe (Säuren, Laugen): Verätzungen',
    pt: 'Produtos corrosivos (ácidos, bases): queimaduras químicas',
    zh: '腐蚀性物质（酸、碱）：化学灼伤',
    ja: '腐食性物質（酸・アルカリ）：化学熱傷',
  },
  'solvent-vapours': {
    es: 'Disolventes orgánicos: vapores, contacto cutáneo e inflamabilidad',
    de: 'Organische Lösemittel: Dämpfe, Hautkontakt und Entzündbarkeit',
    pt: 'Solventes orgânicos: vapores, contato com a pele e inflamabilidade',
    zh: '有机溶剂：蒸气、皮肤接触及易燃性',
    ja: '有機溶剤：蒸気・皮膚接触・引火性',
  },
  'pesticide-exposure': {
    es: 'Plaguicidas: exposición durante la mezcla y la aplicación',
    de: 'Pestizide: Exposition beim Anmischen und Ausbringen',
    pt: 'Agrotóxicos: exposição durante o preparo e a aplicação',
    zh: '农药：配药及施药时的接触',
    ja: '農薬：調製・散布時のばく露',
  },
  // Dust and fibres
  'crystalline-silica': {
    es: 'Polvo de sílice cristalina',
    de: 'Quarzstaub (kristallines Siliciumdioxid)',
    pt: 'Poeira de sílica cristalina',
    zh: '结晶二氧化硅粉尘',
    ja: '結晶質シリカ粉じん',
  },
  asbestos: {
    es: 'Fibras de amianto',
    de: 'Asbestfasern',
    pt: 'Fibras de amianto',
    zh: '石棉纤维',
    ja: '石綿繊維',
  },
  'wood-dust': {
    es: 'Polvo de madera',
    de: 'Holzstaub',
    pt: 'Poeira de madeira',
    zh: '木粉尘',
    ja: '木材粉じん',
  },
  // Noise and vibration
  'occupational-noise': {
    es: 'Ruido excesivo',
    de: 'Übermäßiger Lärm',
    pt: 'Ruído excessivo',
    zh: '噪声超标',
    ja: '過大な騒音',
  },
  'hand-arm-vibration': {
    es: 'Vibraciones mano-brazo',
    de: 'Hand-Arm-Vibrationen',
    pt: 'Vibração de mãos e braços',
    zh: '手传振动',
    ja: '手腕振動',
  },
  'whole-body-vibration': {
    es: 'Vibraciones de cuerpo entero',
    de: 'Ganzkörper-Vibrationen',
    pt: 'Vibração de corpo inteiro',
    zh: '全身振动',
    ja: '全身振動',
  },
  // Confined spaces and excavations
  'confined-space-entry': {
    es: 'Entrada en espacios confinados',
    de: 'Einstieg in enge Räume',
    pt: 'Entrada em espaço confinado',
    zh: '进入有限空间',
    ja: '閉鎖空間への立入り',
  },
  'trench-collapse': {
    es: 'Derrumbe de zanja o excavación',
    de: 'Einsturz von Graben- oder Baugrubenwänden',
    pt: 'Desmoronamento de vala ou escavação',
    zh: '沟槽或基坑坍塌',
    ja: '溝・掘削箇所の土砂崩壊',
  },
  // Mobile equipment
  'forklift-pedestrian': {
    es: 'Interacción carretilla elevadora–peatones',
    de: 'Begegnung von Gabelstaplern und Fußgängern',
    pt: 'Interação empilhadeira–pedestres',
    zh: '叉车与行人混行',
    ja: 'フォークリフトと歩行者の混在',
  },
  'vehicle-reversing': {
    es: 'Vehículos y maquinaria en marcha atrás',
    de: 'Rückwärtsfahrende Fahrzeuge und Maschinen',
    pt: 'Veículos e máquinas em marcha à ré',
    zh: '车辆与设备倒车',
    ja: '車両・機械の後進',
  },
  'loading-dock': {
    es: 'Muelle de carga: desplazamiento o salida prematura del remolque',
    de: 'Laderampe: Wegrollen oder vorzeitiges Abfahren des Anhängers',
    pt: 'Doca de carregamento: deslocamento ou partida antecipada da carreta',
    zh: '装卸月台：挂车溜车或提前驶离',
    ja: '荷積みドック：トレーラーの動き出し・早期発進',
  },
  // Ergonomics, slips and trips
  'manual-handling': {
    es: 'Manipulación manual de cargas',
    de: 'Manuelle Handhabung von Lasten',
    pt: 'Movimentação manual de cargas',
    zh: '人工搬运重物',
    ja: '人力による重量物の取扱い',
  },
  'repetitive-work': {
    es: 'Trabajo repetitivo',
    de: 'Repetitive Arbeit',
    pt: 'Trabalho repetitivo',
    zh: '重复性作业',
    ja: '反復作業',
  },
  'awkward-posture': {
    es: 'Posturas forzadas',
    de: 'Zwangshaltungen',
    pt: 'Posturas inadequadas',
    zh: '不良作业姿势',
    ja: '不自然な作業姿勢',
  },
  'wet-floor-slip': {
    es: 'Suelo mojado o resbaladizo',
    de: 'Nasser oder rutschiger Boden',
    pt: 'Piso molhado ou escorregadio',
    zh: '地面潮湿或湿滑',
    ja: '濡れた床・滑りやすい床',
  },
  'cluttered-aisle-trip': {
    es: 'Pasillos obstruidos y riesgo de tropiezo',
    de: 'Zugestellte Verkehrswege und Stolperstellen',
    pt: 'Corredores obstruídos e risco de tropeço',
    zh: '通道杂乱与绊倒隐患',
    ja: '通路の散乱物・つまずき箇所',
  },
  // Fire, explosion and hot work
  'flammable-liquid-storage': {
    es: 'Almacenamiento y trasvase de líquidos inflamables',
    de: 'Lagerung und Umfüllen entzündbarer Flüssigkeiten',
    pt: 'Armazenamento e transferência de líquidos inflamáveis',
    zh: '易燃液体储存与转移',
    ja: '引火性液体の貯蔵・移し替え',
  },
  'combustible-dust': {
    es: 'Polvo combustible: explosión e incendio',
    de: 'Brennbare Stäube: Explosion und Brand',
    pt: 'Poeira combustível: explosão e incêndio',
    zh: '可燃性粉尘：爆炸与火灾',
    ja: '可燃性粉じん：爆発・火災',
  },
  'hot-work-ignition': {
    es: 'Trabajos en caliente: incendio y explosión',
    de: 'Feuergefährliche Arbeiten: Brand und Explosion',
    pt: 'Trabalho a quente: incêndio e explosão',
    zh: '动火作业：火灾与爆炸',
    ja: '火気使用作業：火災・爆発',
  },
  'welding-fumes': {
    es: 'Humos de soldadura',
    de: 'Schweißrauch',
    pt: 'Fumos de solda',
    zh: '焊接烟尘',
    ja: '溶接ヒューム',
  },
  // Thermal and radiation
  'heat-stress': {
    es: 'Estrés térmico por calor',
    de: 'Hitzebelastung',
    pt: 'Estresse térmico por calor',
    zh: '高温热应激',
    ja: '暑熱ストレス',
  },
  'cold-stress': {
    es: 'Exposición al frío',
    de: 'Kälteexposition',
    pt: 'Exposição ao frio',
    zh: '寒冷暴露',
    ja: '寒冷ばく露',
  },
  'welding-arc-radiation': {
    es: 'Radiación del arco de soldadura (UV, luz intensa)',
    de: 'Lichtbogenstrahlung beim Schweißen (UV, intensives Licht)',
    pt: 'Radiação do arco de solda (UV, luz intensa)',
    zh: '焊接弧光辐射（紫外线、强光）',
    ja: '溶接アーク光（紫外線・強い光）',
  },
  'ionizing-radiation': {
    es: 'Radiación ionizante (fuentes radiactivas, rayos X)',
    de: 'Ionisierende Strahlung (radioaktive Quellen, Röntgenstrahlen)',
    pt: 'Radiação ionizante (fontes radioativas, raios X)',
    zh: '电离辐射（放射源、X射线）',
    ja: '電離放射線（放射性線源・エックス線）',
  },
  // Biological and psychosocial
  'bloodborne-needlestick': {
    es: 'Exposición a sangre y pinchazos con agujas',
    de: 'Blutkontakt und Nadelstichverletzungen',
    pt: 'Exposição a sangue e ferimentos por agulha',
    zh: '血液暴露与针刺伤',
    ja: '血液ばく露・針刺し事故',
  },
  'biological-agents-waste': {
    es: 'Agentes biológicos: aguas residuales, residuos, moho y excrementos',
    de: 'Biostoffe: Abwasser, Abfall, Schimmel und Tierkot',
    pt: 'Agentes biológicos: esgoto, resíduos, mofo e excrementos',
    zh: '生物因子：污水、废弃物、霉菌和粪便',
    ja: '生物因子：汚水・廃棄物・カビ・動物のふん',
  },
  'workplace-violence-harassment': {
    es: 'Violencia y acoso en el trabajo',
    de: 'Gewalt und Belästigung am Arbeitsplatz',
    pt: 'Violência e assédio no trabalho',
    zh: '工作场所暴力与骚扰',
    ja: '職場における暴力・ハラスメント',
  },
  'work-overload-stress': {
    es: 'Sobrecarga de trabajo y estrés laboral',
    de: 'Arbeitsüberlastung und arbeitsbedingter Stress',
    pt: 'Sobrecarga de trabalho e estresse ocupacional',
    zh: '工作超负荷与职业压力',
    ja: '過重労働・職業性ストレス',
  },
  'working-alone': {
    es: 'Trabajo en solitario',
    de: 'Alleinarbeit',
    pt: 'Trabalho isolado',
    zh: '单独作业',
    ja: '単独作業',
  },
  // Pressure and tools
  'compressed-gas-cylinders': {
    es: 'Botellas de gas comprimido',
    de: 'Druckgasflaschen',
    pt: 'Cilindros de gás comprimido',
    zh: '压缩气瓶',
    ja: '高圧ガスボンベ',
  },
  'pressure-vessels': {
    es: 'Equipos a presión y aire comprimido',
    de: 'Druckbehälter und Druckluft',
    pt: 'Vasos de pressão e ar comprimido',
    zh: '压力容器与压缩空气',
    ja: '圧力容器・圧縮空気',
  },
  'hand-tool-cuts': {
    es: 'Herramientas manuales y cuchillos: cortes',
    de: 'Handwerkzeuge und Messer: Schnittverletzungen',
    pt: 'Ferramentas manuais e facas: cortes',
    zh: '手工工具和刀具：割伤',
    ja: '手工具・刃物：切創',
  },
  'portable-power-tools': {
    es: 'Herramientas eléctricas portátiles: rotura del disco, retroceso, cortes',
    de: 'Handgeführte Elektrowerkzeuge: Scheibenbruch, Rückschlag, Schnittverletzungen',
    pt: 'Ferramentas portáteis motorizadas: ruptura do disco, retrocesso, cortes',
    zh: '便携式电动工具：砂轮破裂、反冲、割伤',
    ja: '可搬式動力工具：砥石の破裂・反発・切創',
  },
  chainsaw: {
    es: 'Motosierra: contacto con la cadena y rebote',
    de: 'Kettensäge: Kontakt mit der Sägekette und Rückschlag',
    pt: 'Motosserra: contato com a corrente e rebote',
    zh: '链锯：锯链接触与反弹',
    ja: 'チェーンソー：ソーチェーンへの接触・キックバック',
  },
};

const TITLE_LANGUAGES = ['es', 'de', 'pt', 'zh', 'ja'] as const;
type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

function isTitleLanguage(language: string): language is TitleLanguage {
  return (TITLE_LANGUAGES as readonly string[]).includes(language);
}

/** The title of a hazard in `language`, from the knowledge base's own names for fr/en. */
export function hazardTitle(
  hazard: { id: string; name: { fr: string; en: string } },
  language: string,
): string {
  if (language === 'fr') return hazard.name.fr;
  if (language === 'en') return hazard.name.en;
  // Own keys only, so an id such as 'constructor' does not reach Object.prototype.
  const titles = Object.hasOwn(HAZARD_TITLES, hazard.id) ? HAZARD_TITLES[hazard.id] : undefined;
  // English is the fallback for any other language, and for a hazard the table lacks.
  return titles && isTitleLanguage(language) ? titles[language] : hazard.name.en;
}
