import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import type { MapJurisdiction } from '../use-map-jurisdictions';

/** The 14 jurisdictions side by side, each card edged with its map colour (the name says which). */
export function JurisdictionOverview({ jurisdictions }: { jurisdictions: readonly MapJurisdiction[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="overview-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="overview-title" className="text-xl font-semibold text-slate-900">
          {t('regulatoryMap.overview.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('regulatoryMap.overview.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="jurisdiction-overview">
        {jurisdictions.map((jurisdiction) => (
          <li
            key={jurisdiction.code}
            data-testid="overview-card"
            data-code={jurisdiction.code}
            className="grid content-start gap-2 rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm"
            style={{ borderLeftColor: jurisdiction.colour }}
          >
            <h3 className="font-semibold text-slate-900">{jurisdiction.name}</h3>
            <Badge className="justify-self-start whitespace-normal">{jurisdiction.agency}</Badge>
            <p className="text-sm text-slate-700">{jurisdiction.agencyName}</p>
            <p className="text-sm wrap-break-word text-slate-600">{jurisdiction.mainLaw}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
