import { useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. SPEC's "Are you sure permanent delete ?". */
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The action is under way (its mutation's isPending): the confirm button stays disabled meanwhile. */
  pending?: boolean;
  /** 'danger' (red) for what cannot be undone; 'primary' for a step forward (Mark packed). */
  tone?: 'danger' | 'primary';
  /** More to fill in before confirming, e.g. an optional reason. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirms once: a double click, or Enter held down, calls onConfirm one time. `pending`
 * reaches the button a moment after the first click (the mutation's state is published
 * asynchronously), so the dialog locks itself at the click and stays locked until the action it
 * started has finished (pending came and went) or the dialog closes; a refused action can then be
 * confirmed again. A second click that comes before React has rendered the lock is stopped by the
 * ref: it was taken in the same unlocked spell (`spell`), which only an unlock moves on.
 */
function useConfirmOnce(open: boolean, pending: boolean, onConfirm: () => void) {
  const [lock, setLock] = useState<{ sawPending: boolean } | null>(null);
  const [spell, setSpell] = useState(0);
  const takenIn = useRef(-1);
  if (lock) {
    if (!open || (lock.sawPending && !pending)) {
      setLock(null);
      setSpell(spell + 1);
    } else if (pending && !lock.sawPending) setLock({ sawPending: true });
  }
  const confirm = () => {
    if (lock || takenIn.current === spell) return;
    takenIn.current = spell;
    setLock({ sawPending: false });
    onConfirm();
  };
  return { confirm, busy: pending || lock !== null };
}

/** Asks before an action. Cancel gets the first focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  message,
  title = 'Permanent Delete',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  pending = false,
  tone = 'danger',
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { confirm, busy } = useConfirmOnce(open, pending, onConfirm);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={confirm} pending={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
