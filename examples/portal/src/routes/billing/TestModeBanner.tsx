import { TEST_CARDS } from '@screenplay/core/billing';
import { useText } from '@screenplay/hooks';
import { useId } from 'react';

/**
 * The labelled test mode (issue 14: "With no key the portal runs in an explicit, labelled test mode whose payments
 * succeed or fail by test card numbers"): what it means and the card numbers to try, from core's `TEST_CARDS`.
 */
export function TestModeBanner() {
  const t = useText();
  const headingId = useId();
  return (
    <section data-scope="billing" data-part="test-mode" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billingPage.testModeTitle')}</h2>
      <p>{t('billingPage.testModeText')}</p>
      <ul>
        <li>{t('billingPage.testCardOk', { number: TEST_CARDS.success })}</li>
        <li>{t('billingPage.testCardDeclined', { number: TEST_CARDS.declined })}</li>
        <li>{t('billingPage.testCardInsufficient', { number: TEST_CARDS.insufficientFunds })}</li>
        <li>{t('billingPage.testCardOther')}</li>
      </ul>
    </section>
  );
}
