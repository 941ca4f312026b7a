import type { RegulationsContent } from './types';

/**
 * Portuguese (Brazilian) names of the acts, regulations and regulators (keyed by the English text).
 * Official names stay as enacted (Quebec and France in French, Brazil as officially titled in
 * Portuguese); only the descriptive gloss is in Portuguese. Chinese and Japanese texts have no
 * official name in a Latin script, so they are named in Portuguese, as the French text does.
 */
const regulations: RegulationsContent = {
  instrumentTitles: {
    // Quebec: the official French names.
    'Act respecting occupational health and safety (LSST)':
      'Loi sur la santé et la sécurité du travail (LSST)',
    'Regulation respecting occupational health and safety (RSST)':
      'Règlement sur la santé et la sécurité du travail (RSST)',
    'Safety Code for the construction industry (CSTC)':
      'Code de sécurité pour les travaux de construction (CSTC)',
    'Hazardous Products Information Regulation':
      "Règlement sur l'information concernant les produits dangereux",
    // Other Canadian jurisdictions: official English names, glossed.
    'Occupational Health and Safety Act':
      'Occupational Health and Safety Act (Lei de Saúde e Segurança no Trabalho)',
    'Industrial Establishments': 'Industrial Establishments (regulamento sobre estabelecimentos industriais)',
    'Construction Projects': 'Construction Projects (regulamento sobre obras de construção)',
    'Confined Spaces': 'Confined Spaces (regulamento sobre espaços confinados)',
    Noise: 'Noise (regulamento sobre ruído)',
    'WHMIS (title to be confirmed)':
      'WHMIS (sistema de informação sobre produtos perigosos no trabalho; título a confirmar)',
    'Workers Compensation Act': 'Workers Compensation Act (Lei de Indenização dos Trabalhadores)',
    'Occupational Health and Safety Regulation':
      'Occupational Health and Safety Regulation (Regulamento de Saúde e Segurança no Trabalho)',
    'Occupational Health and Safety Code (OHS Code)':
      'Occupational Health and Safety Code (OHS Code; Código de Saúde e Segurança no Trabalho)',
    'The Saskatchewan Employment Act, Part III':
      'The Saskatchewan Employment Act, Part III (Lei do Emprego de Saskatchewan, Parte III)',
    'The Occupational Health and Safety Regulations, 2020':
      'The Occupational Health and Safety Regulations, 2020 (Regulamentos de Saúde e Segurança no Trabalho)',
    'The Workplace Safety and Health Act':
      'The Workplace Safety and Health Act (Lei de Segurança e Saúde no Local de Trabalho)',
    'Workplace Safety and Health Regulation':
      'Workplace Safety and Health Regulation (Regulamento de Segurança e Saúde no Local de Trabalho)',
    'General Regulation': 'General Regulation (regulamento geral)',
    'Occupational Safety General Regulations':
      'Occupational Safety General Regulations (regulamentos gerais de segurança no trabalho)',
    'Workplace Health and Safety Regulations':
      'Workplace Health and Safety Regulations (Regulamentos de Saúde e Segurança no Local de Trabalho)',
    'Occupational Health and Safety Act General Regulations':
      'Occupational Health and Safety Act General Regulations (regulamentos gerais da Lei de Saúde e Segurança no Trabalho)',
    'Fall Protection Regulations': 'Fall Protection Regulations (regulamentos de proteção contra quedas)',
    'Occupational Health and Safety Regulations, 2012':
      'Occupational Health and Safety Regulations, 2012 (Regulamentos de Saúde e Segurança no Trabalho)',
    "Workers' Safety and Compensation Act (in force 2022-07-01)":
      "Workers' Safety and Compensation Act (Lei de Segurança e Indenização dos Trabalhadores; em vigor desde 2022-07-01)",
    'Safety Act': 'Safety Act (Lei de Segurança)',
    'Occupational Health and Safety Regulations (in force 2015-06-01)':
      'Occupational Health and Safety Regulations (Regulamentos de Saúde e Segurança no Trabalho; em vigor desde 2015-06-01)',
    'Safety Act (as amended for Nunavut)': 'Safety Act (Lei de Segurança, conforme alterada para Nunavut)',
    'Occupational Health and Safety Regulations':
      'Occupational Health and Safety Regulations (Regulamentos de Saúde e Segurança no Trabalho)',
    'Canada Labour Code, Part II': 'Canada Labour Code, Part II (Código do Trabalho do Canadá, Parte II)',
    'Canada Occupational Health and Safety Regulations (COHSR)':
      'Canada Occupational Health and Safety Regulations (COHSR; Regulamento Canadense de Saúde e Segurança no Trabalho)',
    // United States.
    'Occupational Safety and Health Act of 1970': 'Occupational Safety and Health Act of 1970',
    '29 CFR 1910 (general industry)': '29 CFR 1910 (indústria em geral)',
    '29 CFR 1926 (construction)': '29 CFR 1926 (construção)',
    // France: the official French names.
    'Labour Code, Part Four (Occupational health and safety)':
      'Code du travail, quatrième partie (Código do Trabalho, quarta parte: saúde e segurança no trabalho)',
    'Single occupational risk assessment document (DUERP)':
      "Document unique d'évaluation des risques professionnels (DUERP; documento único de avaliação dos riscos ocupacionais)",
    // Germany.
    'Arbeitsschutzgesetz (Occupational Safety and Health Act), § 5: risk assessment':
      'Arbeitsschutzgesetz (Lei de Segurança e Saúde no Trabalho), § 5: avaliação de riscos',
    'Betriebssicherheitsverordnung (Industrial Safety Regulation)':
      'Betriebssicherheitsverordnung (Regulamento de Segurança Industrial)',
    'Arbeitsstättenverordnung (Workplaces Ordinance)':
      'Arbeitsstättenverordnung (Regulamento dos Locais de Trabalho)',
    'DGUV Vorschriften (accident insurance regulations)':
      'DGUV Vorschriften (normas do seguro social de acidentes de trabalho)',
    // United Kingdom.
    'Health and Safety at Work etc. Act 1974': 'Health and Safety at Work etc. Act 1974',
    'Management of Health and Safety at Work Regulations 1999 (reg. 3: risk assessment)':
      'Management of Health and Safety at Work Regulations 1999 (reg. 3: avaliação de riscos)',
    'Work at Height Regulations 2005': 'Work at Height Regulations 2005',
    'Provision and Use of Work Equipment Regulations 1998':
      'Provision and Use of Work Equipment Regulations 1998',
    'Control of Substances Hazardous to Health Regulations 2002':
      'Control of Substances Hazardous to Health Regulations 2002',
    'Control of Noise at Work Regulations 2005': 'Control of Noise at Work Regulations 2005',
    'Manual Handling Operations Regulations 1992': 'Manual Handling Operations Regulations 1992',
    'Confined Spaces Regulations 1997': 'Confined Spaces Regulations 1997',
    // Spain.
    'Ley 31/1995 de Prevención de Riesgos Laborales (Occupational Risk Prevention Act)':
      'Ley 31/1995 de Prevención de Riesgos Laborales (Lei de Prevenção de Riscos Ocupacionais)',
    'Real Decreto 39/1997 (prevention services)': 'Real Decreto 39/1997 (serviços de prevenção)',
    // Italy.
    'D.Lgs. 81/2008 (Consolidated Act), risk assessment document (DVR) in arts. 17 and 28':
      'D.Lgs. 81/2008 (Texto Único de segurança e saúde no trabalho), documento de avaliação de riscos (DVR) nos arts. 17 e 28',
    // Mexico.
    'Ley Federal del Trabajo (Federal Labour Law)': 'Ley Federal del Trabajo (Lei Federal do Trabalho)',
    'Reglamento Federal de Seguridad y Salud en el Trabajo (Federal OHS Regulation)':
      'Reglamento Federal de Seguridad y Salud en el Trabajo (Regulamento Federal de Segurança e Saúde no Trabalho)',
    'NOM-009-STPS-2011 (work at height)': 'NOM-009-STPS-2011 (trabalho em altura)',
    'NOM-004-STPS-1999 (machinery)': 'NOM-004-STPS-1999 (máquinas)',
    'NOM-011-STPS-2001 (noise)': 'NOM-011-STPS-2001 (ruído)',
    'NOM-017-STPS-2008 (PPE)': 'NOM-017-STPS-2008 (EPI)',
    // Brazil: the official titles of the CLT chapter and of the Normas Regulamentadoras.
    'CLT, Chapter V (occupational safety and medicine)':
      'CLT, Título II, Capítulo V – Da Segurança e da Medicina do Trabalho',
    'NR-1 (risk management, PGR)': 'NR-1 – Disposições Gerais e Gerenciamento de Riscos Ocupacionais (PGR)',
    'NR-6 (PPE)': 'NR-6 – Equipamento de Proteção Individual – EPI',
    'NR-10 (electricity)': 'NR-10 – Segurança em Instalações e Serviços em Eletricidade',
    'NR-12 (machinery and equipment)': 'NR-12 – Segurança no Trabalho em Máquinas e Equipamentos',
    'NR-17 (ergonomics)': 'NR-17 – Ergonomia',
    'NR-33 (confined spaces)': 'NR-33 – Segurança e Saúde no Trabalho em Espaços Confinados',
    'NR-35 (work at height)': 'NR-35 – Trabalho em Altura',
    // China.
    'Work Safety Law (revised 2021)': 'Lei de Segurança no Trabalho (revisada em 2021)',
    'Law on the Prevention and Control of Occupational Diseases':
      'Lei de Prevenção e Controle de Doenças Ocupacionais',
    // Japan.
    'Industrial Safety and Health Act (Act No. 57 of 1972)':
      'Lei de Segurança e Saúde Industrial (Lei nº 57, de 1972)',
    'Ordinance on Industrial Safety and Health': 'Regulamento de Segurança e Saúde Industrial',
    // Australia.
    'Model Work Health and Safety Act 2011': 'Model Work Health and Safety Act 2011',
    'Occupational Health and Safety Act 2004 (Victoria)':
      'Occupational Health and Safety Act 2004 (estado de Vitória)',
    'Model Work Health and Safety Regulations': 'Model Work Health and Safety Regulations',
    'Code of Practice: How to manage work health and safety risks':
      'Code of Practice: How to manage work health and safety risks (código de prática sobre a gestão dos riscos de saúde e segurança no trabalho)',
  },
  regulators: {
    "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)":
      "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)",
    'Ministry of Labour, Immigration, Training and Skills Development':
      'Ministry of Labour, Immigration, Training and Skills Development (Ministério do Trabalho, Imigração, Formação e Desenvolvimento de Competências de Ontário)',
    "WorkSafeBC (Workers' Compensation Board)": "WorkSafeBC (Workers' Compensation Board)",
    'Alberta OHS (Occupational Health and Safety)': 'Alberta OHS (saúde e segurança no trabalho de Alberta)',
    'Ministry of Labour Relations and Workplace Safety':
      'Ministry of Labour Relations and Workplace Safety (Ministério das Relações de Trabalho e da Segurança no Trabalho de Saskatchewan)',
    'Workplace Safety and Health Branch; SAFE Work Manitoba (prevention)':
      'Workplace Safety and Health Branch (divisão de segurança e saúde no trabalho); SAFE Work Manitoba (prevenção)',
    WorkSafeNB: 'WorkSafeNB',
    'Occupational Health and Safety Division (Nova Scotia)':
      'Occupational Health and Safety Division (divisão de saúde e segurança no trabalho, Nova Escócia)',
    'Workers Compensation Board of PEI':
      'Workers Compensation Board of PEI (conselho de indenização dos trabalhadores da Ilha do Príncipe Eduardo)',
    'OHS Division, Service NL; WorkplaceNL (prevention)':
      'OHS Division (divisão de saúde e segurança no trabalho), Service NL; WorkplaceNL (prevenção)',
    "Yukon Workers' Safety and Compensation Board":
      "Yukon Workers' Safety and Compensation Board (conselho de segurança e indenização dos trabalhadores do Yukon)",
    "WSCC (Workers' Safety and Compensation Commission)":
      "WSCC (Workers' Safety and Compensation Commission)",
    "WSCC (Workers' Safety and Compensation Commission, shared with the N.W.T.)":
      "WSCC (Workers' Safety and Compensation Commission, compartilhada com os Territórios do Noroeste, N.W.T.)",
    'Labour Program, ESDC':
      'Labour Program, ESDC (Programa do Trabalho do ministério Emprego e Desenvolvimento Social Canadá)',
    'OSHA (Occupational Safety and Health Administration)':
      'OSHA (Occupational Safety and Health Administration)',
    'Labour inspectorate (DREETS); INRS (prevention)': 'Inspeção do trabalho (DREETS); INRS (prevenção)',
    'Länder labour inspectorates; Berufsgenossenschaften (DGUV)':
      'Inspeções do trabalho dos Länder; Berufsgenossenschaften (seguradoras de acidentes de trabalho, DGUV)',
    'HSE (Health and Safety Executive)': 'HSE (Health and Safety Executive)',
    'Inspección de Trabajo y Seguridad Social; INSST': 'Inspección de Trabajo y Seguridad Social; INSST',
    'Ispettorato Nazionale del Lavoro; INAIL': 'Ispettorato Nazionale del Lavoro; INAIL',
    'STPS (Secretaría del Trabajo y Previsión Social)': 'STPS (Secretaría del Trabajo y Previsión Social)',
    'Ministério do Trabalho e Emprego (Ministry of Labour and Employment)':
      'Ministério do Trabalho e Emprego (MTE)',
    'Ministry of Emergency Management; National Health Commission':
      'Ministério da Gestão de Emergências; Comissão Nacional de Saúde',
    'MHLW (Ministry of Health, Labour and Welfare); Labour Standards Inspection Offices':
      'MHLW (Ministério da Saúde, Trabalho e Bem-Estar); Escritórios de Inspeção de Normas Trabalhistas',
    'Safe Work Australia; state and territory regulators':
      'Safe Work Australia; órgãos reguladores dos estados e territórios',
  },
};

export default regulations;
