import { cn } from '@/lib/cn';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useSetDuty } from '@/features/rider/api/rider-me';
import { unlockRing } from '@/features/rider/ring';

/**
 * On duty / Off duty: a switch (role="switch", Space and Enter toggle it). Going on duty may bring an
 * order at once. The tap also wakes the page's sound, so the next assignment can ring.
 */
export function DutySwitch({ onDuty, disabled }: { onDuty: boolean; disabled?: boolean }) {
  const setDuty = useSetDuty();
  const submitOnce = useSubmitOnce();
  const shown = setDuty.isPending && setDuty.variables !== undefined ? setDuty.variables : onDuty;
  const toggle = () => {
    unlockRing();
    submitOnce((done) => setDuty.mutate(!onDuty, { onSettled: done }));
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={shown}
      aria-busy={setDuty.isPending || undefined}
      disabled={disabled}
      onClick={toggle}
      className={cn(
        'flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl border-2 px-4 py-3 text-left transition-colors outline-none focus-visible:ring-4 focus-visible:ring-brand/30 disabled:opacity-60',
        shown ? 'border-brand bg-brand-soft' : 'border-line bg-white',
      )}
    >
      <span className="flex flex-col">
        <span className="text-lg font-bold text-ink">{shown ? 'On duty' : 'Off duty'}</span>
        <span className="text-sm text-ink-muted">{shown ? 'You get new orders. Tap to go off duty.' : 'You get no orders. Tap to go on duty.'}</span>
      </span>
      <span aria-hidden="true" className={cn('relative h-8 w-14 shrink-0 rounded-full transition-colors', shown ? 'bg-brand' : 'bg-slate-300')}>
        <span className={cn('absolute top-1 size-6 rounded-full bg-white shadow transition-all', shown ? 'left-7' : 'left-1')} />
      </span>
    </button>
  );
}
