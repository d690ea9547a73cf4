// First: it configures zod before any schema is built.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { openLanding } from './app/landing';
import { isLoggedIn } from './lib/session';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Opened at a private path: its code and data start loading together, now, rather than each once
// the screen before it has rendered.
if (isLoggedIn()) openLanding(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
