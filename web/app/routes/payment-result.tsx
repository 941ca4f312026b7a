import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../paths';

/** Spec 2.11's /success and /cancel are the payment result pages under their older names. */
const RESULT_PAGES: Record<string, string> = {
  [paths.success]: paths.paymentSuccess,
  [paths.cancel]: paths.paymentCancel,
};

/** /success and /cancel: the payment result page, with the same query (the tier). */
function PaymentResultRoute() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${RESULT_PAGES[pathname] ?? paths.home}${search}`} replace />;
}

export default PaymentResultRoute;
