import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { LoadFailed } from '@/features/analysis';
import { ApiError } from '@/lib/api-client';
import { useBackups } from '../api/backups';
import { useCreateBackup } from '../api/create-backup';
import { isRefusal, refusalMessage } from '../admin-refusal';
import { AdminDenied } from '../components/AdminDenied';
import { BackupList } from '../components/BackupList';

/**
 * /admin/backups and /backup-manager (spec 2.4 and 2.10): a backup now, the backups kept and their
 * downloads, and what the automatic backups hold.
 */
export function BackupManagerPage() {
  const { t } = useTranslation();
  const backups = useBackups();
  const create = useCreateBackup();

  if (isRefusal(backups.error)) return <AdminDenied bare signedIn message={refusalMessage(backups.error)} />;

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: ({ backupId }) =>
        toast({ title: t('backups.created'), description: t('backups.createdBody', { id: backupId }) }),
      // A backup already running (409 backupRunning) is said in the server's words; anything else, the spec's.
      onError: (error) =>
        toast({
          title: t('backups.errorTitle'),
          description:
            error instanceof ApiError && error.status === 409 && refusalMessage(error)
              ? refusalMessage(error)
              : t('backups.createFailed'),
          variant: 'destructive',
        }),
    });

  let list;
  if (backups.isPending) list = <Spinner label={t('backups.loading')} className="text-brand-600" />;
  else if (backups.isError)
    list = (
      <LoadFailed
        error={backups.error}
        fallback={t('backups.loadFailed')}
        onRetry={() => void backups.refetch()}
        retrying={backups.isRefetching}
        testId="backup-error"
      />
    );
  else if (backups.data.backups.length === 0)
    list = (
      <p className="text-sm text-slate-600" data-testid="backup-empty">
        {t('backups.empty')}
      </p>
    );
  else list = <BackupList backups={backups.data.backups} />;

  return (
    <div className="grid gap-6" data-testid="backup-manager">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('backups.title')}</h1>
        <Link to={paths.admin} className={buttonClasses('secondary', 'sm')}>
          {t('backups.dashboard')}
        </Link>
      </header>
      <Card className="grid gap-4 p-4 sm:p-5">
        <p className="text-sm leading-relaxed text-slate-700" data-testid="backup-schedule">
          {t('backups.schedule')}
        </p>
        <Button
          onClick={onCreate}
          loading={create.isPending}
          className="justify-self-start"
          data-testid="backup-create"
        >
          {create.isPending ? t('backups.creating') : t('backups.create')}
        </Button>
      </Card>
      <section aria-labelledby="backup-list-title" className="grid gap-3">
        <h2 id="backup-list-title" className="text-lg font-semibold text-slate-900">
          {t('backups.listTitle')}
        </h2>
        {list}
      </section>
    </div>
  );
}
