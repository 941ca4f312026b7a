import canada from '@svg-maps/canada';
import type { CanadianJurisdiction } from '#shared/knowledge/codes';

/**
 * The map's drawing: the outlines of the 13 provinces and territories from @svg-maps/canada
 * (MapSVG's map, CC BY 4.0: credited on the page), where each code's label sits, and the FED marker.
 * Coordinates are in the outlines' own units; the view is wider and taller than theirs (793 x 1032)
 * so the Maritimes' labels fit beside them in the sea.
 */

export type ProvinceCode = Exclude<CanadianJurisdiction, 'FEDERAL'>;

interface Point {
  x: number;
  y: number;
}

export interface ProvinceShape {
  code: ProvinceCode;
  path: string;
  label: Point;
  /** Where a label set apart points to: provinces too small to hold their own label. */
  pointsTo?: Point;
}

export const MAP_VIEW_BOX = '0 0 850 1080';

const LABELS: Record<ProvinceCode, Pick<ProvinceShape, 'label' | 'pointsTo'>> = {
  QC: { label: { x: 622, y: 850 } },
  ON: { label: { x: 478, y: 925 } },
  BC: { label: { x: 118, y: 862 } },
  AB: { label: { x: 234, y: 862 } },
  SK: { label: { x: 316, y: 862 } },
  MB: { label: { x: 405, y: 862 } },
  NB: { label: { x: 630, y: 1050 }, pointsTo: { x: 664, y: 975 } },
  NS: { label: { x: 792, y: 1050 }, pointsTo: { x: 712, y: 990 } },
  PE: { label: { x: 778, y: 996 }, pointsTo: { x: 697, y: 970 } },
  NL: { label: { x: 742, y: 855 } },
  YT: { label: { x: 62, y: 680 } },
  NT: { label: { x: 245, y: 690 } },
  NU: { label: { x: 430, y: 640 } },
};

/** The federal marker: on Ottawa, the seat of the federal government. */
export const FEDERAL_MARKER = { x: 578, y: 990, r: 34 };

interface SvgMapLocation {
  id: string;
  path: string;
}

const LOCATIONS = (canada as { locations: readonly SvgMapLocation[] }).locations;

/** The outline of each province and territory, in the order given (the order of Tab). */
export function provinceShapes(order: readonly ProvinceCode[]): ProvinceShape[] {
  return order.map((code) => {
    const location = LOCATIONS.find((l) => l.id === code.toLowerCase());
    if (!location) throw new Error(`No outline for ${code}`);
    return { code, path: location.path, ...LABELS[code] };
  });
}
