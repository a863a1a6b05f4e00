import type { ThrottleRule } from '@screenplay/core';
import { deriveAccess, type TenantType } from '@screenplay/core';
import { isTimeZone } from '@screenplay/core/schedule';
import {
  PAIRING_FAILURE_WINDOW_MS,
  PAIRING_MAX_FAILURES,
  PAIRING_MAX_FAILURES_PER_ADDRESS,
  PAIRING_MAX_FAILURES_PER_CUSTOMER,
  freeScreenRefusal,
  isResolution,
  mayAddFreeScreen,
  normalizePairingCode,
  screenAddReadiness,
  screenAddRefusal,
} from '@screenplay/core/screens';
import { type BodyOf, SCREENS_API } from '@screenplay/core/contract';
import { Hono } from 'hono';
import { callerAddress } from '../../auth/callerAddress';
import { type FailureKey, guardAttempt } from '../../auth/failureThrottle';
import { throttledResponse } from '../../auth/throttle';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { forbidden, HttpError, textOf, unprocessableKeys } from '../../http/errors';
import { claimPairing, findOpenPairing } from '../../screens/playerPairing';
import { lockCustomerLicences } from '../../billing/licenceLock';
import { screenAddContext } from '../../screens/screenAdd';
import { mayManageScreens, publishScreensList, findScreen } from '../../screens/screens.read';
import { insertScreen } from '../../screens/screens.write';
import { defaultScreenTimezone } from '../../settings/settings.data';
import { assertFoldersWritable, type TenantActor, tenantActor } from '../../tenancy';
import { folderRef } from '../../http/params';

/** Wrong pairing codes one user may enter in the window before 429 (issue 11: 5 in 15 minutes). */
export const PAIRING_FAILURES: ThrottleRule = { limit: PAIRING_MAX_FAILURES, windowMs: PAIRING_FAILURE_WINDOW_MS };

/**
 * The wrong-code counters of an attempt: the user, the customer (its users together) and the caller's address
 * (issue 22: per user only, a customer with ten users had fifty guesses).
 */
function pairingKeys(userId: number, customerId: number, address: string): FailureKey[] {
  const rule = (limit: number): ThrottleRule => ({ limit, windowMs: PAIRING_FAILURE_WINDOW_MS });
  return [
    { name: 'pairing-guess:user', rule: PAIRING_FAILURES, key: String(userId) },
    { name: 'pairing-guess:customer', rule: rule(PAIRING_MAX_FAILURES_PER_CUSTOMER), key: String(customerId) },
    { name: 'pairing-guess:address', rule: rule(PAIRING_MAX_FAILURES_PER_ADDRESS), key: address },
  ];
}

/** The wrong-or-expired-code answer (spec §8: `addScreen.addError`, 'Can't add screen'). */
const addError = (): HttpError => unprocessableKeys({ verificationHash: ['addScreen.addError'] });

/** A validated verification body. */
interface Verification {
  name: string;
  code: string;
  freeScreen: boolean;
  folderId: number | null;
}

/** The verification a body asks for, once the contract checked it (core's rules: a name and the code, spec §5). */
function verificationOf(body: BodyOf<typeof SCREENS_API.verify>): Verification {
  return {
    name: body.name.trim(),
    code: body.verificationHash.trim(),
    freeScreen: body.freeScreen === true,
    folderId: folderRef(body.folderId),
  };
}

/** 403 to a free screen the user may not add (issue 22), with the way forward of the customer's type. */
function freeScreenNotAllowed(type: TenantType): HttpError {
  const key = freeScreenRefusal(type);
  return new HttpError(403, { message: textOf(key), code: key, errors: { freeScreen: [textOf(key)] } });
}

/**
 * Adding a screen: a free one only by a super-admin or a reseller acting for the customer (core's
 * `mayAddFreeScreen`, 403); then core's `screenAddRefusal` over the customer's facts (422): a payment method (spec §5:
 * Direct, the customer's own; Delegated, its reseller's), room under the maximum number of screens, every screen
 * counted, and a licence for a paid screen. The readiness read below answers from the same rule.
 */
