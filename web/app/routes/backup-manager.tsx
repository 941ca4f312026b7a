import { BackupManagerPage } from '@/features/admin/pages/BackupManagerPage';
import { AdminOnly } from './admin-only';

/** /admin/backups and /backup-manager: the backups, for the platform administrator. */
function BackupManagerRoute() {
  return (
    <AdminOnly>
      <BackupManagerPage />
    </AdminOnly>
  );
}

export default BackupManagerRoute;
