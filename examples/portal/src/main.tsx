import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@screenplay/ui/theme.css';
import './app/portal.css';
import { App } from './app/App';
import { createPortalStores } from './app/createPortalStores';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');

createRoot(container).render(
  <StrictMode>
    <App stores={createPortalStores()} />
  </StrictMode>,
);
