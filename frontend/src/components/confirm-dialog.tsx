import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. SPEC's "Are you sure permanent delete ?". */
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  /** 'danger' (red) for what cannot be undone; 'primary' for a step forward (Mark packed). */
  tone?: 'danger' | 'primary';
  /** More to fill in before confirming, e.g. an optional reason. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
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
          <Button variant={tone} onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
