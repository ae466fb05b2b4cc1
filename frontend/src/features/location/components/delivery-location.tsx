import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { keepWithChoice, serviceabilityQueryOptions } from '@/entities/store/serviceability';
import { useStoreChoice } from '@/lib/store-choice';
import { locationText } from '@/features/location/location-text';

interface DeliveryLocationProps {
  /** The picker dialog (loaded on demand), with what closes it. */
  picker: (close: () => void) => ReactNode;
  /** The shopper is about to open it: fetch its code. */
  onIntent: () => void;
}

/**
 * The header's "Delivery in 12 min" over "400001, Mumbai ▾" (or why there is no delivery): a
 * button that opens the location picker. It paints at once from the stored choice; its query keeps
 * the stored answer fresh while it shows (entities/store/serviceability.ts). In the home page's code: kept small.
 */
export function DeliveryLocation({ picker, onIntent }: DeliveryLocationProps) {
  const choice = useStoreChoice();
  const { data: answer } = useQuery(serviceabilityQueryOptions(choice?.pincode ?? ''));
  // One taken from index.html's preload was not fetched here, so nothing kept it yet.
  useEffect(() => {
    if (answer) keepWithChoice(answer);
  }, [answer]);
  const [open, setOpen] = useState(false);
  const { headline, place } = locationText(choice, choice?.answer);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className="flex h-11 min-w-0 flex-col justify-center overflow-hidden rounded-lg px-1.5 text-left leading-[1.1] hover:bg-black/5 lg:h-12"
      >
        <span className="line-clamp-2 text-[13px] font-extrabold sm:text-sm xl:text-base">{headline}</span>
        <span className="flex max-w-full gap-1 text-xs font-medium text-ink/80">
          <span className="truncate">{place ?? 'Enter your pincode'}</span>
          <span aria-hidden="true">▾</span>
        </span>
      </button>
      {open ? picker(() => setOpen(false)) : null}
    </>
  );
}
