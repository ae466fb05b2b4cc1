import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

/** Placeholder for /search?q= (SPEC section 2); the search slice replaces it. The header holds the input. */
export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  return (
    <>
      <title>Search · QuickBasket</title>
      <ComingSoon title="Search Results">
        {query ? (
          <>
            Results for <strong className="text-ink">&ldquo;{query}&rdquo;</strong> will appear here soon.
          </>
        ) : (
          'Type in the search bar above; results will appear here soon.'
        )}
      </ComingSoon>
    </>
  );
}
