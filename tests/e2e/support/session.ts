import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../models/login.model';
import type { A11yChecker } from './a11y';

/** What `POST auth/token` answers (spec accounts: tokens as `<id>|<secret>`). */
interface TokenAnswer {
  access_token: string;
  ws_token?: string;
}

/** A blank page of the portal's origin the test fulfils itself, so the tokens can be put in its storage. */
const SEED_PATH = '/e2e-session-seed';

/** The secret part of an `<id>|<secret>` token, as the portal's session keeps it (hooks' sessionTokens.ts). */
function secretPart(token: string): string {
  return token.slice(token.indexOf('|') + 1);
}

/**
 * Signs `email` in as the portal's session would after the login form, without the form, and opens Home: `POST
 * auth/token` on the test's own server, the tokens put in the origin's storage under the spec's keys
 * (`accessToken`, `wsToken`) from a blank page of that origin the test serves itself, then `/`. For tests that are
 * not about signing in: it skips the login page's load, render and check (auth.e2e.ts and the password tests of
 * account.e2e.ts sign in through the form). Signing in again later in the test replaces the tokens.
 */
export async function signInThroughApi(
  page: Page,
  a11y: A11yChecker,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const response = await page.request.post('/api/v1/auth/token', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  const answer = (await response.json()) as TokenAnswer;
  const tokens = {
    accessToken: secretPart(answer.access_token),
    wsToken: answer.ws_token ? secretPart(answer.ws_token) : null,
  };
  a11y.expectRedirect(SEED_PATH);
  await page.route(`**${SEED_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>seed</title></html>' }),
  );
  await page.goto(SEED_PATH);
  await page.evaluate((seed) => {
    localStorage.setItem('accessToken', seed.accessToken);
    if (seed.wsToken) localStorage.setItem('wsToken', seed.wsToken);
    else localStorage.removeItem('wsToken');
  }, tokens);
  await page.unroute(`**${SEED_PATH}`);
  await page.goto('/');
}
