import type { RegulationsContent } from './types';

/** Simplified Chinese names of the acts, regulations and regulators (keyed by the English text). */
const regulations: RegulationsContent = {
  instrumentTitles: {
    // Québec: the official names are French.
    'Act respecting occupational health and safety (LSST)':
      'Loi sur la santé et la sécurité du travail (LSST)（《职业健康与安全法》）',
    'Regulation respecting occupational health and safety (RSST)':
      'Règlement sur la santé et la sécurité du travail (RSST)（《职业健康与安全条例》）',
    'Safety Code for the construction industry (CSTC)':
      'Code de sécurité pour les travaux de construction (CSTC)（《建筑工程安全规范》）',
    'Hazardous Products Information Regulation':
      "Règlement sur l'information concernant les produits dangereux（《危险产品信息条例》）",
    // Other Canadian jurisdictions.
    'Occupational Health and Safety Act': 'Occupational Health and Safety Act（《职业健康与安全法》）',
    'Industrial Establishments': 'Industrial Establishments（《工业场所条例》）',
    'Construction Projects': 'Construction Projects（《建筑工程条例》）',
    'Confined Spaces': 'Confined Spaces（《受限空间条例》）',
    Noise: 'Noise（《噪声条例》）',
    'WHMIS (title to be confirmed)': 'WHMIS（工作场所危险物料信息系统；标题待确认）',
    'Workers Compensation Act': 'Workers Compensation Act（《工伤赔偿法》）',
    'Occupational Health and Safety Regulation':
      'Occupational Health and Safety Regulation（《职业健康与安全条例》）',
    'Occupational Health and Safety Code (OHS Code)':
      'Occupational Health and Safety Code (OHS Code)（《职业健康与安全规范》）',
    'The Saskatchewan Employment Act, Part III':
      'The Saskatchewan Employment Act, Part III（《萨斯喀彻温省就业法》第三部分）',
    'The Occupational Health and Safety Regulations, 2020':
      'The Occupational Health and Safety Regulations, 2020（《2020 年职业健康与安全条例》）',
    'The Workplace Safety and Health Act': 'The Workplace Safety and Health Act（《工作场所安全与健康法》）',
    'Workplace Safety and Health Regulation':
      'Workplace Safety and Health Regulation（《工作场所安全与健康条例》）',
    'General Regulation': 'General Regulation（《一般条例》）',
    'Occupational Safety General Regulations':
      'Occupational Safety General Regulations（《职业安全一般条例》）',
    'Workplace Health and Safety Regulations':
      'Workplace Health and Safety Regulations（《工作场所健康与安全条例》）',
    'Occupational Health and Safety Act General Regulations':
      'Occupational Health and Safety Act General Regulations（《职业健康与安全法一般条例》）',
    'Fall Protection Regulations': 'Fall Protection Regulations（《坠落防护条例》）',
    'Occupational Health and Safety Regulations, 2012':
      'Occupational Health and Safety Regulations, 2012（《2012 年职业健康与安全条例》）',
    "Workers' Safety and Compensation Act (in force 2022-07-01)":
      "Workers' Safety and Compensation Act（《工人安全与赔偿法》，自 2022-07-01 起施行）",
    'Safety Act': 'Safety Act（《安全法》）',
    'Occupational Health and Safety Regulations (in force 2015-06-01)':
      'Occupational Health and Safety Regulations（《职业健康与安全条例》，自 2015-06-01 起施行）',
    'Safety Act (as amended for Nunavut)': 'Safety Act（《安全法》，经修订适用于努纳武特）',
    'Occupational Health and Safety Regulations':
      'Occupational Health and Safety Regulations（《职业健康与安全条例》）',
    'Canada Labour Code, Part II': 'Canada Labour Code, Part II（《加拿大劳动法典》第二部分）',
    'Canada Occupational Health and Safety Regulations (COHSR)':
      'Canada Occupational Health and Safety Regulations (COHSR)（《加拿大职业健康与安全条例》）',
    // United States.
    'Occupational Safety and Health Act of 1970':
      'Occupational Safety and Health Act of 1970（《1970 年职业安全与健康法》）',
    '29 CFR 1910 (general industry)': '29 CFR 1910（一般工业）',
    '29 CFR 1926 (construction)': '29 CFR 1926（建筑业）',
    // France: the official names are French.
    'Labour Code, Part Four (Occupational health and safety)':
      'Code du travail, quatrième partie（《劳动法典》第四部分：职业健康与安全）',
    'Single occupational risk assessment document (DUERP)':
      "Document unique d'évaluation des risques professionnels (DUERP)（职业风险评估单一文件）",
    // Germany.
    'Arbeitsschutzgesetz (Occupational Safety and Health Act), § 5: risk assessment':
      'Arbeitsschutzgesetz（《劳动保护法》），§ 5：风险评估',
    'Betriebssicherheitsverordnung (Industrial Safety Regulation)':
      'Betriebssicherheitsverordnung（《工业安全条例》）',
    'Arbeitsstättenverordnung (Workplaces Ordinance)': 'Arbeitsstättenverordnung（《工作场所条例》）',
    'DGUV Vorschriften (accident insurance regulations)': 'DGUV Vorschriften（法定事故保险机构的预防规章）',
    // United Kingdom.
    'Health and Safety at Work etc. Act 1974':
      'Health and Safety at Work etc. Act 1974（《1974 年工作健康与安全法》）',
    'Management of Health and Safety at Work Regulations 1999 (reg. 3: risk assessment)':
      'Management of Health and Safety at Work Regulations 1999（《工作健康与安全管理条例》；reg. 3：风险评估）',
    'Work at Height Regulations 2005': 'Work at Height Regulations 2005（《高处作业条例》）',
    'Provision and Use of Work Equipment Regulations 1998':
      'Provision and Use of Work Equipment Regulations 1998（《工作设备提供与使用条例》）',
    'Control of Substances Hazardous to Health Regulations 2002':
      'Control of Substances Hazardous to Health Regulations 2002（《有害健康物质控制条例》）',
    'Control of Noise at Work Regulations 2005':
      'Control of Noise at Work Regulations 2005（《工作场所噪声控制条例》）',
    'Manual Handling Operations Regulations 1992':
      'Manual Handling Operations Regulations 1992（《人工搬运作业条例》）',
    'Confined Spaces Regulations 1997': 'Confined Spaces Regulations 1997（《受限空间条例》）',
    // Spain.
    'Ley 31/1995 de Prevención de Riesgos Laborales (Occupational Risk Prevention Act)':
      'Ley 31/1995 de Prevención de Riesgos Laborales（《职业风险预防法》）',
    'Real Decreto 39/1997 (prevention services)': 'Real Decreto 39/1997（《预防服务条例》）',
    // Italy.
    'D.Lgs. 81/2008 (Consolidated Act), risk assessment document (DVR) in arts. 17 and 28':
      'D.Lgs. 81/2008（Testo unico，职业健康与安全综合法），风险评估文件（DVR）见第 17 条和第 28 条',
    // Mexico.
    'Ley Federal del Trabajo (Federal Labour Law)': 'Ley Federal del Trabajo（《联邦劳动法》）',
    'Reglamento Federal de Seguridad y Salud en el Trabajo (Federal OHS Regulation)':
      'Reglamento Federal de Seguridad y Salud en el Trabajo（《联邦职业安全与健康条例》）',
    'NOM-009-STPS-2011 (work at height)': 'NOM-009-STPS-2011（高处作业）',
    'NOM-004-STPS-1999 (machinery)': 'NOM-004-STPS-1999（机械）',
    'NOM-011-STPS-2001 (noise)': 'NOM-011-STPS-2001（噪声）',
    'NOM-017-STPS-2008 (PPE)': 'NOM-017-STPS-2008（个人防护装备，PPE）',
    // Brazil: the official name of the CLT chapter is Portuguese.
    'CLT, Chapter V (occupational safety and medicine)':
      'CLT, Capítulo V（《劳动法汇编》第五章：职业安全与职业医学）',
    'NR-1 (risk management, PGR)': 'NR-1（风险管理，PGR）',
    'NR-6 (PPE)': 'NR-6（个人防护装备，PPE）',
    'NR-10 (electricity)': 'NR-10（电气安全）',
    'NR-12 (machinery and equipment)': 'NR-12（机械与设备）',
    'NR-17 (ergonomics)': 'NR-17（人因工程）',
    'NR-33 (confined spaces)': 'NR-33（受限空间）',
    'NR-35 (work at height)': 'NR-35（高处作业）',
    // China: the official Chinese names, with the amendment year as Chinese compilations cite it.
    'Work Safety Law (revised 2021)': '中华人民共和国安全生产法（2021年修正）',
    'Law on the Prevention and Control of Occupational Diseases': '中华人民共和国职业病防治法',
    // Japan: the official Japanese names, glossed in Simplified Chinese.
    'Industrial Safety and Health Act (Act No. 57 of 1972)':
      '労働安全衛生法（日本《劳动安全卫生法》，1972 年第 57 号法律）',
    'Ordinance on Industrial Safety and Health': '労働安全衛生規則（日本《劳动安全卫生规则》）',
    // Australia.
    'Model Work Health and Safety Act 2011':
      'Model Work Health and Safety Act 2011（《示范工作健康与安全法》）',
    'Occupational Health and Safety Act 2004 (Victoria)':
      'Occupational Health and Safety Act 2004（维多利亚州《职业健康与安全法》）',
    'Model Work Health and Safety Regulations':
      'Model Work Health and Safety Regulations（《示范工作健康与安全条例》）',
    'Code of Practice: How to manage work health and safety risks':
      'Code of Practice: How to manage work health and safety risks（实务守则：如何管理工作健康与安全风险）',
  },
  regulators: {
    "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)":
      "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)（魁北克省劳动标准、公平、健康与安全委员会）",
    'Ministry of Labour, Immigration, Training and Skills Development':
      'Ministry of Labour, Immigration, Training and Skills Development（安大略省劳工、移民、培训和技能发展部）',
    "WorkSafeBC (Workers' Compensation Board)":
      "WorkSafeBC (Workers' Compensation Board)（不列颠哥伦比亚省工伤赔偿委员会）",
    'Alberta OHS (Occupational Health and Safety)': 'Alberta OHS（艾伯塔省职业健康与安全部门）',
    'Ministry of Labour Relations and Workplace Safety':
      'Ministry of Labour Relations and Workplace Safety（萨斯喀彻温省劳动关系与工作场所安全部）',
    'Workplace Safety and Health Branch; SAFE Work Manitoba (prevention)':
      'Workplace Safety and Health Branch（马尼托巴省工作场所安全与健康局）；SAFE Work Manitoba（预防）',
    WorkSafeNB: 'WorkSafeNB（新不伦瑞克省工作安全机构）',
    'Occupational Health and Safety Division (Nova Scotia)':
      'Occupational Health and Safety Division（新斯科舍省职业健康与安全司）',
    'Workers Compensation Board of PEI': 'Workers Compensation Board of PEI（爱德华王子岛省工伤赔偿委员会）',
    'OHS Division, Service NL; WorkplaceNL (prevention)':
      'OHS Division, Service NL（纽芬兰与拉布拉多省职业健康与安全司）；WorkplaceNL（预防）',
    "Yukon Workers' Safety and Compensation Board":
      "Yukon Workers' Safety and Compensation Board（育空工人安全与赔偿委员会）",
    "WSCC (Workers' Safety and Compensation Commission)":
      "WSCC (Workers' Safety and Compensation Commission)（西北地区工人安全与赔偿委员会）",
    "WSCC (Workers' Safety and Compensation Commission, shared with the N.W.T.)":
      "WSCC (Workers' Safety and Compensation Commission)（工人安全与赔偿委员会，与西北地区共用）",
    'Labour Program, ESDC': 'Labour Program, ESDC（加拿大就业和社会发展部劳工项目）',
    'OSHA (Occupational Safety and Health Administration)':
      'OSHA (Occupational Safety and Health Administration)（美国职业安全与健康管理局）',
    'Labour inspectorate (DREETS); INRS (prevention)':
      '劳动监察部门（DREETS）；INRS（法国国家安全研究所，负责预防）',
    'Länder labour inspectorates; Berufsgenossenschaften (DGUV)':
      '各州（Länder）劳动监察部门；Berufsgenossenschaften（DGUV，法定工伤事故保险机构）',
    'HSE (Health and Safety Executive)': 'HSE (Health and Safety Executive)（英国健康与安全执行局）',
    'Inspección de Trabajo y Seguridad Social; INSST':
      'Inspección de Trabajo y Seguridad Social（西班牙劳动和社会保障监察局）；INSST（国家职业安全与健康研究所）',
    'Ispettorato Nazionale del Lavoro; INAIL':
      'Ispettorato Nazionale del Lavoro（意大利国家劳动监察局）；INAIL（国家工伤事故保险局）',
    'STPS (Secretaría del Trabajo y Previsión Social)':
      'STPS (Secretaría del Trabajo y Previsión Social)（墨西哥劳动和社会保障部）',
    'Ministério do Trabalho e Emprego (Ministry of Labour and Employment)':
      'Ministério do Trabalho e Emprego（巴西劳动和就业部）',
    'Ministry of Emergency Management; National Health Commission': '应急管理部；国家卫生健康委员会',
    'MHLW (Ministry of Health, Labour and Welfare); Labour Standards Inspection Offices':
      'MHLW（日本厚生劳动省）；劳动基准监督署',
    'Safe Work Australia; state and territory regulators':
      'Safe Work Australia（澳大利亚安全工作局）；各州和领地监管机构',
  },
};

export default regulations;
