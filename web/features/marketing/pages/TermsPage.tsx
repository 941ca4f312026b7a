import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '#shared/plans';
import { LegalPageLayout, type LegalSection } from '../components/LegalPageLayout';
import { MailLink } from '../components/MailLink';
import { PriceTable } from '../components/PriceTable';
import { SUPPORT_EMAIL } from '../contact-details';

const PLAIN_SECTIONS = ['cancellation', 'accounts', 'law', 'changes'] as const;

/** /terms-conditions: subscriptions and prices, trial, cancellation, nature of the analyses, law. */
function TermsPage() {
  const { t } = useTranslation();
  const sections: LegalSection[] = [
    {
      id: 'service',
      title: t('terms.sections.service.title'),
      body: <p>{t('terms.sections.service.body')}</p>,
    },
    {
      id: 'subscriptions',
      title: t('terms.sections.subscriptions.title'),
      body: (
        <>
          <p>{t('terms.sections.subscriptions.body')}</p>
          <PriceTable />
        </>
      ),
    },
    {
      id: 'trial',
      title: t('terms.sections.trial.title'),
      body: <p>{t('terms.sections.trial.body', { days: TRIAL_DAYS })}</p>,
    },
    {
      id: 'informational',
      title: t('terms.sections.informational.title'),
      body: (
        <>
          <p>{t('terms.sections.informational.body')}</p>
          <p className="rounded-lg bg-amber-50 p-3 text-amber-950">{t('common.legalNotice')}</p>
        </>
      ),
    },
    ...PLAIN_SECTIONS.map((id) => ({
      id,
      title: t(`terms.sections.${id}.title`),
      body: <p>{t(`terms.sections.${id}.body`)}</p>,
    })),
    {
      id: 'contact',
      title: t('terms.sections.contact.title'),
      body: (
        <p>
          {t('terms.sections.contact.body')} <MailLink address={SUPPORT_EMAIL} />
        </p>
      ),
    },
  ];
  return <LegalPageLayout title={t('terms.title')} intro={t('terms.intro')} sections={sections} />;
}

export default TermsPage;
