import { useTranslation } from 'react-i18next';
import { LegalPageLayout, type LegalSection } from '../components/LegalPageLayout';
import { MailLink } from '../components/MailLink';
import { PRIVACY_EMAIL } from '../contact-details';

const SECTIONS = [
  'collected',
  'purpose',
  'storage',
  'sharing',
  'retention',
  'teamAnalyses',
  'keptElsewhere',
  'rights',
] as const;

/** /privacy-policy: what is collected, why, where it is kept, for how long, and the user's rights. */
function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const sections: LegalSection[] = [
    ...SECTIONS.map((id) => ({
      id,
      title: t(`privacy.sections.${id}.title`),
      body: <p>{t(`privacy.sections.${id}.body`)}</p>,
    })),
    {
      id: 'officer',
      title: t('privacy.sections.officer.title'),
      body: (
        <p>
          {t('privacy.sections.officer.body')} <MailLink address={PRIVACY_EMAIL} />
        </p>
      ),
    },
  ];
  return <LegalPageLayout title={t('privacy.title')} intro={t('privacy.intro')} sections={sections} />;
}

export default PrivacyPolicyPage;
