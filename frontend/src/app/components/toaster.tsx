import { useCallback } from 'react';
import { resolveValue, useToaster, type DefaultToastOptions, type Toast } from 'react-hot-toast/headless';
import { cn } from '@/lib/cn';

/**
 * Toasts (SPEC section 9) on react-hot-toast's headless hook: its store, timers and stacking, with
 * our own look instead of its styled Toaster (which brings goober). Top centre, 16 px from the top,
 * 8 px apart; 4 s for error and blank, 2 s for success; the 4 s default also ends a loading toast
 * not dismissed by then. At most 20 at once is the library's own limit. Hover pauses all timers.
 */
const OPTIONS: DefaultToastOptions = { duration: 4000, success: { duration: 2000 }, error: { duration: 4000 } };
const GUTTER = 8;

export function Toaster() {
  const { toasts, handlers } = useToaster(OPTIONS);
  return (
    <div
      className="pointer-events-none fixed inset-x-4 top-[max(16px,env(safe-area-inset-top))] z-[9999]"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((t) => (
        <ToastItem
          key={t.id}
          toast={t}
          offset={handlers.calculateOffset(t, { gutter: GUTTER })}
          onHeight={handlers.updateHeight}
        />
      ))}
    </div>
  );
}

const EASE_IN = 'ease-[cubic-bezier(.21,1.02,.73,1)]';

interface ToastItemProps {
  toast: Toast;
  offset: number;
  onHeight: (id: string, height: number) => void;
}

function ToastItem({ toast: t, offset, onHeight }: ToastItemProps) {
  // The store stacks toasts by their heights. Stable, so the observer is not re-created on each render.
  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return;
      const observer = new ResizeObserver(() => onHeight(t.id, el.offsetHeight));
      observer.observe(el);
      return () => observer.disconnect();
    },
    [t.id, onHeight],
  );

  // Hidden until measured, then slides down into place; dismissed toasts slide up and fade for the
  // store's 1 s remove delay. Reduced motion: a plain fade (and index.css makes transitions instant).
  const state = !t.height
    ? 'opacity-0 -translate-y-[200%] scale-60'
    : t.visible
      ? `pointer-events-auto translate-y-0 scale-100 opacity-100 duration-350 ${EASE_IN}`
      : 'opacity-0 -translate-y-[150%] scale-60 duration-400 ease-[cubic-bezier(.06,.71,.55,1)]';

  return (
    <div
      ref={measure}
      data-toast=""
      className={cn(
        'absolute inset-x-0 top-0 flex justify-center transition-transform duration-[230ms]',
        EASE_IN,
        t.visible && 'z-10',
      )}
      style={{ transform: `translateY(${offset}px)` }}
    >
      {t.type === 'custom' ? (
        resolveValue(t.message, t)
      ) : (
        <div
          className={cn(
            'flex max-w-[420px] items-center rounded-xl bg-ink px-2.5 py-2 text-sm leading-[1.3] text-white',
            'shadow-[0_3px_10px_rgba(0,0,0,.1),0_3px_3px_rgba(0,0,0,.05)] transition-[opacity,translate,scale]',
            'motion-reduce:translate-none motion-reduce:scale-none',
            state,
          )}
        >
          {t.icon !== undefined ? t.icon : <ToastIcon type={t.type} />}
          <div {...t.ariaProps} className="mx-2.5 my-1 flex flex-auto justify-center whitespace-pre-line">
            {resolveValue(t.message, t)}
          </div>
        </div>
      )}
    </div>
  );
}

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'blank') return null;
  return (
    <span className="flex size-5 shrink-0 items-center justify-center" aria-hidden="true">
      {type === 'loading' ? (
        <span className="size-3 animate-spin rounded-full border-2 border-[#e0e0e0] border-r-[#616161]" />
      ) : (
        <svg viewBox="0 0 20 20" className="size-5">
          <circle cx="10" cy="10" r="10" fill={type === 'success' ? '#0c831f' : '#ff4b4b'} />
          <path
            d={type === 'success' ? 'm6 10.5 2.5 2.5 5.5-6' : 'm7 7 6 6m0-6-6 6'}
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </span>
  );
}
