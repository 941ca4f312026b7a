/** The auth feature's public surface, for the app layer. */
export { useAuth, useAuthStorageSync, authCheckQueryOptions, authQueryKey } from './api/auth-check';
export { useLogin } from './api/login';
export { useLogout, useLogoutAndLeave } from './api/logout';
export { RouteGuard } from './components/RouteGuard';
