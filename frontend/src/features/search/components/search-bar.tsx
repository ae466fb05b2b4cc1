import { useState, type ChangeEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_TEXT_MAX } from '@core/limits';
import { cn } from '@/lib/cn';
import { TypingPlaceholder } from './typing-placeholder';

const frame =
  'group flex h-11 w-full min-w-[min(300px,100%)] items-center gap-2 rounded-xl border border-black/10 bg-white px-3 text-sm text-ink-muted shadow-sm transition-shadow lg:h-12 lg:min-w-[300px] xl:min-w-[420px]';

/**
 * SPEC section 2 "Layout": on /search a live input whose value is ?q and every change navigates to
 * /search?q=text; elsewhere a button with an animated typing placeholder that opens /search.
 */
export function SearchBar({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const onSearchPage = pathname === '/search';
  return onSearchPage ? <SearchInput className={className} /> : <SearchLauncher className={className} />;
}

function SearchLauncher({ className }: { className?: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate('/search')}
      aria-label="Search products"
      className={cn(frame, 'cursor-text text-left hover:shadow-md', className)}
    >
      <MagnifierIcon />
      <TypingPlaceholder />
    </button>
  );
}

function SearchInput({ className }: { className?: string }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Local state keeps typing smooth; the URL is updated on every change.
  const [value, setValue] = useState(() => searchParams.get('q') ?? '');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setValue(text);
    navigate(`/search?q=${encodeURIComponent(text)}`, { replace: true });
  };

  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className={cn(frame, 'focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/20', className)}
    >
      {/* Under 768 px the icon is a way back home; from md up it is just a magnifier. */}
      <Link to="/" aria-label="Back to home" className="-ml-1 rounded-full p-1 text-ink hover:bg-slate-100 md:hidden">
        <BackArrowIcon />
      </Link>
      <span className="hidden md:inline-flex">
        <MagnifierIcon />
      </span>
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        id="site-search"
        type="search"
        // SPEC: the search input is focused automatically on /search.
        autoFocus
        value={value}
        onChange={onChange}
        placeholder="Search for atta dal and more"
        autoComplete="off"
        maxLength={SEARCH_TEXT_MAX}
        enterKeyHint="search"
        className="h-full w-full bg-transparent text-ink outline-none placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
      />
    </form>
  );
}

function MagnifierIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-ink" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

function BackArrowIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M19 12H5M11 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