async function assertMayAddScreen(tx: Db, actor: TenantActor, freeScreen: boolean, now: Date): Promise<void> {
  const { facts } = await screenAddContext(tx, actor.customerId, now);
  if (freeScreen && !mayAddFreeScreen(deriveAccess(actor.session))) throw freeScreenNotAllowed(facts.type);
  const refusal = screenAddRefusal(facts, freeScreen);
  if (refusal) throw unprocessableKeys({ [refusal.field]: [refusal.key] });
}

/**
 * `POST screens/verification`: pairs the player showing the code with a new screen of the tenant; and `GET
 * screens/verification/readiness` (ours, issue 25): whether the acting customer can add a screen now, read by the
 * add-screen wizard before its first step, so a refusal is said there with its way forward (the reseller of a
 * Delegated customer, Billing, an administrator) rather than after the code is typed.
 */
export function verificationRoutes({ db: baseDb, clock, config, realtime }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/verification/readiness', async (c) => {
    const actor = await tenantActor(c);
    if (!mayManageScreens(actor)) throw forbidden();
    const { facts, reseller } = await screenAddContext(c.var.db, actor.customerId, clock.now());
    const mayAddFree = mayAddFreeScreen(deriveAccess(actor.session));
    return contractJson(c, SCREENS_API.readiness, { data: screenAddReadiness(facts, reseller, mayAddFree) }, 200, {
      'Cache-Control': 'no-store',
    });
  });

  app.post('/verification', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const body = verificationOf(await contractBody(c, SCREENS_API.verify));
    if (!mayManageScreens(actor)) throw forbidden();
    if (body.folderId !== null) await assertFoldersWritable(db, actor, [body.folderId], 'screens');
    const now = clock.now();
    await assertMayAddScreen(db, actor, body.freeScreen, now);

    // What cannot be a code is never looked up, so it tells nothing and is not counted.
    const code = normalizePairingCode(body.code);
    if (code === null) throw addError();
    // Only wrong codes count, atomically, so parallel guesses cannot pass a limit and right codes use nothing up.
    const keys = pairingKeys(actor.user.id, actor.customerId, callerAddress(c, config.trustProxy));
    const attempt = await guardAttempt(baseDb, keys, now, () => findOpenPairing(db, code, now));
    if (attempt.outcome === 'throttled') {
      return throttledResponse(c, attempt.verdict, {
        message: textOf('screensApi.tooManyPairingAttempts'),
        code: 'screensApi.tooManyPairingAttempts',
      });
    }
    if (attempt.outcome === 'failed') throw addError();
    const pairing = attempt.value;

    const info = pairing.device_info ?? {};
    // The tenant's default zone of new screens (settings) wins; else the zone the device reports; else UTC.
    const deviceZone = typeof info.timezone === 'string' && isTimeZone(info.timezone) ? info.timezone : 'UTC';
    const timezone = (await defaultScreenTimezone(db, actor.customerId)) ?? deviceZone;
    const resolution = typeof info.displaySize === 'string' && isResolution(info.displaySize) ? info.displaySize : null;
    const screenId = await db.transaction(async (tx) => {
      // One add at a time per customer, so two adds cannot both take the last licence.
      await lockCustomerLicences(tx, actor.customerId);
      await assertMayAddScreen(tx, actor, body.freeScreen, now);
      const id = await insertScreen(tx, actor.customerId, {
        name: body.name,
        timezone,
        resolution,
        freeScreen: body.freeScreen,
        folderId: body.folderId,
        now,
      });
      // Claimed or expired meanwhile: the screen is rolled back.
      if (!(await claimPairing(tx, pairing.id, id, now))) throw addError();
      return id;
    });
    const screen = await findScreen(db, actor.customerId, screenId, now);
    if (!screen) throw addError();
    publishScreensList(realtime, actor.customerId, { name: 'screen', data: screen });
    return contractJson(c, SCREENS_API.verify, { data: screen }, 201);
  });

  return app;
}
