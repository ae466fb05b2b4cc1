import { Link, useLocation } from '@/lib/router';
import { buttonClasses } from '@/components/button';

/** Unknown routes (SPEC section 8 router errors: 404 Not Found, "No route matches URL"). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <title>404 Not Found · QuickBasket</title>
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-ink drop-shadow-[0_3px_0_#f8cb46]">
        404
      </p>
      <h1 className="text-2xl font-bold text-ink">404 Not Found</h1>
      <p className="text-sm break-all text-ink-muted">No route matches URL &quot;{pathname}&quot;</p>
      <Link to="/" className={buttonClasses()}>
        Go To Home
      </Link>
    </div>
  );
}
