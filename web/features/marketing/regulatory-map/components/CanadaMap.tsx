import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanadianJurisdiction } from '#shared/knowledge/codes';
import { FEDERAL_MARKER, MAP_VIEW_BOX, provinceShapes, type ProvinceCode } from '../canada-map';
import type { MapJurisdiction } from '../use-map-jurisdictions';

interface CanadaMapProps {
  jurisdictions: readonly MapJurisdiction[];
  selected: CanadianJurisdiction | null;
  /** The id of the open card, which the selected shape controls. */
  cardId: string;
  onToggle: (code: CanadianJurisdiction) => void;
  /** Keeps each shape, so closing a card gives the focus back to it. */
  shapeRef: (code: CanadianJurisdiction, element: SVGGElement | null) => void;
}

const LABEL = { width: 68, height: 44, fontSize: 27 };
const INK = '#0f172a';
const FEDERAL_LABEL = 'FED';

/**
 * The clickable map: one button per province or territory (outline and code label) and the round
 * FED marker, in the knowledge base's order, which is the order of Tab. The open jurisdiction is
 * filled with its colour and outlined; the keyboard focus gets a ring drawn above every shape.
 */
export function CanadaMap({ jurisdictions, selected, cardId, onToggle, shapeRef }: CanadaMapProps) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState<CanadianJurisdiction | null>(null);
  const byCode = new Map(jurisdictions.map((j) => [j.code, j]));
  const shapes = provinceShapes(
    jurisdictions.map((j) => j.code).filter((code): code is ProvinceCode => code !== 'FEDERAL'),
  );
  const federal = byCode.get('FEDERAL');

  // The name starts with the visible label (QC, FED), so speech input can name the shape too.
  const buttonProps = (code: CanadianJurisdiction, label: string, name: string) => ({
    ref: (element: SVGGElement | null) => {
      shapeRef(code, element);
    },
    role: 'button',
    tabIndex: 0,
    'aria-label': `${label} — ${name}`,
    'aria-expanded': selected === code,
    'aria-controls': selected === code ? cardId : undefined,
    'data-testid': `map-${code}`,
    onClick: () => onToggle(code),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onToggle(code);
    },
    // A ring for the keyboard only: a click focuses the shape too, without one.
    onFocus: (event: FocusEvent<SVGGElement>) =>
      setFocused(event.currentTarget.matches(':focus-visible') ? code : null),
    onBlur: () => setFocused(null),
    className: 'group cursor-pointer outline-none',
  });

  const focusedShape = shapes.find((shape) => shape.code === focused);
  const selectedShape = shapes.find((shape) => shape.code === selected);

  return (
    <svg
      viewBox={MAP_VIEW_BOX}
      role="group"
      aria-label={t('regulatoryMap.map.label')}
      className="h-auto w-full touch-manipulation select-none"
      data-testid="canada-map"
    >
      {shapes.map((shape) => {
        const jurisdiction = byCode.get(shape.code)!;
        const open = selected === shape.code;
        const { x, y } = shape.label;
        return (
          <g key={shape.code} {...buttonProps(shape.code, shape.code, jurisdiction.name)}>
            <title>{jurisdiction.name}</title>
            <path
              d={shape.path}
              fill={jurisdiction.colour}
              stroke="#fff"
              strokeWidth={1.5}
              className={
                open
                  ? '[fill-opacity:1]'
                  : '[fill-opacity:0.22] transition-[fill-opacity] group-hover:[fill-opacity:0.45]'
              }
            />
            {shape.pointsTo && (
              <line
                x1={x}
                y1={y}
                x2={shape.pointsTo.x}
                y2={shape.pointsTo.y}
                stroke="#334155"
                strokeWidth={2}
              />
            )}
            <rect
              x={x - LABEL.width / 2}
              y={y - LABEL.height / 2}
              width={LABEL.width}
              height={LABEL.height}
              rx={LABEL.height / 2}
              fill={open ? jurisdiction.colour : '#fff'}
              stroke={jurisdiction.colour}
              strokeWidth={3}
            />
            <text
              x={x}
              y={y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={LABEL.fontSize}
              fontWeight={700}
              fill={open ? '#fff' : INK}
            >
              {shape.code}
            </text>
          </g>
        );
      })}
      {/* Above the neighbours that would hide part of the open one's outline, below the FED marker. */}
      {selectedShape && (
        <path
          d={selectedShape.path}
          aria-hidden="true"
          pointerEvents="none"
          fill="none"
          stroke={INK}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {federal && (
        <g {...buttonProps('FEDERAL', FEDERAL_LABEL, federal.name)}>
          <title>{federal.name}</title>
          <circle
            cx={FEDERAL_MARKER.x}
            cy={FEDERAL_MARKER.y}
            r={FEDERAL_MARKER.r}
            fill={federal.colour}
            stroke={selected === 'FEDERAL' ? INK : '#fff'}
            strokeWidth={selected === 'FEDERAL' ? 5 : 3}
            className="transition-[filter] group-hover:brightness-110"
          />
          <text
            x={FEDERAL_MARKER.x}
            y={FEDERAL_MARKER.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={24}
            fontWeight={700}
            fill="#fff"
          >
            {FEDERAL_LABEL}
          </text>
        </g>
      )}
      {/* The keyboard focus, drawn above everything. */}
      <g aria-hidden="true" pointerEvents="none" fill="none">
        {focusedShape && <FocusRing d={focusedShape.path} />}
        {focusedShape && (
          <FocusRing
            d={pillPath(focusedShape.label.x, focusedShape.label.y, LABEL.width + 12, LABEL.height + 12)}
          />
        )}
        {focused === 'FEDERAL' && (
          <FocusRing
            d={pillPath(
              FEDERAL_MARKER.x,
              FEDERAL_MARKER.y,
              2 * FEDERAL_MARKER.r + 14,
              2 * FEDERAL_MARKER.r + 14,
            )}
          />
        )}
      </g>
    </svg>
  );
}

/** A dark ring with a white halo, three pixels wide at any size of the map. */
function FocusRing({ d }: { d: string }) {
  return (
    <>
      <path d={d} stroke="#fff" strokeWidth={6} vectorEffect="non-scaling-stroke" />
      <path d={d} stroke={INK} strokeWidth={3} vectorEffect="non-scaling-stroke" />
    </>
  );
}

/** A rounded rectangle (a circle when square) centred on (x, y), as a path. */
function pillPath(x: number, y: number, width: number, height: number): string {
  const r = height / 2;
  const left = x - width / 2 + r;
  const right = x + width / 2 - r;
  return `M ${left} ${y - r} H ${right} A ${r} ${r} 0 0 1 ${right} ${y + r} H ${left} A ${r} ${r} 0 0 1 ${left} ${y - r} Z`;
}
