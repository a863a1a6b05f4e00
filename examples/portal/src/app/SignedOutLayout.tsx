import type { ReactNode } from 'react';
import { useText } from '@screenplay/hooks';

/** The frame of the signed-out pages: the product mark above a centred card. */
export function SignedOutLayout({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <div data-scope="auth-layout" data-part="root">
      <main data-scope="auth-layout" data-part="card">
        <p data-scope="auth-layout" data-part="brand">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <rect
              x="7"
              y="9"
              width="18"
              height="12"
              rx="2"
              fill="none"
              stroke="var(--sp-color-on-accent)"
              strokeWidth="2.5"
            />
          </svg>
          <span>{t('app.name')}</span>
        </p>
        {children}
      </main>
    </div>
  );
}
