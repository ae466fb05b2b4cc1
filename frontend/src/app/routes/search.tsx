import { useSearchParams } from '@/lib/router';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { SearchResults } from '@/features/product/components/search-results';
import { loadSearchInput } from '@/features/search/components/search-bar';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// The header's live input on this page is code of its own: fetched with the page's, not after it.
void loadSearchInput();

/** SPEC section 9: typing waits 300 ms before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** /search?q= (SPEC section 2). The header holds the input, which writes every change to ?q. */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const search = useDebouncedValue((searchParams.get('q') ?? '').trim(), SEARCH_DEBOUNCE_MS);
  return (
    <>
      <title>{search ? `${search} · Search · QuickBasket` : 'Search · QuickBasket'}</title>
      <SearchResults search={search} CartControl={AddToCartButton} />
    </>
  );
}
