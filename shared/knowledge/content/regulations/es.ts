import type { RegulationsContent } from './types';

/**
 * Spanish names of the acts, regulations and regulators (keyed by the English text).
 * Official names stay as enacted (Quebec and France in French, other Canadian, US, UK and
 * Australian ones in English, German and Italian in their language); only the descriptive
 * gloss is Spanish. Spanish and Mexican instruments carry their official Spanish title.
 */
const regulations: RegulationsContent = {
  instrumentTitles: {
    // Quebec (official French names)
    'Act respecting occupational health and safety (LSST)':
      'Loi sur la santé et la sécurité du travail (LSST)',
    'Regulation respecting occupational health and safety (RSST)':
      'Règlement sur la santé et la sécurité du travail (RSST)',
    'Safety Code for the construction industry (CSTC)':
      'Code de sécurité pour les travaux de construction (CSTC)',
    'Hazardous Products Information Regulation':
      "Règlement sur l'information concernant les produits dangereux",
    // Ontario; its short regulation names need a gloss
    'Occupational Health and Safety Act': 'Occupational Health and Safety Act',
    'Industrial Establishments': 'Industrial Establishments (establecimientos industriales)',
    'Construction Projects': 'Construction Projects (obras de construcción)',
    'Confined Spaces': 'Confined Spaces (espacios confinados)',
    Noise: 'Noise (ruido)',
    'WHMIS (title to be confirmed)':
      'WHMIS (sistema de información sobre materiales peligrosos en el trabajo; título por confirmar)',
    // British Columbia, Alberta, Saskatchewan, Manitoba
    'Workers Compensation Act': 'Workers Compensation Act',
    'Occupational Health and Safety Regulation': 'Occupational Health and Safety Regulation',
    'Occupational Health and Safety Code (OHS Code)': 'Occupational Health and Safety Code (OHS Code)',
    'The Saskatchewan Employment Act, Part III': 'The Saskatchewan Employment Act, parte III',
    'The Occupational Health and Safety Regulations, 2020':
      'The Occupational Health and Safety Regulations, 2020',
    'The Workplace Safety and Health Act': 'The Workplace Safety and Health Act',
    'Workplace Safety and Health Regulation': 'Workplace Safety and Health Regulation',
    // Atlantic provinces
    'General Regulation': 'General Regulation (reglamento general de seguridad y salud en el trabajo)',
    'Occupational Safety General Regulations': 'Occupational Safety General Regulations',
    'Workplace Health and Safety Regulations': 'Workplace Health and Safety Regulations',
    'Occupational Health and Safety Act General Regulations':
      'Occupational Health and Safety Act General Regulations',
    'Fall Protection Regulations': 'Fall Protection Regulations (protección contra caídas)',
    'Occupational Health and Safety Regulations, 2012': 'Occupational Health and Safety Regulations, 2012',
    // Territories and federal
    "Workers' Safety and Compensation Act (in force 2022-07-01)":
      "Workers' Safety and Compensation Act (en vigor desde el 2022-07-01)",
    'Safety Act': 'Safety Act',
    'Occupational Health and Safety Regulations (in force 2015-06-01)':
      'Occupational Health and Safety Regulations (en vigor desde el 2015-06-01)',
    'Safety Act (as amended for Nunavut)': 'Safety Act (modificada para Nunavut)',
    'Occupational Health and Safety Regulations': 'Occupational Health and Safety Regulations',
    'Canada Labour Code, Part II': 'Canada Labour Code, parte II',
    'Canada Occupational Health and Safety Regulations (COHSR)':
      'Canada Occupational Health and Safety Regulations (COHSR)',
    // United States
    'Occupational Safety and Health Act of 1970': 'Occupational Safety and Health Act of 1970',
    '29 CFR 1910 (general industry)': '29 CFR 1910 (industria en general)',
    '29 CFR 1926 (construction)': '29 CFR 1926 (construcción)',
    // France (official French names)
    'Labour Code, Part Four (Occupational health and safety)':
      'Code du travail, cuarta parte (seguridad y salud en el trabajo)',
    'Single occupational risk assessment document (DUERP)':
      "Document unique d'évaluation des risques professionnels (DUERP; documento único de evaluación de riesgos laborales)",
    // Germany
    'Arbeitsschutzgesetz (Occupational Safety and Health Act), § 5: risk assessment':
      'Arbeitsschutzgesetz (Ley de Seguridad y Salud en el Trabajo), § 5: evaluación de riesgos',
    'Betriebssicherheitsverordnung (Industrial Safety Regulation)':
      'Betriebssicherheitsverordnung (Reglamento de seguridad de los equipos de trabajo)',
    'Arbeitsstättenverordnung (Workplaces Ordinance)':
      'Arbeitsstättenverordnung (Reglamento de lugares de trabajo)',
    'DGUV Vorschriften (accident insurance regulations)':
      'DGUV Vorschriften (normas de prevención del seguro de accidentes de trabajo)',
    // United Kingdom
    'Health and Safety at Work etc. Act 1974': 'Health and Safety at Work etc. Act 1974',
    'Management of Health and Safety at Work Regulations 1999 (reg. 3: risk assessment)':
      'Management of Health and Safety at Work Regulations 1999 (reg. 3: evaluación de riesgos)',
    'Work at Height Regulations 2005': 'Work at Height Regulations 2005',
    'Provision and Use of Work Equipment Regulations 1998':
      'Provision and Use of Work Equipment Regulations 1998',
    'Control of Substances Hazardous to Health Regulations 2002':
      'Control of Substances Hazardous to Health Regulations 2002',
    'Control of Noise at Work Regulations 2005': 'Control of Noise at Work Regulations 2005',
    'Manual Handling Operations Regulations 1992': 'Manual Handling Operations Regulations 1992',
    'Confined Spaces Regulations 1997': 'Confined Spaces Regulations 1997',
    // Spain (official titles)
    'Ley 31/1995 de Prevención de Riesgos Laborales (Occupational Risk Prevention Act)':
      'Ley 31/1995 de Prevención de Riesgos Laborales',
    'Real Decreto 39/1997 (prevention services)':
      'Real Decreto 39/1997, por el que se aprueba el Reglamento de los Servicios de Prevención',
    // Italy
    'D.Lgs. 81/2008 (Consolidated Act), risk assessment document (DVR) in arts. 17 and 28':
      'D.Lgs. 81/2008 (Testo unico de seguridad y salud en el trabajo), documento de evaluación de riesgos (DVR) en los arts. 17 y 28',
    // Mexico (official titles)
    'Ley Federal del Trabajo (Federal Labour Law)': 'Ley Federal del Trabajo',
    'Reglamento Federal de Seguridad y Salud en el Trabajo (Federal OHS Regulation)':
      'Reglamento Federal de Seguridad y Salud en el Trabajo',
    'NOM-009-STPS-2011 (work at height)':
      'NOM-009-STPS-2011, Condiciones de seguridad para realizar trabajos en altura',
    'NOM-004-STPS-1999 (machinery)':
      'NOM-004-STPS-1999, Sistemas de protección y dispositivos de seguridad en la maquinaria y equipo que se utilice en los centros de trabajo',
    'NOM-011-STPS-2001 (noise)':
      'NOM-011-STPS-2001, Condiciones de seguridad e higiene en los centros de trabajo donde se genere ruido',
    'NOM-017-STPS-2008 (PPE)':
      'NOM-017-STPS-2008, Equipo de protección personal-Selección, uso y manejo en los centros de trabajo',
    // Brazil
    'CLT, Chapter V (occupational safety and medicine)': 'CLT, capítulo V (seguridad y medicina del trabajo)',
    'NR-1 (risk management, PGR)': 'NR-1 (gestión de riesgos, PGR)',
    'NR-6 (PPE)': 'NR-6 (equipos de protección individual, EPI)',
    'NR-10 (electricity)': 'NR-10 (electricidad)',
    'NR-12 (machinery and equipment)': 'NR-12 (máquinas y equipos)',
    'NR-17 (ergonomics)': 'NR-17 (ergonomía)',
    'NR-33 (confined spaces)': 'NR-33 (espacios confinados)',
    'NR-35 (work at height)': 'NR-35 (trabajo en altura)',
    // China and Japan (names translated, as in the English and French texts)
    'Work Safety Law (revised 2021)': 'Ley de Seguridad en la Producción (revisada en 2021)',
    'Law on the Prevention and Control of Occupational Diseases':
      'Ley de Prevención y Control de Enfermedades Profesionales',
    'Industrial Safety and Health Act (Act No. 57 of 1972)':
      'Ley de Seguridad y Salud Industrial (Ley n.º 57 de 1972)',
    'Ordinance on Industrial Safety and Health': 'Ordenanza sobre Seguridad y Salud Industrial',
    // Australia
    'Model Work Health and Safety Act 2011': 'Model Work Health and Safety Act 2011',
    'Occupational Health and Safety Act 2004 (Victoria)':
      'Occupational Health and Safety Act 2004 (Victoria)',
    'Model Work Health and Safety Regulations': 'Model Work Health and Safety Regulations',
    'Code of Practice: How to manage work health and safety risks':
      'Code of Practice: How to manage work health and safety risks (código de prácticas sobre la gestión de los riesgos de seguridad y salud en el trabajo)',
  },
  regulators: {
    "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)":
      "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)",
    'Ministry of Labour, Immigration, Training and Skills Development':
      'Ministry of Labour, Immigration, Training and Skills Development (Ministerio de Trabajo de Ontario)',
    "WorkSafeBC (Workers' Compensation Board)": "WorkSafeBC (Workers' Compensation Board)",
    'Alberta OHS (Occupational Health and Safety)': 'Alberta OHS (Occupational Health and Safety)',
    'Ministry of Labour Relations and Workplace Safety':
      'Ministry of Labour Relations and Workplace Safety (Ministerio de Trabajo de Saskatchewan)',
    'Workplace Safety and Health Branch; SAFE Work Manitoba (prevention)':
      'Workplace Safety and Health Branch; SAFE Work Manitoba (prevención)',
    WorkSafeNB: 'WorkSafeNB',
    'Occupational Health and Safety Division (Nova Scotia)':
      'Occupational Health and Safety Division (Nueva Escocia)',
    'Workers Compensation Board of PEI': 'Workers Compensation Board of PEI (Isla del Príncipe Eduardo)',
    'OHS Division, Service NL; WorkplaceNL (prevention)':
      'OHS Division, Service NL; WorkplaceNL (prevención)',
    "Yukon Workers' Safety and Compensation Board": "Yukon Workers' Safety and Compensation Board",
    "WSCC (Workers' Safety and Compensation Commission)":
      "WSCC (Workers' Safety and Compensation Commission)",
    "WSCC (Workers' Safety and Compensation Commission, shared with the N.W.T.)":
      "WSCC (Workers' Safety and Compensation Commission, compartida con los Territorios del Noroeste)",
    'Labour Program, ESDC': 'Labour Program, ESDC (Programa del Trabajo, Empleo y Desarrollo Social Canadá)',
    'OSHA (Occupational Safety and Health Administration)':
      'OSHA (Occupational Safety and Health Administration)',
    'Labour inspectorate (DREETS); INRS (prevention)': 'Inspección del trabajo (DREETS); INRS (prevención)',
    'Länder labour inspectorates; Berufsgenossenschaften (DGUV)':
      'Inspecciones de trabajo de los Länder; Berufsgenossenschaften (mutuas de accidentes de trabajo, DGUV)',
    'HSE (Health and Safety Executive)': 'HSE (Health and Safety Executive)',
    'Inspección de Trabajo y Seguridad Social; INSST':
      'Inspección de Trabajo y Seguridad Social; INSST (Instituto Nacional de Seguridad y Salud en el Trabajo)',
    'Ispettorato Nazionale del Lavoro; INAIL': 'Ispettorato Nazionale del Lavoro; INAIL',
    'STPS (Secretaría del Trabajo y Previsión Social)': 'STPS (Secretaría del Trabajo y Previsión Social)',
    'Ministério do Trabalho e Emprego (Ministry of Labour and Employment)':
      'Ministério do Trabalho e Emprego (Ministerio de Trabajo y Empleo)',
    'Ministry of Emergency Management; National Health Commission':
      'Ministerio de Gestión de Emergencias; Comisión Nacional de Salud',
    'MHLW (Ministry of Health, Labour and Welfare); Labour Standards Inspection Offices':
      'MHLW (Ministerio de Salud, Trabajo y Bienestar); oficinas de inspección de normas laborales',
    'Safe Work Australia; state and territory regulators':
      'Safe Work Australia; organismos reguladores de los estados y territorios',
  },
};

export default regulations;
