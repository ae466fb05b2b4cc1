import { Dialog } from './dialog';

interface ImageViewerDialogProps {
  /** The picture to show; nothing is rendered without one. */
  src: string | null;
  /** Names the dialog and the picture. */
  title: string;
  onClose: () => void;
}

/** A picture at the largest size the screen allows (SPEC: the sub category and product image viewers). */
export function ImageViewerDialog({ src, title, onClose }: ImageViewerDialogProps) {
  return (
    <Dialog open={src !== null} onClose={onClose} title={title} size="xl">
      {src ? (
        <div className="flex items-center justify-center rounded-xl bg-slate-50">
          <img src={src} alt={title} className="max-h-[72dvh] w-auto max-w-full object-contain" />
        </div>
      ) : null}
    </Dialog>
  );
}
