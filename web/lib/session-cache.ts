import type { QueryClient } from '@tanstack/react-query';
import type { AuthCheckResponse, PublicUser } from '#shared/schemas/auth';
import { writeAuthHint } from './auth-storage';

/** The query that answers "who is signed in" (GET /api/auth/check). */
export const authQueryKey = ['auth', 'check'] as const;

/**
 * After any call that signed the user in (login, password creation, account setup,
 * e-mail verification link): the auth check is answered from the response, without an
 * extra call, so the route guard sees the user at once. The stored hint tells other tabs.
 */
export function rememberSignedInUser(queryClient: QueryClient, user: PublicUser): void {
  writeAuthHint(user);
  queryClient.setQueryData<AuthCheckResponse>(authQueryKey, { authenticated: true, user });
}
