import { EN_MESSAGES } from '@screenplay/core/messages';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { useText, type TextFormatter } from './useText';

function WithMessages({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en-GB" messages={EN_MESSAGES}>
      {children}
    </IntlProvider>
  );
}

function Texts() {
  const t = useText();
  return (
    <>
      <p>{t('errors.notFound')}</p>
      <p>{t('errors.serverErrorDetails', { details: 'disk full' })}</p>
      <p>{t('errors.httpError', { status: 409, message: 'Already taken' })}</p>
    </>
  );
}

describe('useText', () => {
  afterEach(cleanup);

  it("formats a catalogue key's text and fills its placeholders", () => {
    render(<Texts />, { wrapper: WithMessages });
    expect(screen.getByText('Item not found')).toBeTruthy();
    expect(screen.getByText('Server Error - disk full')).toBeTruthy();
    expect(screen.getByText('409: Already taken')).toBeTruthy();
  });

  it('accepts only keys of the catalogue', () => {
    expectTypeOf<'sceneEditor.invalidSceneData'>().toMatchTypeOf<Parameters<TextFormatter>[0]>();
    const check = (t: TextFormatter) => {
      // @ts-expect-error a key the catalogue does not hold fails the typecheck
      t('errors.noSuchKey');
    };
    expect(check).toBeTypeOf('function');
  });
});
