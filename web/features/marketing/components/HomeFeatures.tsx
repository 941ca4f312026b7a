import { useTranslation } from 'react-i18next';
import { FeatureGrid, type Feature } from './FeatureGrid';
import { SectionHeading } from './SectionHeading';
import type { IconName } from './icons';

const FEATURES = [
  { id: 'risks', icon: 'matrix' },
  { id: 'controls', icon: 'layers' },
  { id: 'regulations', icon: 'scale' },
  { id: 'evidence', icon: 'evidence' },
  { id: 'report', icon: 'report' },
  { id: 'team', icon: 'team' },
] as const satisfies readonly { id: string; icon: IconName }[];

/** What an analysis contains, feature by feature. */
export function HomeFeatures() {
  const { t } = useTranslation();
  const features: Feature[] = FEATURES.map(({ id, icon }) => ({
    icon,
    title: t(`home.features.${id}.title`),
    body: t(`home.features.${id}.body`),
  }));
  return (
    <section aria-labelledby="features-title" className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6">
      <SectionHeading
        id="features-title"
        title={t('home.features.title')}
        subtitle={t('home.features.subtitle')}
      />
      <FeatureGrid features={features} />
    </section>
  );
}
