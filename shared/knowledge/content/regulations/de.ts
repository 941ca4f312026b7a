import type { RegulationsContent } from './types';

/**
 * German names of the acts, regulations and regulators (keyed by the English text).
 * Official names stay as enacted (Quebec and France in French, other Canadian, US, UK and
 * Australian ones in English, Spanish, Italian, Mexican and Brazilian ones in their language);
 * only the descriptive gloss is German, added to Canadian names that say little on their own.
 * German instruments carry their official German title, without a gloss. Chinese and Japanese
 * names are translations in every language, so they are translated here too.
 */
const regulations: RegulationsContent = {
  instrumentTitles: {
    // Quebec (official French names)
    'Act respecting occupational health and safety (LSST)':
      'Loi sur la santé et la sécurité du travail (LSST; Arbeitsschutzgesetz von Québec)',
    'Regulation respecting occupational health and safety (RSST)':
      'Règlement sur la santé et la sécurité du travail (RSST; Arbeitsschutzverordnung von Québec)',
    'Safety Code for the construction industry (CSTC)':
      'Code de sécurité pour les travaux de construction (CSTC; Sicherheitsvorschriften für Bauarbeiten)',
    'Hazardous Products Information Regulation':
      "Règlement sur l'information concernant les produits dangereux (Verordnung über die Information zu gefährlichen Produkten)",
    // Ontario; its short regulation names need a gloss
    'Occupational Health and Safety Act': 'Occupational Health and Safety Act',
    'Industrial Establishments': 'Industrial Establishments (Industriebetriebe)',
    'Construction Projects': 'Construction Projects (Baustellen)',
    'Confined Spaces': 'Confined Spaces (enge Räume)',
    Noise: 'Noise (Lärm)',
    'WHMIS (title to be confirmed)':
      'WHMIS (Informationssystem für Gefahrstoffe am Arbeitsplatz; Titel noch zu bestätigen)',
    // British Columbia, Alberta, Saskatchewan, Manitoba
    'Workers Compensation Act': 'Workers Compensation Act (Unfallversicherungs- und Arbeitsschutzgesetz)',
    'Occupational Health and Safety Regulation': 'Occupational Health and Safety Regulation',
    'Occupational Health and Safety Code (OHS Code)': 'Occupational Health and Safety Code (OHS Code)',
    'The Saskatchewan Employment Act, Part III': 'The Saskatchewan Employment Act, Teil III (Arbeitsschutz)',
    'The Occupational Health and Safety Regulations, 2020':
      'The Occupational Health and Safety Regulations, 2020',
    'The Workplace Safety and Health Act': 'The Workplace Safety and Health Act',
    'Workplace Safety and Health Regulation': 'Workplace Safety and Health Regulation',
    // Atlantic provinces
    'General Regulation': 'General Regulation (allgemeine Arbeitsschutzverordnung)',
    'Occupational Safety General Regulations': 'Occupational Safety General Regulations',
    'Workplace Health and Safety Regulations': 'Workplace Health and Safety Regulations',
    'Occupational Health and Safety Act General Regulations':
      'Occupational Health and Safety Act General Regulations',
    'Fall Protection Regulations': 'Fall Protection Regulations (Absturzsicherung)',
    'Occupational Health and Safety Regulations, 2012': 'Occupational Health and Safety Regulations, 2012',
    // Territories and federal
    "Workers' Safety and Compensation Act (in force 2022-07-01)":
      "Workers' Safety and Compensation Act (Arbeitsschutz- und Unfallversicherungsgesetz; in Kraft seit 2022-07-01)",
    'Safety Act': 'Safety Act (Arbeitssicherheitsgesetz)',
    'Occupational Health and Safety Regulations (in force 2015-06-01)':
      'Occupational Health and Safety Regulations (in Kraft seit 2015-06-01)',
    'Safety Act (as amended for Nunavut)':
      'Safety Act (Arbeitssicherheitsgesetz, in der für Nunavut geänderten Fassung)',
    'Occupational Health and Safety Regulations': 'Occupational Health and Safety Regulations',
    'Canada Labour Code, Part II': 'Canada Labour Code, Teil II (Arbeitsschutz)',
    'Canada Occupational Health and Safety Regulations (COHSR)':
      'Canada Occupational Health and Safety Regulations (COHSR)',
    // United States
    'Occupational Safety and Health Act of 1970': 'Occupational Safety and Health Act of 1970',
    '29 CFR 1910 (general industry)': '29 CFR 1910 (Industrie allgemein)',
    '29 CFR 1926 (construction)': '29 CFR 1926 (Bauwesen)',
    // France (official French names)
    'Labour Code, Part Four (Occupational health and safety)':
      'Code du travail, quatrième partie (Arbeitsgesetzbuch, Teil 4: Sicherheit und Gesundheitsschutz bei der Arbeit)',
    'Single occupational risk assessment document (DUERP)':
      "Document unique d'évaluation des risques professionnels (DUERP; einheitliches Dokument der Gefährdungsbeurteilung)",
    // Germany (official German titles, § 5 with its official heading)
    'Arbeitsschutzgesetz (Occupational Safety and Health Act), § 5: risk assessment':
      'Arbeitsschutzgesetz, § 5: Beurteilung der Arbeitsbedingungen',
    'Betriebssicherheitsverordnung (Industrial Safety Regulation)': 'Betriebssicherheitsverordnung',
    'Arbeitsstättenverordnung (Workplaces Ordinance)': 'Arbeitsstättenverordnung',
    'DGUV Vorschriften (accident insurance regulations)': 'DGUV Vorschriften',
    // United Kingdom
    'Health and Safety at Work etc. Act 1974': 'Health and Safety at Work etc. Act 1974',
    'Management of Health and Safety at Work Regulations 1999 (reg. 3: risk assessment)':
      'Management of Health and Safety at Work Regulations 1999 (reg. 3: Gefährdungsbeurteilung)',
    'Work at Height Regulations 2005': 'Work at Height Regulations 2005',
    'Provision and Use of Work Equipment Regulations 1998':
      'Provision and Use of Work Equipment Regulations 1998',
    'Control of Substances Hazardous to Health Regulations 2002':
      'Control of Substances Hazardous to Health Regulations 2002',
    'Control of Noise at Work Regulations 2005': 'Control of Noise at Work Regulations 2005',
    'Manual Handling Operations Regulations 1992': 'Manual Handling Operations Regulations 1992',
    'Confined Spaces Regulations 1997': 'Confined Spaces Regulations 1997',
    // Spain
    'Ley 31/1995 de Prevención de Riesgos Laborales (Occupational Risk Prevention Act)':
      'Ley 31/1995 de Prevención de Riesgos Laborales (Gesetz zur Verhütung arbeitsbedingter Risiken)',
    'Real Decreto 39/1997 (prevention services)': 'Real Decreto 39/1997 (Präventionsdienste)',
    // Italy
    'D.Lgs. 81/2008 (Consolidated Act), risk assessment document (DVR) in arts. 17 and 28':
      'D.Lgs. 81/2008 (Testo unico, Einheitstext zum Arbeitsschutz), Dokument der Risikobewertung (DVR) nach Art. 17 und 28',
    // Mexico
    'Ley Federal del Trabajo (Federal Labour Law)': 'Ley Federal del Trabajo (Bundesarbeitsgesetz)',
    'Reglamento Federal de Seguridad y Salud en el Trabajo (Federal OHS Regulation)':
      'Reglamento Federal de Seguridad y Salud en el Trabajo (Bundesverordnung über Sicherheit und Gesundheitsschutz bei der Arbeit)',
    'NOM-009-STPS-2011 (work at height)': 'NOM-009-STPS-2011 (Arbeiten in der Höhe)',
    'NOM-004-STPS-1999 (machinery)': 'NOM-004-STPS-1999 (Maschinen)',
    'NOM-011-STPS-2001 (noise)': 'NOM-011-STPS-2001 (Lärm)',
    'NOM-017-STPS-2008 (PPE)': 'NOM-017-STPS-2008 (PSA)',
    // Brazil
    'CLT, Chapter V (occupational safety and medicine)':
      'CLT, Kapitel V (Arbeitssicherheit und Arbeitsmedizin)',
    'NR-1 (risk management, PGR)': 'NR-1 (Risikomanagement, PGR)',
    'NR-6 (PPE)': 'NR-6 (PSA)',
    'NR-10 (electricity)': 'NR-10 (Elektrizität)',
    'NR-12 (machinery and equipment)': 'NR-12 (Maschinen und Anlagen)',
    'NR-17 (ergonomics)': 'NR-17 (Ergonomie)',
    'NR-33 (confined spaces)': 'NR-33 (enge Räume)',
    'NR-35 (work at height)': 'NR-35 (Arbeiten in der Höhe)',
    // China and Japan (names translated, as in the English and French texts)
    'Work Safety Law (revised 2021)': 'Gesetz über die Arbeitssicherheit (novelliert 2021)',
    'Law on the Prevention and Control of Occupational Diseases':
      'Gesetz zur Verhütung und Bekämpfung von Berufskrankheiten',
    'Industrial Safety and Health Act (Act No. 57 of 1972)':
      'Gesetz über Sicherheit und Gesundheitsschutz in der Industrie (Gesetz Nr. 57 von 1972)',
    'Ordinance on Industrial Safety and Health':
      'Verordnung über Sicherheit und Gesundheitsschutz in der Industrie',
    // Australia
    'Model Work Health and Safety Act 2011': 'Model Work Health and Safety Act 2011',
    'Occupational Health and Safety Act 2004 (Victoria)':
      'Occupational Health and Safety Act 2004 (Victoria)',
    'Model Work Health and Safety Regulations': 'Model Work Health and Safety Regulations',
    'Code of Practice: How to manage work health and safety risks':
      'Code of Practice: How to manage work health and safety risks (Praxisleitfaden zum Umgang mit Risiken für Sicherheit und Gesundheit bei der Arbeit)',
  },
  regulators: {
    "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)":
      "CNESST (Commission des normes, de l'équité, de la santé et de la sécurité du travail)",
    'Ministry of Labour, Immigration, Training and Skills Development':
      'Ministry of Labour, Immigration, Training and Skills Development (Arbeitsministerium von Ontario)',
    "WorkSafeBC (Workers' Compensation Board)": "WorkSafeBC (Workers' Compensation Board)",
    'Alberta OHS (Occupational Health and Safety)': 'Alberta OHS (Arbeitsschutzbehörde von Alberta)',
    'Ministry of Labour Relations and Workplace Safety':
      'Ministry of Labour Relations and Workplace Safety (Arbeitsministerium von Saskatchewan)',
    'Workplace Safety and Health Branch; SAFE Work Manitoba (prevention)':
      'Workplace Safety and Health Branch; SAFE Work Manitoba (Prävention)',
    WorkSafeNB: 'WorkSafeNB',
    'Occupational Health and Safety Division (Nova Scotia)':
      'Occupational Health and Safety Division (Nova Scotia)',
    'Workers Compensation Board of PEI': 'Workers Compensation Board of PEI (Prince Edward Island)',
    'OHS Division, Service NL; WorkplaceNL (prevention)':
      'OHS Division, Service NL; WorkplaceNL (Prävention)',
    "Yukon Workers' Safety and Compensation Board": "Yukon Workers' Safety and Compensation Board",
    "WSCC (Workers' Safety and Compensation Commission)":
      "WSCC (Workers' Safety and Compensation Commission)",
    "WSCC (Workers' Safety and Compensation Commission, shared with the N.W.T.)":
      "WSCC (Workers' Safety and Compensation Commission, gemeinsam mit den Nordwest-Territorien, N.W.T.)",
    'Labour Program, ESDC':
      'Labour Program, ESDC (Arbeitsabteilung des kanadischen Ministeriums für Beschäftigung und soziale Entwicklung)',
    'OSHA (Occupational Safety and Health Administration)':
      'OSHA (Occupational Safety and Health Administration)',
    'Labour inspectorate (DREETS); INRS (prevention)':
      'Arbeitsaufsicht (Inspection du travail, DREETS); INRS (Prävention)',
    'Länder labour inspectorates; Berufsgenossenschaften (DGUV)':
      'Arbeitsschutzbehörden der Länder; Berufsgenossenschaften (DGUV)',
    'HSE (Health and Safety Executive)': 'HSE (Health and Safety Executive)',
    'Inspección de Trabajo y Seguridad Social; INSST': 'Inspección de Trabajo y Seguridad Social; INSST',
    'Ispettorato Nazionale del Lavoro; INAIL': 'Ispettorato Nazionale del Lavoro; INAIL',
    'STPS (Secretaría del Trabajo y Previsión Social)': 'STPS (Secretaría del Trabajo y Previsión Social)',
    'Ministério do Trabalho e Emprego (Ministry of Labour and Employment)':
      'Ministério do Trabalho e Emprego (Ministerium für Arbeit und Beschäftigung)',
    'Ministry of Emergency Management; National Health Commission':
      'Ministerium für Notfallmanagement; Nationale Gesundheitskommission',
    'MHLW (Ministry of Health, Labour and Welfare); Labour Standards Inspection Offices':
      'MHLW (Ministerium für Gesundheit, Arbeit und Soziales); Arbeitsaufsichtsämter',
    'Safe Work Australia; state and territory regulators':
      'Safe Work Australia; Aufsichtsbehörden der Bundesstaaten und Territorien',
  },
};

export default regulations;
