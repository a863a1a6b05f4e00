import { Hono } from 'hono';
import { englishText } from '@screenplay/core/messages';
import type { PairingRequest } from '@screenplay/core/screens';
import { callerAddress } from '../../auth/callerAddress';
import { count, throttledResponse, type ThrottleKey } from '../../auth/throttle';
import type { RouteDeps } from '../../deps';
import { PLAYER_API } from '@screenplay/core/contract';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { notFound } from '../../http/errors';
import { PAIRINGS_PER_ADDRESS, pollPairing, startPairing } from '../../screens/playerPairing';

/** The header an unpaired player proves it asked for a pairing with. */
export const PAIRING_SECRET_HEADER = 'x-pairing-secret';

/** `player/pairings`: an unpaired player asks for a code (201) and polls it (waiting, expired, paired). */
export function pairingRoutes({ db, clock, config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const body: PairingRequest = await contractBody(c, PLAYER_API.startPairing);
    const now = clock.now();
    const keys: ThrottleKey[] = [
      { name: 'pairing:address', rule: PAIRINGS_PER_ADDRESS, key: callerAddress(c, config.trustProxy) },
    ];
    const verdict = await count(db, keys, now);
    if (verdict) return throttledResponse(c, verdict, { message: englishText('playerApi.tooManyPairings') });
    return contractJson(c, PLAYER_API.startPairing, await startPairing(db, body.deviceInfo ?? {}, now), 201);
  });

  app.get('/:id', async (c) => {
    const status = await pollPairing(db, c.req.param('id'), c.req.header(PAIRING_SECRET_HEADER) ?? '', clock.now());
    if (!status) throw notFound();
    return contractJson(c, PLAYER_API.pollPairing, status);
  });

  return app;
}
