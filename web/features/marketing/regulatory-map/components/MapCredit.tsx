import { useTranslation } from 'react-i18next';
import { ExternalLink } from './ExternalLink';

/** The base map's attribution, as its licence (CC BY 4.0) requires. */
export function MapCredit() {
  const { t } = useTranslation();
  return (
    <p className="text-xs leading-relaxed text-slate-600" data-testid="map-credit">
      {t('regulatoryMap.map.credit')}{' '}
      <ExternalLink href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</ExternalLink>
      {' · '}
      <ExternalLink href="https://github.com/VictorCazanave/svg-maps/tree/master/packages/canada">
        {t('regulatoryMap.map.source')}
      </ExternalLink>
    </p>
  );
}
