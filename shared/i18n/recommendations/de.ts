import type { RecommendationsTexts } from './fr';

/** German texts of the "recommendations" namespace. */
const recommendations = {
  generalRecommendations: {
    eliminate:
      'Die Gefährdung an der Quelle beseitigen oder durch ein weniger gefährliches Verfahren oder Produkt ersetzen, bevor andere Maßnahmen herangezogen werden.',
    engineering:
      'Technischen und kollektiven Schutzmaßnahmen (Schutzeinrichtungen, Seitenschutz, Lüftung, Abschottung) Vorrang vor organisatorischen und persönlichen Maßnahmen geben.',
    footwear: 'Sicherheitsschuhe tragen, die für die Gefährdungen des Arbeitsplatzes geeignet sind.',
    training:
      'Die Beschäftigten über die Gefährdungen und sichere Arbeitsverfahren unterweisen und informieren.',
    inspection:
      'Arbeitsstätten, Arbeitsmittel und Schutzeinrichtungen regelmäßig prüfen; die Feststellungen dokumentieren.',
    signage:
      'Eine deutliche Kennzeichnung der Gefahren und der Bereiche mit beschränktem Zutritt anbringen und instand halten.',
    ppe: 'Die erforderliche persönliche Schutzausrüstung (PSA) bereitstellen und deren Benutzung und Pflege kontrollieren.',
    maintenance: 'Ein Programm zur vorbeugenden Instandhaltung von Maschinen und Arbeitsmitteln umsetzen.',
    handling:
      'Sichere Verfahren für die Handhabung von Lasten und Material festlegen und ihre Einhaltung durchsetzen.',
  },
};

export default recommendations satisfies RecommendationsTexts;
