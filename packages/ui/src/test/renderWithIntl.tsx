import { cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { ScreenplayIntlProvider } from '../ScreenplayIntlProvider/ScreenplayIntlProvider';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Renders `ui` inside the default intl provider (en-GB, core's English messages), as the portal does. */
export function renderWithIntl(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: ScreenplayIntlProvider, ...options });
}
