import { useId, useState, type FormEvent } from 'react';
import { ORDER_SEARCH_HINT, ORDER_SEARCH_MAX, parseOrderSearch } from '@core/contracts/order-search';
import { Button } from '@/components/button';
import { inputClasses, invalidInputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';

/**
 * Find an order: an order number, a shopper's mobile or e-mail. Searched on Enter or the
 * button, not per keystroke (half an e-mail finds nothing); what the server cannot look up is said
 * under the field instead of being sent. `value` is the search in the page's address.
 */
export function AdminOrderSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // Back and forward change the address: the field follows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
    setError(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q && !parseOrderSearch(q)) {
      setError(ORDER_SEARCH_HINT);
      return;
    }
    setError(null);
    onSearch(q);
  };

  return (
    <form role="search" aria-label="Find an order" onSubmit={submit} className="flex flex-col gap-1" noValidate>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Find an order
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={ORDER_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder="Order number, mobile or e-mail"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(error ? invalidInputClasses : inputClasses, 'min-w-0 flex-1 sm:max-w-sm')}
        />
        <Button type="submit" variant="outline" className="h-11">
          Search
        </Button>
        {value ? (
          <Button type="button" variant="ghost" className="h-11" onClick={() => onSearch('')}>
            Clear
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
