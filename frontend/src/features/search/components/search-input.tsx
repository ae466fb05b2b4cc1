import { useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { SEARCH_TEXT_MAX } from '@core/limits';
import { cn } from '@/lib/cn';
import { MagnifierIcon, frame } from './search-frame';

/** /search's live input (search-bar.tsx): its own code, as only /search shows it. */
export function SearchInput({ className }: { className?: string }) {
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

function BackArrowIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M19 12H5M11 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
