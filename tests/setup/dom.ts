import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Runs before every test file of the DOM projects (hooks, ui, portal). Those projects share one module graph per
 * worker (`isolate: false`: importing React, the kit and happy-dom once per worker instead of once per file is most
 * of their time), so what Testing Library registers when first imported would run for the first file only: the
 * unmount after each test is registered here, for every file.
 */
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
