import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router.js';
import { NotificationsProvider } from './lib/notifications.js';
import { SessionProvider } from './lib/session.js';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
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
