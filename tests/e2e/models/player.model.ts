import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { NEW_SCHEDULE_NAME, newEvent } from '@screenplay/core/schedule';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@screenplay/core/screens';
import { DEMO_PASSWORD } from './login.model';

/** The demo Direct customer's administrator, who may add screens (README). */
export const PLAYER_PAIRING_ADMIN = 'admin@acme.test';

/** A pairing code as the player shows it: two halves of the code's alphabet, "ABC DEF". */
const SHOWN_CODE = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{3} [${PAIRING_CODE_ALPHABET}]{3}$`);

/** The web player (`/player`) opened in a page of its own. */
export interface PlayerHandle {
  page: Page;
  /** The pairing code on screen (waits for one), without the space: the 6 characters to type in the portal. */
  code(): Promise<string>;
}

/** The pairing code's element: a live status named "Pairing code". */
export function pairingCode(page: Page) {
  return page.getByRole('status', { name: 'Pairing code' });
}

/** Opens `/player` in a new page of `context` (a screen of its own) and returns it with a reader of its code. */
export async function openPlayer(context: BrowserContext, baseURL: string): Promise<PlayerHandle> {
  const page = await context.newPage();
  await page.goto(new URL('/player', baseURL).href);
  return {
    page,
    async code() {
      const shown = pairingCode(page);
      await expect(shown).toHaveText(SHOWN_CODE, { timeout: 20_000 });
      const text = (await shown.textContent()) ?? '';
      const code = text.replace(/\s/g, '');
      expect(code).toHaveLength(PAIRING_CODE_LENGTH);
      return code;
    },
  };
}

/** Signs in through the API (as the demo Acme administrator by default) and returns the bearer token. */
export async function apiToken(
  request: APIRequestContext,
  baseURL: string,
  email: string = PLAYER_PAIRING_ADMIN,
): Promise<string> {
  const answer = await request.post(new URL('/api/v1/auth/token', baseURL).href, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { access_token: string };
  return body.access_token;
}

/** What pairing through the API returns: the new screen's id and the administrator's token used. */
export interface PairedScreen {
  screenId: number;
  token: string;
}

/**
 * Adds the player showing `code` as a screen named `name` of the demo Acme customer, as the add-screen
 * wizard does: `POST screens/verification {name, verificationHash, freeScreen, folderId: -1}`.
 */
export async function pairPlayer(
  request: APIRequestContext,
  baseURL: string,
  code: string,
  name: string,
): Promise<PairedScreen> {
  const token = await apiToken(request, baseURL);
  const answer = await request.post(new URL('/api/v1/screens/verification', baseURL).href, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, verificationHash: code, freeScreen: false, folderId: -1 },
  });
  const text = await answer.text();
  expect(answer.ok(), `POST screens/verification answered ${answer.status()}: ${text}`).toBe(true);
  const body = JSON.parse(text) as { data?: { id?: number; screen?: { id?: number } } };
  const screenId = body.data?.id ?? body.data?.screen?.id;
  if (typeof screenId !== 'number') throw new Error(`POST screens/verification answered no screen id: ${text}`);
  return { screenId, token };
}

/** The id of the demo Acme scene named `name` (`GET folders/scenes`). */
export async function sceneIdByName(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  name: string,
): Promise<number> {
  const answer = await request.get(new URL('/api/v1/folders/scenes', baseURL).href, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { scenes: Array<{ id: number; name: string }> } };
  const scene = body.data.scenes.find((candidate) => candidate.name === name);
  if (!scene) throw new Error(`No scene named ${name}`);
  return scene.id;
}

/**
 * Puts scenes on a screen as the assignment dialog does: `PATCH screens/{id}/schedules` with the spec's default
 * schedule for each ('new Schedule', one event from now, no end, all days, 00:00 to 23:59).
 */
export async function assignScenes(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  screenId: number,
  sceneIds: number[],
): Promise<void> {
  const events = [newEvent(new Date())];
  const answer = await request.patch(new URL(`/api/v1/screens/${screenId}/schedules`, baseURL).href, {
    headers: { Authorization: `Bearer ${token}` },
    data: { schedules: sceneIds.map((sceneId) => ({ sceneId, name: NEW_SCHEDULE_NAME, events })) },
  });
  expect(answer.ok(), `PATCH screens/${screenId}/schedules answered ${answer.status()}: ${await answer.text()}`).toBe(
    true,
  );
}

/** Removes a screen as the details page does: `DELETE screens/{id}` with its name as the confirming title. */
export async function removeScreen(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  screenId: number,
  title: string,
): Promise<void> {
  const answer = await request.delete(new URL(`/api/v1/screens/${screenId}`, baseURL).href, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title },
  });
  expect(answer.ok(), `DELETE screens/${screenId} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
}
