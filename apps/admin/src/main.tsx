import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Real paths under /admin (deep links, the back button), not react-admin's default hash routes. */}
    <BrowserRouter basename="/admin">
      <App />
    </BrowserRouter>
  </StrictMode>,
);
