import { Hono } from 'hono';
import { AUTH_API } from '@screenplay/core/contract';
import { findTokenWithUser } from '../auth/tokens';
import type { RouteDeps } from '../deps';
import { contractBody, contractJson } from '../http/contract';
import type { AppEnv } from '../tenancy/env';
import { unauthenticated, unprocessable } from '../http/errors';
import { actingCustomerOf } from '../realtime/channelAccess';
import { CLIENT_ID_MAX_LENGTH, defaultClientId, isClientIdOf, issueRealtimeToken } from '../realtime/realtimeToken';

/** The 422 text of a client id that is not the user's own. */
export const CLIENT_ID_INVALID = `The clientId must be user:<your id> or user:<your id>:<suffix> (at most ${CLIENT_ID_MAX_LENGTH} characters)`;

/**
 * `POST realtime/token` `{ clientId? }` with the user's access (or ws) bearer token: answers an
 * Ably-shaped TokenDetails for the local endpoint (`{ token, expires, issued, clientId, capability }`),
 * or an Ably TokenRequest when Ably is the realtime service. The clientId defaults to `user:<id>`;
 * an editor asks for its own `user:<id>:<random>` so its updates can be told apart.
 */
export function realtimeRoutes({ db, clock, realtime, appKey }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/token', async (c) => {
    const header = c.req.header('authorization');
    const now = clock.now();
    const found =
      (await findTokenWithUser(db, header, 'access', now)) ?? (await findTokenWithUser(db, header, 'ws', now));
    if (found?.user.status !== 'active') throw unauthenticated();
    const { user, token } = found;
    const body = await contractBody(c, AUTH_API.realtimeToken, {
      check: ({ clientId: requested }) => {
        if (requested === undefined || requested === null) return;
        if (typeof requested !== 'string' || !isClientIdOf(requested, user.id))
          throw unprocessable({ clientId: [CLIENT_ID_INVALID] });
      },
    });
    const clientId = body.clientId ?? defaultClientId(user.id);
    if (realtime.createClientAuth) {
      return contractJson(
        c,
        AUTH_API.realtimeToken,
        await realtime.createClientAuth({ userId: user.id, clientId, customerId: actingCustomerOf(user) }),
      );
    }
    return contractJson(
      c,
      AUTH_API.realtimeToken,
      issueRealtimeToken(await appKey(), user.id, clientId, now.getTime(), token.sessionId),
    );
  });
  return app;
}
