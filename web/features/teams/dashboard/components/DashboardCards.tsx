import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';

interface ToolCardProps {
  to: string;
  title: string;
  body: string;
  icon: string;
  testId: string;
}

/** A whole card is the link: its title names it, its text describes it. */
function ToolCard({ to, title, body, icon, testId }: ToolCardProps) {
  const bodyId = useId();
  return (
    <li>
      <Link
        to={to}
        aria-describedby={bodyId}
        data-testid={testId}
        className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-200/60 transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-100">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={icon} />
          </svg>
        </span>
        <span className="grid gap-1">
          <span className="text-base font-semibold text-slate-900">{title}</span>
          <span id={bodyId} className="text-sm text-slate-600">
            {body}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The dashboard's tools: a new analysis (not for a read-only visitor) and the assistant. */
export function DashboardCards({ newAnalysis }: { newAnalysis: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('dashboard.cards.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {newAnalysis && (
          <ToolCard
            to={paths.riskAnalysis}
            title={t('dashboard.cards.newAnalysisTitle')}
            body={t('dashboard.cards.newAnalysisBody')}
            icon="M12 5v14M5 12h14"
            testId="dashboard-new-analysis"
          />
        )}
        <ToolCard
          to={paths.assistant}
          title={t('dashboard.cards.assistantTitle')}
          body={t('dashboard.cards.assistantBody')}
          icon="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v7a2.5 2.5 0 0 1-2.5 2.5H10l-4 4v-4h.5A2.5 2.5 0 0 1 4 13.5v-7ZM8.5 9h7M8.5 12h4"
          testId="dashboard-assistant"
        />
      </ul>
    </section>
  );
}
