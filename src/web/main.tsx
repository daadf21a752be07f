import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ZOD_CONFIG_KEY } from './lib/zod-jitless.js';
import { localeOfPath, prefetchScreenData, preloadScreen } from './app/pages.js';
import { preloadTexts } from './i18n/i18n.js';
import { AppRoutes } from './app/router.js';
import { NotificationsProvider } from './lib/notifications.js';
import { SessionProvider } from './lib/session.js';
import './styles/app.css';

// zod-jitless.ts: no eval probe under our CSP; set before zod loads (with a screen's chunk)
(globalThis as Record<string, unknown>)[ZOD_CONFIG_KEY] = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
// the first screen's chunk and the shell's texts download now, side by side, not one after the other
// behind the first render (decision 1406)
preloadTexts(localeOfPath(window.location.pathname), preloadScreen(window.location.pathname));
// and an owner's screen's first query, beside the session's check instead of after the screen's first render (D34)
prefetchScreenData(window.location.pathname, window.location.search);
// Rendered as a transition, React yields to the browser every few milliseconds instead of blocking
// it for the whole first render (Lighthouse's total blocking time; decision 1403); the skeleton of
// index.html shows meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <SessionProvider>
          <NotificationsProvider>
            <AppRoutes />
          </NotificationsProvider>
        </SessionProvider>
      </BrowserRouter>
    </StrictMode>,
  );
});
