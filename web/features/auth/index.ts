/** The auth feature's public surface, for the app layer. */
export { useAuth, useAuthStorageSync } from './api/auth-check';
export { useLogoutAndLeave } from './api/logout';
export { RouteGuard } from './components/RouteGuard';
