import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/components/error-boundary';
import { AppShell } from './app/layout/app-shell';
import { AppProvider } from './app/provider';
import { RouteErrorPage } from './app/routes/error-page';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* Shell failures: the whole page is replaced. */}
    <ErrorBoundary fallback={RouteErrorPage}>
      <AppProvider>
        <AppShell />
      </AppProvider>
    </ErrorBoundary>
  </StrictMode>,
);
