import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build of the provider: it can commit a navigation synchronously (navigate's flushSync option).
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
