import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"]):not([hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/** Open dialogs, innermost last: only the top one answers Escape and keeps focus. */
const openDialogs: symbol[] = [];

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The alert dialog role for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** 'right': a full-height drawer at the right edge (the cart side panel). */
  placement?: 'center' | 'right';
}

/**
 * A modal dialog: labelled by its title, aria-modal, focus trapped inside, Escape and the backdrop
 * close it, focus returns to where it was. Put data-autofocus on the element to focus first.
 * Rendered in a portal (not <dialog>) so toasts can still show above it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

function DialogPanel({ onClose, title, description, children, footer, size = 'md', role = 'dialog', placement = 'center' }: DialogProps) {
  const drawer = placement === 'right';
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const token = Symbol('dialog');
    openDialogs.push(token);
    const isTop = () => openDialogs[openDialogs.length - 1] === token;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(panel)[0] ?? panel;
    first.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!isTop() || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(panel);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === panel)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }

    // Focus that escapes anyway (a click outside, assistive tech) is brought back in.
    function onFocusIn(event: FocusEvent) {
      if (!isTop() || !panel || panel.contains(event.target as Node)) return;
      (focusablesIn(panel)[0] ?? panel).focus();
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      if (openDialogs.length === 0) document.body.style.overflow = overflow;
      returnFocusTo?.focus();
    };
  }, []);

  return (
    <div className={cn('fixed inset-0 z-50 flex', drawer ? 'justify-end' : 'items-end justify-center p-0 sm:items-center sm:p-4')}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]"
        onMouseDown={() => onCloseRef.current()}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex w-full flex-col overflow-hidden bg-white shadow-2xl outline-none',
          drawer ? 'h-dvh animate-drawer-in' : 'max-h-[92dvh] rounded-t-2xl sm:rounded-2xl',
          widths[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-mr-1 rounded-full p-1.5 text-ink-muted transition-colors hover:bg-slate-100 hover:text-ink"
            aria-label="Close"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children ? <div className={cn('overflow-y-auto px-5 py-4', drawer && 'flex-1 bg-canvas')}>{children}</div> : null}
        {footer ? <div className="flex justify-end gap-3 border-t border-line bg-slate-50 px-5 py-3">{footer}</div> : null}
      </div>
    </div>
  );
}
