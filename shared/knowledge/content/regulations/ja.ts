import type { RegulationsContent } from './types';

/**
 * Japanese names of the acts, regulations and regulators (keyed by the English text).
 * Official names stay as enacted (Quebec and France in French, Japan and China in kanji);
 * only the gloss in （） is Japanese, so an inspector can still look the instrument up.
 */
const regulations: RegulationsContent = {
  instrumentTitles: {
    // Quebec: the French names are the official ones.
    'Act respecting occupational health and safety (LSST)':
      'Loi sur la santé et la sécurité du travail (LSST)（ケベック州労働安全衛生法）',
    'Regulation respecting occupational health and safety (RSST)':
      'Règlement sur la santé et la sécurité du travail (RSST)（ケベック州労働安全衛生規則）',
    'Safety Code for the construction industry (CSTC)':
      'Code de sécurité pour les travaux de construction (CSTC)（建設工事安全規程）',
    'Hazardous Products Information Regulation':
      "Règlement sur l'information concernant les produits dangereux（危険有害製品情報規則）",
    // Other Canadian jurisdictions.
    'Occupational Health and Safety Act': 'Occupational Health and Safety Act（労働安全衛生法）',
    'Industrial Establishments': 'Industrial Establishments（工業事業所に関する規則）',
    'Construction Projects': 'Construction Projects（建設工事に関する規則）',
    'Confined Spaces': 'Confined Spaces（密閉空間に関する規則）',
    Noise: 'Noise（騒音に関する規則）',
    'WHMIS (title to be confirmed)': 'WHMIS（作業場危険有害性物質情報システム、名称は要確認）',
    'Workers Compensation Act': 'Workers Compensation Act（労働者災害補償法）',
    'Occupational Health and Safety Regulation':
      'Occupational Health and Safety Regulation（労働安全衛生規則）',
    'Occupational Health and Safety Code (OHS Code)':
      'Occupational Health and Safety Code (OHS Code)（労働安全衛生コード）',
    'The Saskatchewan Employment Act, Part III':
      'The Saskatchewan Employment Act, Part III（サスカチュワン州雇用法 第III部）',
    'The Occupational Health and Safety Regulations, 2020':
      'The Occupational Health and Safety Regulations, 2020（2020年労働安全衛生規則）',
    'The Workplace Safety and Health Act': 'The Workplace Safety and Health Act（職場安全衛生法）',
    'Workplace Safety and Health Regulation': 'Workplace Safety and Health Regulation（職場安全衛生規則）',
    'General Regulation': 'General Regulation（一般規則）',
    'Occupational Safety General Regulations': 'Occupational Safety General Regulations（労働安全一般規則）',
    'Workplace Health and Safety Regulations': 'Workplace Health and Safety Regulations（職場衛生安全規則）',
    'Occupational Health and Safety Act General Regulations':
      'Occupational Health and Safety Act General Regulations（労働安全衛生法一般規則）',
    'Fall Protection Regulations': 'Fall Protection Regulations（墜落防止規則）',
    'Occupational Health and Safety Regulations, 2012':
      'Occupational Health and Safety Regulations, 2012（2012年労働安全衛生規則）',
    "Workers' Safety and Compensation Act (in force 2022-07-01)":
      "Workers' Safety and Compensation Act（労働者安全補償法、2022-07-01施行）",
    'Safety Act': 'Safety Act（安全法）',
    'Occupational Health and Safety Regulations (in force 2015-06-01)':
      'Occupational Health and Safety Regulations（労働安全衛生規則、2015-06-01施行）',
    'Safety Act (as amended for Nunavut)': 'Safety Act（安全法、ヌナブト準州向けに改正）',
    'Occupational Health and Safety Regulations':
      'Occupational Health and Safety Regulations（労働安全衛生規則）',
    'Canada Labour Code, Part II': 'Canada Labour Code, Part II（カナダ労働法典 第II部）',
    'Canada Occupational Health and Safety Regulations (COHSR)':
      'Canada Occupational Health and Safety Regulations (COHSR)（カナダ労働安全衛生規則）',
    // United States.
    'Occupational Safety and Health Act of 1970':
      'Occupational Safety and Health Act of 1970（1970年労働安全衛生法）',
    '29 CFR 1910 (general industry)': '29 CFR 1910（一般産業）',
    '29 CFR 1926 (construction)': '29 CFR 1926（建設業）',
    // France: the official names are French.
    'Labour Code, Part Four (Occupational health and safety)':
      'Code du travail, quatrième partie（労働法典 第4部：労働安全衛生）',
    'Single occupational risk assessment document (DUERP)':
      "Document unique d'évaluation des risques professionnels (DUERP)（職業リスク評価単一文書）",
    // Germany.
    'Arbeitsschutzgesetz (Occupational Safety and Health Act), § 5: risk assessment':
      'Arbeitsschutzgesetz（労働保護法）§ 5：リスクアセスメント',
    'Betriebssicherheitsverordnung (Industrial Safety Regulation)':
      'Betriebssicherheitsverordnung（事業所安全令）',
    'Arbeitsstättenverordnung (Workplaces Ordinance)': 'Arbeitsstättenverordnung（作業場令）',
    'DGUV Vorschriften (accident insurance regulations)': 'DGUV Vorschriften（労災保険機関の災害防止規則）',
    // United Kingdom.
    'Health and Safety at Work etc. Act 1974':
      'Health and Safety at Work etc. Act 1974（1974年労働安全衛生法）',
    'Management of Health and Safety at Work Regulations 1999 (reg. 3: risk assessment)':
      'Management of Health and Safety at Work Regulations 1999（労働安全衛生管理規則、reg. 3：リスクアセスメント）',
    'Work at Height Regulations 2005': 'Work at Height Regulations 2005（2005年高所作業規則）',
    'Provision and Use of Work Equipment Regulations 1998':
      'Provision and Use of Work Equipment Regulations 1998（1998年作業機器の提供・使用規則）',
    'Control of Substances Hazardous to Health Regulations 2002':
      'Control of Substances Hazardous to Health Regulations 2002（2002年健康有害物質管理規則）',
    'Control of Noise at Work Regulations 2005':
      'Control of Noise at Work Regulations 2005（2005年職場騒音管理規則）',
    'Manual Handling Operations Regulations 1992':
      'Manual Handling Operations Regulations 1992（1992年手作業による運搬作業規則）',
    'Confined Spaces Regulations 1997': 'Confined Spaces Regulations 1997（1997年密閉空間規則）',
    // Spain.
    'Ley 31/1995 de Prevención de Riesgos Laborales (Occupational Risk Prevention Act)':
      'Ley 31/1995 de Prevención de Riesgos Laborales（労働リスク防止法）',
    'Real Decreto 39/1997 (prevention services)': 'Real Decreto 39/1997（予防サービス規則）',
    // Italy.
    'D.Lgs. 81/2008 (Consolidated Act), risk assessment document (DVR) in arts. 17 and 28':
      'D.Lgs. 81/2008（労働安全衛生統一法典）、第17条および第28条に定めるリスク評価文書（DVR）',
    // Mexico.
    'Ley Federal del Trabajo (Federal Labour Law)': 'Ley Federal del Trabajo（連邦労働法）',
    'Reglamento Federal de Seguridad y Salud en el Trabajo (Federal OHS Regulation)':
      'Reglamento Federal de Seguridad y Salud en el Trabajo（連邦労働安全衛生規則）',
    'NOM-009-STPS-2011 (work at height)': 'NOM-009-STPS-2011（高所作業）',
    'NOM-004-STPS-1999 (machinery)': 'NOM-004-STPS-1999（機械）',
    'NOM-011-STPS-2001 (noise)': 'NOM-011-STPS-2001（騒音）',
    'NOM-017-STPS-2008 (PPE)': 'NOM-017-STPS-2008（個人用保護具、PPE）',
    // Brazil.
    'CLT, Chapter V (occupational safety and medicine)': 'CLT（統合労働法）第V章（労働安全・労働医学）',
    'NR-1 (risk management, PGR)': 'NR-1（リスク管理、PGR）',
    'NR-6 (PPE)': 'NR-6（個人用保護具、PPE）',
    'NR-10 (electricity)': 'NR-10（電気設備・電気作業）',
    'NR-12 (machinery and equipment)': 'NR-12（機械・設備）',
    'NR-17 (ergonomics)': 'NR-17（人間工学）',
    'NR-33 (confined spaces)': 'NR-33（密閉空間）',
    'NR-35 (work at height)': 'NR-35（高所作業）',
    // China: the names of the laws as written in Japanese.
    'Work Safety Law (revised 2021)': '中華人民共和国安全生産法（2021年改正）',
    'Law on the Prevention and Control of Occupational Diseases': '中華人民共和国職業病防治法',
    // Japan: the official Japanese names, without a gloss.
    'Industrial Safety and Health Act (Act No. 57 of 1972)': '労働安全衛生法（昭和47年（1972年）法律第57号）',
    'Ordinance on Industrial Safety and Health': '労働安全衛生規則',
    // Australia.
    'Model Work Health and Safety Act 2011':
      'Model Work Health and Safety Act 2011（2011年労働安全衛生モデル法）',
    'Occupational Health and Safety Act 2004 (Victoria)':
      'Occupational Health and Safety Act 2004（2004年ビクトリア州労働安全衛生法）',
    'Model Work Health and Safety Regulations':
      'Model Work Health and Safety Regulations（労働安全衛生モデル規則）',
    'Code of Practice: How to manage work health and safety risks':
      'Code of Practice: How to manage work health and safety risks（実施規範：労働安全衛生リスクの管理方法）',
  },
  regulators: {
    "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)":
      "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)（ケベック州労働基準・公平・安全衛生委員会）",
    'Ministry of Labour, Immigration, Training and Skills Development':
      'Ministry of Labour, Immigration, Training and Skills Development（オンタリオ州労働・移民・訓練・技能開発省）',
    "WorkSafeBC (Workers' Compensation Board)": 'WorkSafeBC（BC州労働者災害補償委員会）',
    'Alberta OHS (Occupational Health and Safety)': 'Alberta OHS（アルバータ州労働安全衛生局）',
    'Ministry of Labour Relations and Workplace Safety':
      'Ministry of Labour Relations and Workplace Safety（サスカチュワン州労使関係・職場安全省）',
    'Workplace Safety and Health Branch; SAFE Work Manitoba (prevention)':
      'Workplace Safety and Health Branch（マニトバ州職場安全衛生局）；SAFE Work Manitoba（予防）',
    WorkSafeNB: 'WorkSafeNB（ニューブランズウィック州労働安全補償委員会）',
    'Occupational Health and Safety Division (Nova Scotia)':
      'Occupational Health and Safety Division（ノバスコシア州労働安全衛生部）',
    'Workers Compensation Board of PEI':
      'Workers Compensation Board of PEI（プリンスエドワードアイランド州労働者災害補償委員会）',
    'OHS Division, Service NL; WorkplaceNL (prevention)':
      'OHS Division, Service NL（ニューファンドランド・ラブラドール州労働安全衛生部）；WorkplaceNL（予防）',
    "Yukon Workers' Safety and Compensation Board":
      "Yukon Workers' Safety and Compensation Board（ユーコン準州労働者安全補償委員会）",
    "WSCC (Workers' Safety and Compensation Commission)":
      "WSCC (Workers' Safety and Compensation Commission)（労働者安全補償委員会）",
    "WSCC (Workers' Safety and Compensation Commission, shared with the N.W.T.)":
      "WSCC (Workers' Safety and Compensation Commission)（労働者安全補償委員会、ノースウエスト準州（N.W.T.）と共通）",
    'Labour Program, ESDC': 'Labour Program, ESDC（カナダ雇用・社会開発省 労働プログラム）',
    'OSHA (Occupational Safety and Health Administration)':
      'OSHA (Occupational Safety and Health Administration)（米国労働省 労働安全衛生局）',
    'Labour inspectorate (DREETS); INRS (prevention)':
      'Inspection du travail（労働監督機関、DREETS）；INRS（国立安全研究所、予防）',
    'Länder labour inspectorates; Berufsgenossenschaften (DGUV)':
      '各州（Länder）の労働監督機関；Berufsgenossenschaften（業種別労災保険組合、DGUV）',
    'HSE (Health and Safety Executive)': 'HSE (Health and Safety Executive)（英国安全衛生庁）',
    'Inspección de Trabajo y Seguridad Social; INSST':
      'Inspección de Trabajo y Seguridad Social（労働・社会保障監督局）；INSST（国立労働安全衛生研究所）',
    'Ispettorato Nazionale del Lavoro; INAIL':
      'Ispettorato Nazionale del Lavoro（国家労働監督局）；INAIL（全国労働災害保険機構）',
    'STPS (Secretaría del Trabajo y Previsión Social)':
      'STPS (Secretaría del Trabajo y Previsión Social)（メキシコ労働社会保障省）',
    'Ministério do Trabalho e Emprego (Ministry of Labour and Employment)':
      'Ministério do Trabalho e Emprego（ブラジル労働雇用省）',
    'Ministry of Emergency Management; National Health Commission':
      '中華人民共和国応急管理部；国家衛生健康委員会',
    'MHLW (Ministry of Health, Labour and Welfare); Labour Standards Inspection Offices':
      '厚生労働省（MHLW）；労働基準監督署',
    'Safe Work Australia; state and territory regulators':
      'Safe Work Australia（豪州労働安全衛生政策機関）；各州・準州の規制当局',
  },
};

export default regulations;
