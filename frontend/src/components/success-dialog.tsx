import { Button } from './button';
import { Dialog } from './dialog';

interface SuccessDialogProps {
  /** The server's message; the dialog is open while there is one. */
  message: string | null;
  title?: string;
  onConfirm: () => void;
}

/** SPEC section 8: product create and update successes show the server message with a green confirm button. */
export function SuccessDialog({ message, title = 'Success', onConfirm }: SuccessDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onClose={onConfirm}
      title={title}
      size="sm"
      footer={
        <Button onClick={onConfirm} data-autofocus className="w-full sm:w-auto">
          Confirm
        </Button>
      }
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className="text-sm font-medium text-ink">{message}</p>
      </div>
    </Dialog>
  );
}
