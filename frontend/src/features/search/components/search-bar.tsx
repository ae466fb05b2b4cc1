import { Suspense, lazy } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { cn } from '@/lib/cn';
import { MagnifierIcon, frame } from './search-frame';
import { TypingPlaceholder } from './typing-placeholder';

/** Only /search shows the live input: other pages (the home page first) do without its code. */
export const loadSearchInput = () => import('./search-input');
const SearchInput = lazy(() => loadSearchInput().then((module) => ({ default: module.SearchInput })));

/**
 * SPEC section 2 "Layout": on /search a live input whose value is ?q and every change navigates to
 * /search?q=text; elsewhere a button with an animated typing placeholder that opens /search.
 */
export function SearchBar({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const onSearchPage = pathname === '/search';
  if (!onSearchPage) return <SearchLauncher className={className} />;
  return (
    <Suspense fallback={<div className={cn(frame, className)} />}>
      <SearchInput className={className} />
    </Suspense>
  );
}

function SearchLauncher({ className }: { className?: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate('/search')}
      onPointerEnter={() => void loadSearchInput()}
      onFocus={() => void loadSearchInput()}
      aria-label="Search products"
      className={cn(frame, 'cursor-text text-left hover:shadow-md', className)}
    >
      <MagnifierIcon />
      <TypingPlaceholder />
    </button>
  );
}
