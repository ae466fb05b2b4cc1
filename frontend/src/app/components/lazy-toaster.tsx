import { lazy, Suspense, useState } from 'react';
import { useToasterStore } from 'react-hot-toast/headless';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster (./toaster.tsx), loaded when the first toast is raised rather than with the home page:
 * the store (react-hot-toast/headless) keeps the toast until the Toaster shows it. Once loaded it stays.
 */
export function LazyToaster() {
  const { toasts } = useToasterStore();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
