import { errorMessage } from '#shared/errors';
import { DEVICE_COOKIE, deviceCookie, login, userAgentOf } from '#core/account';
import { clientAddressOf, enforceClientLimits } from '#core/rate-limit';
import { sessionCookie } from '#core/account';
import { defineHandler } from '#functions/middleware/define-handler';
import { loginRoute } from '#functions/routes';

export const handler = defineHandler(loginRoute, async ({ input, event, cookies, language }) => {
  const address = clientAddressOf(event);
  await enforceClientLimits('login', address);
  const result = await login(
    input.email,
    input.password,
    { address, deviceId: cookies[DEVICE_COOKIE], userAgent: userAgentOf(event) },
    { code: input.code, recoveryCode: input.recoveryCode },
  );
  const setCookies = [sessionCookie(result.token), deviceCookie(result.deviceId)];
  if (result.requiresSubscription) {
    // The subscription ended: 402 as before, but signed in, so the renewal checkout is this account's.
    const message = await errorMessage('subscriptionRequired', language);
    return {
      status: 402,
      body: {
        error: message,
        code: 'subscriptionRequired',
        message,
        success: false,
        requiresSubscription: true,
      },
      cookies: setCookies,
    };
  }
  return { body: result.response, cookies: setCookies };
});
