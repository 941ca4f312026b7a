import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/Button';
import { StatusCard } from '@/components/ui/StatusCard';

/** A signed-in account without an enterprise pack (or no longer in a team): what the page is for, and a way back. */
export function EnterpriseReserved({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-lg">
      <StatusCard
        tone="warning"
        title={t('team.reserved.title')}
        testId="team-reserved"
        footer={
          <Link to={backTo} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('team.reserved.back')}
          </Link>
        }
      >
        <p>{t('team.reserved.body')}</p>
      </StatusCard>
    </div>
  );
}
