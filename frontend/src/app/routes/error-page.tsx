import { Button, buttonClasses } from '@/components/button';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** SPEC section 2: the router's fallback shows "Unexpected Application Error!" with the error's message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <title>Something went wrong · QuickBasket</title>
      <svg viewBox="0 0 64 64" className="size-16" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#fdecec" />
        <path d="M32 18v18" stroke="#d63b3b" strokeWidth="5" strokeLinecap="round" />
        <circle cx="32" cy="45" r="3.2" fill="#d63b3b" />
      </svg>
      <h1 className="text-2xl font-bold text-ink">Unexpected Application Error!</h1>
      <p className="rounded-lg bg-white px-4 py-2 font-mono text-sm text-danger shadow-sm">{describe(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        {/* A full load: whatever broke starts again from a clean page. */}
        <a href="/" className={buttonClasses()}>
          Go To Home
        </a>
      </div>
    </div>
  );
}
