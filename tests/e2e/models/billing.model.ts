import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';
import { DEMO_PASSWORD } from './login.model';

/** Where the billing tests keep their screenshots. */
const SHOTS = 'test-results/billing';

/** Signs in through the API and answers the bearer token (the part the server issued, as the portal sends it). */
export async function bearerToken(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  const answer = await request.post(new URL('/api/v1/auth/token', baseURL).href, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Creates a Direct customer with one administrator through the API as the super-admin (the invitation is mailed). */
export async function createDirectCustomer(
  request: APIRequestContext,
  baseURL: string,
  title: string,
  adminEmail: string,
): Promise<void> {
  const token = await bearerToken(request, baseURL, 'superadmin@screenplay.test');
  const answer = await request.post(new URL('/api/v1/customers', baseURL).href, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, type: 'Direct', administrators: [{ email: adminEmail }] },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The greeting popup: the consent gate a tenant that has not accepted meets. */
export class GreetingModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: 'Welcome to Screenplay' });
  readonly choice = (name: 'Card' | 'Invoice' | 'Decide later') => this.dialog().getByRole('radio', { name });
  readonly terms = () => this.dialog().getByRole('checkbox', { name: 'I accept the terms of use' });
  readonly agreement = () => this.dialog().getByRole('checkbox', { name: 'I accept the service agreement' });
  readonly proceed = () => this.dialog().getByRole('button', { name: 'Proceed' });

  /** Waits for the popup, checks its accessibility and keeps a screenshot. */
  async expectShown(shot: string): Promise<void> {
    await expect(this.dialog()).toBeVisible();
    await expect(this.proceed()).toBeVisible();
    await this.a11y.check();
    await this.page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  }
}

/** The billing page (`/billing`). */
export class BillingModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly testMode = () => this.page.getByRole('region', { name: 'Test mode' });
  readonly cost = () => this.page.getByRole('region', { name: 'Licence cost' });
  readonly details = () => this.page.getByRole('form', { name: 'Billing details' });
  readonly paymentType = (name: 'Card' | 'Invoice') => this.details().getByRole('radio', { name });
  readonly methods = () => this.page.getByRole('list', { name: 'Payment methods' });
  readonly addCard = () => this.page.getByRole('button', { name: 'Add card' });
  readonly cardDialog = () => this.page.getByRole('dialog', { name: 'Add a test card' });
  readonly orders = () => this.page.getByRole('table', { name: 'Orders', exact: true });
  readonly allOrders = () => this.page.getByRole('table', { name: 'Orders of every tenant' });
  readonly subscriptions = () => this.page.getByRole('table', { name: 'Subscriptions' });
  readonly rewards = () => this.page.getByRole('table', { name: 'Rewards' });

  /** Waits for the tenant's billing page, checks its accessibility and keeps a screenshot. */
  async expectShown(shot: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(this.cost()).toBeVisible();
    await this.a11y.check();
    await this.page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  }

  /** Types a test card number in the test-mode dialog and submits it. */
  async submitTestCard(cardNumber: string): Promise<void> {
    await this.cardDialog().getByRole('textbox', { name: 'Test card number' }).fill(cardNumber);
    await this.cardDialog().getByRole('button', { name: 'Add card' }).click();
  }

  /** Keeps a screenshot of the page as it is. */
  async shot(name: string): Promise<void> {
    await this.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}
