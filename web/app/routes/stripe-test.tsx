import { StripeTestPage } from '@/features/admin/pages/StripeTestPage';
import { AdminOnly } from './admin-only';

/** /stripe-test: the payment and e-mail test page, for the platform administrator. */
function StripeTestRoute() {
  return (
    <AdminOnly>
      <StripeTestPage />
    </AdminOnly>
  );
}

export default StripeTestRoute;
