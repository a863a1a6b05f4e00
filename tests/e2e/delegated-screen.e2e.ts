import { AddScreenModel } from './models/add-screen.model';
import { apiToken, openPlayer } from './models/player.model';
import { ScreensListModel } from './models/screens-list.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/**
 * Issue 25, delegated screens: Globex Cafés (Delegated under Northwind Signage, demo seed) has no payment method of
 * its reseller's. Its admin opening Add screen is told at once, at the first step, to ask Northwind (named, with its
 * e-mail as a mailto link), not at the third step to use a Billing she does not have. Once Northwind added a card
 * (test mode, through the API), she pairs a real web player through the wizard.
 */

const SHOTS = '/tmp/shots/delegated-screen';
const RESELLER = 'Northwind Signage';
const RESELLER_EMAIL = 'hello@northwind.test';
const SCREEN = 'Café counter';

test.describe('a delegated customer adds a screen', () => {
  test("is told at the first step to ask the reseller, then pairs a real player on the reseller's card", async ({
    page,
    context,
    a11y,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('no baseURL');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughApi(page, a11y, 'admin@globex.test');
    const shell = new ShellModel(page, a11y);
    await shell.expectPage('Home');
    await shell.nav().getByRole('link', { name: 'Screens' }).click();
    const screens = new ScreensListModel(page, a11y);
    await screens.expectShown();
    await screens.addScreenLink().click();

    // At once, on the first step: why, and whom to ask, with the reseller's e-mail as a link. No form to fill in.
    const wizard = new AddScreenModel(page, a11y);
    const notReady = page.getByRole('region', { name: 'A screen cannot be added yet' });
    await expect(notReady).toBeVisible();
    await wizard.expectStep('Add screen');
    await expect(notReady).toContainText('Adding a screen requires a payment method');
    await expect(notReady).toContainText(`Your screens are invoiced to ${RESELLER}: ask them to add a payment method.`);
    await expect(notReady.getByRole('link', { name: RESELLER_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${RESELLER_EMAIL}`,
    );
    await expect(notReady.getByRole('link', { name: /Billing/ })).toHaveCount(0);
    await expect(wizard.name()).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/1-ask-reseller.png`, fullPage: true });

    // Northwind adds a card (test mode) in its own billing.
    const reseller = await apiToken(request, baseURL, 'reseller@screenplay.test');
    const card = await request.post(new URL('/api/v1/payments', baseURL).href, {
      headers: { Authorization: `Bearer ${reseller}` },
      data: { paymentMethod: 'Card', testCardNumber: '4242 4242 4242 4242' },
    });
    expect(card.status(), await card.text()).toBe(201);

    // The same wizard now opens on its form, and pairs the player showing its code.
    const player = await openPlayer(context, baseURL);
    const code = await player.code();
    await page.bringToFront();
    await page.reload();
    await wizard.expectStep('Add screen');
    await expect(notReady).toHaveCount(0);
    await wizard.nameScreen(SCREEN);
    await wizard.skipInstructions();
    await wizard.enterCode(code);
    await wizard.expectStep('Success');
    await expect(page.getByRole('status').filter({ hasText: `“${SCREEN}” is paired` })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/2-paired.png`, fullPage: true });
    // The player has its credentials: it shows the new screen's name.
    await expect(player.page.getByRole('heading', { name: SCREEN })).toBeVisible({ timeout: 15_000 });
    await player.page.screenshot({ path: `${SHOTS}/3-player.png` });
  });
});
