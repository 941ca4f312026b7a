import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { SiteFooter } from '@/components/ui/SiteFooter';
import { SiteHeader } from '@/components/ui/SiteHeader';
import { Icon, type IconName } from '../components/icons';
import { MailLink } from '../components/MailLink';
import { POSTAL_ADDRESS, PRIVACY_EMAIL, SUPPORT_EMAIL } from '../contact-details';

/** /contact: support by e-mail, expected response time, address, privacy officer. */
function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SiteHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <div className="grid gap-3">
          <h1 className="text-2xl font-bold tracking-tight hyphens-auto wrap-break-word text-slate-900 sm:text-3xl">
            {t('contact.title')}
          </h1>
          <p className="max-w-2xl text-slate-600">{t('contact.intro')}</p>
        </div>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          <ContactCard icon="mail" title={t('contact.supportTitle')}>
            <p>{t('contact.supportBody')}</p>
            <MailLink address={SUPPORT_EMAIL} />
            <p className="text-slate-500">{t('contact.responseTime')}</p>
          </ContactCard>
          <ContactCard icon="shield" title={t('contact.privacyTitle')}>
            <p>{t('contact.privacyBody')}</p>
            <MailLink address={PRIVACY_EMAIL} />
          </ContactCard>
          <ContactCard icon="globe" title={t('contact.addressTitle')}>
            <address className="not-italic">{POSTAL_ADDRESS}</address>
          </ContactCard>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Card className="grid content-start gap-3 p-6 text-sm leading-relaxed text-slate-700">
      <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

export default ContactPage;
