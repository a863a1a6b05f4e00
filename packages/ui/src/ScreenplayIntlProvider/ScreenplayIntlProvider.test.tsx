import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { ScreenplayIntlProvider } from './ScreenplayIntlProvider';
import { UI_MESSAGE_IDS } from '../messages/uiMessageIds';
import '../test/renderWithIntl';

function Text({ id }: { id: string }) {
  const intl = useIntl();
  return <p>{intl.formatMessage({ id })}</p>;
}

function FormattedDate() {
  const intl = useIntl();
  return <p>{intl.formatDate(new Date(Date.UTC(2024, 2, 5)), { timeZone: 'UTC' })}</p>;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('ScreenplayIntlProvider', () => {
  it('formats with core English messages and en-GB by default', () => {
    render(
      <ScreenplayIntlProvider>
        <Text id="topbar.userSettings" />
        <FormattedDate />
      </ScreenplayIntlProvider>,
    );
    expect(screen.getByText('User Settings')).toBeTruthy();
    expect(screen.getByText('05/03/2024')).toBeTruthy();
  });

  it('lets given messages override English and falls back to English for the rest', () => {
    render(
      <ScreenplayIntlProvider messages={{ 'topbar.logout': 'Abmelden' }} locale="de-DE">
        <Text id="topbar.logout" />
        <Text id="topbar.userSettings" />
      </ScreenplayIntlProvider>,
    );
    expect(screen.getByText('Abmelden')).toBeTruthy();
    expect(screen.getByText('User Settings')).toBeTruthy();
  });

  it('renders a missing key as the key, silently in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <ScreenplayIntlProvider>
        <Text id="no.such.key" />
      </ScreenplayIntlProvider>,
    );
    expect(screen.getByText('no.such.key')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('has an English text for every key the ui components use', () => {
    const missing = Object.values(UI_MESSAGE_IDS).filter((id) => !(id in EN_MESSAGES));
    expect(missing).toEqual([]);
  });
});
