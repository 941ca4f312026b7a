export { completeResubscription, paymentSessionView, setupAccount } from './account-setup';
export {
  CHECKOUT_NONCE_COOKIE,
  checkoutNonceCookie,
  clearedCheckoutNonceCookie,
  createCheckout,
} from './checkout';
export { handlePaymentEvent } from './payment-events';
export { cancelSubscription, currentUserView, manageSubscription } from './subscriptions';
