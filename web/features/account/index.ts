/** The account feature's public surface (sign-in, session, route guard), for the app layer and other features. */
export { startAuthCheck, useAuth, useAuthStorageSync } from './api/auth-check';
export { useLogoutAndLeave } from './api/logout';
export { RedirectCountdownFooter } from './components/RedirectCountdownFooter';
export { RouteGuard } from './components/RouteGuard';
