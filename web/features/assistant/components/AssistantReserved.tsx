import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/Button';
import { StatusCard } from '@/components/ui/StatusCard';

/** A team's visitor reads the team's reports only: the assistant says so, with the way back. */
export function AssistantReserved({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-lg">
      <StatusCard
        tone="warning"
        title={t('assistant.reserved.title')}
        testId="assistant-reserved"
        footer={
          <Link to={backTo} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('assistant.reserved.back')}
          </Link>
        }
      >
        <p>{t('assistant.reserved.body')}</p>
      </StatusCard>
    </div>
  );
}
