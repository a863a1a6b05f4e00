import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
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
