import { AdminDashboardPage } from '@/features/admin/pages/AdminDashboardPage';
import { AdminOnly } from './admin-only';

/** /admin: the platform administrator's dashboard. */
function AdminDashboardRoute() {
  return (
    <AdminOnly>
      <AdminDashboardPage />
    </AdminOnly>
  );
}

export default AdminDashboardRoute;
