import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '@/components/ui/SiteFooter';
import { SiteHeader } from '@/components/ui/SiteHeader';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageLayoutProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** A policy page: title, introduction, numbered sections, and which language versions are binding. */
export function LegalPageLayout({ title, intro, sections }: LegalPageLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SiteHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <article className="grid grid-cols-1 gap-8 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-10 sm:shadow-sm">
          <header className="grid grid-cols-1 gap-3">
            <h1 className="text-2xl font-bold tracking-tight hyphens-auto wrap-break-word text-slate-900 sm:text-3xl">
              {title}
            </h1>
            <p className="leading-relaxed text-slate-700">{intro}</p>
            <p className="text-sm text-slate-500 italic">{t('legal.bindingNote')}</p>
          </header>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={`section-${section.id}`} className="grid gap-3">
              <h2
                id={`section-${section.id}`}
                className="text-lg font-semibold hyphens-auto wrap-break-word text-slate-900"
              >
                {index + 1}. {section.title}
              </h2>
              <div className="grid gap-3 leading-relaxed text-slate-700">{section.body}</div>
            </section>
          ))}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
