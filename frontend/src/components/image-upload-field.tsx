import { useId, useRef, type ChangeEvent, type Ref } from 'react';
import { Button } from './button';
import { FieldProblem } from './text-field';
import { IMAGE_ACCEPT, IMAGE_TYPE_NAMES, MAX_IMAGE_SIZE, type useUploadImage } from '@/lib/upload-image';
import { takeChosenImage } from '@/lib/chosen-image';

interface ImageUploadFieldProps {
  /** The image URL; '' while there is none. */
  value: string;
  onChange: (url: string) => void;
  /** The form's own useUploadImage mutation: the form also needs isPending to hold back submit. */
  upload: Pick<ReturnType<typeof useUploadImage>, 'isPending' | 'mutate'>;
  /** Alt text of the preview. */
  alt: string;
  /** Why uploading is not allowed yet; while set, the button is off and this replaces the hint. */
  disabledReason?: string;
  /** Button text once there is an image; without it the button keeps saying "Upload Image". */
  changeLabel?: string;
  /** What is wrong with the image, under the field. */
  error?: string;
  /** react-hook-form's ref, so a wrong image puts the focus on the button. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The "Image" field of the category and sub category dialogs: a 144px preview and an upload button. */
export function ImageUploadField({ value, onChange, upload, alt, disabledReason, changeLabel, error, buttonRef }: ImageUploadFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenImage(event);
    if (file) upload.mutate(file, { onSuccess: (url) => onChange(url) });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink">Image</span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex size-36 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-line bg-slate-50">
          {value ? (
            <img src={value} alt={alt} width={144} height={144} className="size-full object-contain p-2" />
          ) : (
            <span className="text-sm text-ink-muted">No Image</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Button
            ref={buttonRef}
            variant="outline"
            disabled={disabledReason !== undefined || upload.isPending}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onClick={() => fileInput.current?.click()}
          >
            {upload.isPending ? 'Loading...' : value && changeLabel ? changeLabel : 'Upload Image'}
          </Button>
          <p id={hintId} className="text-xs text-ink-muted">
            {disabledReason ?? `${IMAGE_TYPE_NAMES}, up to ${MAX_IMAGE_SIZE}.`}
          </p>
          <FieldProblem id={errorId} problem={error} />
          <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden onChange={onFileChosen} />
        </div>
      </div>
    </div>
  );
}
