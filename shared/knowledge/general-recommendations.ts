import type { Language } from '../languages';

/**
 * The seven generic safety recommendations (safety footwear, training, inspection, signage,
 * PPE, maintenance, safe handling) as the offline analyzer writes them, in the seven languages. The results screen
 * moves them out of each risk's recommendations into the general notes.
 */
export const GENERAL_RECOMMENDATIONS = {
  fr: [
    'Porter des chaussures de sécurité adaptées aux risques du poste.',
    'Former et informer les travailleurs sur les risques et les méthodes de travail sécuritaires.',
    'Inspecter régulièrement les lieux, les équipements et les protections; consigner les constats.',
    'Installer et maintenir une signalisation claire des dangers et des zones réservées.',
    'Fournir les équipements de protection individuelle requis et en vérifier le port et l’entretien.',
    'Appliquer un programme d’entretien préventif des machines et des équipements.',
    'Établir des méthodes de manutention sécuritaires et les faire respecter.',
  ],
  en: [
    'Wear safety footwear suited to the hazards of the job.',
    'Train and inform workers on the hazards and on safe work methods.',
    'Inspect premises, equipment and guards regularly; record the findings.',
    'Install and maintain clear signage of hazards and restricted areas.',
    'Provide the required personal protective equipment and check its use and upkeep.',
    'Apply a preventive maintenance programme for machines and equipment.',
    'Set safe material-handling methods and enforce them.',
  ],
  es: [
    'Usar calzado de seguridad adecuado a los riesgos del puesto.',
    'Formar e informar a los trabajadores sobre los riesgos y los métodos de trabajo seguros.',
    'Inspeccionar periódicamente las instalaciones, los equipos y los resguardos; registrar los hallazgos.',
    'Instalar y mantener una señalización clara de los peligros y de las zonas de acceso restringido.',
    'Proporcionar los equipos de protección individual necesarios y verificar su uso y su mantenimiento.',
    'Aplicar un programa de mantenimiento preventivo de las máquinas y los equipos.',
    'Establecer métodos seguros de manipulación de materiales y hacerlos cumplir.',
  ],
  de: [
    'Sicherheitsschuhe tragen, die für die Gefährdungen des Arbeitsplatzes geeignet sind.',
    'Die Beschäftigten über die Gefährdungen und sichere Arbeitsverfahren unterweisen und informieren.',
    'Arbeitsstätten, Arbeitsmittel und Schutzeinrichtungen regelmäßig prüfen; die Feststellungen dokumentieren.',
    'Eine deutliche Kennzeichnung der Gefahren und der Bereiche mit beschränktem Zutritt anbringen und instand halten.',
    'Die erforderliche persönliche Schutzausrüstung (PSA) bereitstellen und deren Benutzung und Pflege kontrollieren.',
    'Ein Programm zur vorbeugenden Instandhaltung von Maschinen und Arbeitsmitteln umsetzen.',
    'Sichere Verfahren für die Handhabung von Lasten und Material festlegen und ihre Einhaltung durchsetzen.',
  ],
  pt: [
    'Usar calçados de segurança adequados aos perigos da função.',
    'Treinar e informar os trabalhadores sobre os perigos e os métodos de trabalho seguros.',
    'Inspecionar regularmente as instalações, os equipamentos e as proteções; registrar as constatações.',
    'Instalar e manter sinalização clara dos perigos e das áreas de acesso restrito.',
    'Fornecer os equipamentos de proteção individual (EPI) exigidos e verificar seu uso e sua conservação.',
    'Aplicar um programa de manutenção preventiva das máquinas e equipamentos.',
    'Estabelecer métodos seguros de movimentação de materiais e exigir seu cumprimento.',
  ],
  zh: [
    '穿着适合岗位危害的安全鞋。',
    '对劳动者进行危害及安全作业方法的培训和告知。',
    '定期检查场所、设备和防护装置；记录检查发现。',
    '设置并维护清晰的危害标识和限制区域标识。',
    '提供所需的个体防护装备，并检查其佩戴使用和维护保养情况。',
    '实施机器和设备的预防性维护计划。',
    '制定安全的物料搬运方法并监督执行。',
  ],
  ja: [
    '作業のハザードに適した安全靴を着用します。',
    '作業者に、ハザードと安全な作業方法について教育と情報提供を行います。',
    '作業場所、設備、ガードを定期的に点検し、その結果を記録します。',
    'ハザードと立入制限区域をわかりやすく示す標識を設置し、維持管理します。',
    '必要な個人用保護具を支給し、その着用状況と保守状況を確認します。',
    '機械と設備の予防保全プログラムを実施します。',
    '安全な荷の取扱い方法を定め、その遵守を徹底します。',
  ],
} as const satisfies Record<Language, readonly string[]>;
