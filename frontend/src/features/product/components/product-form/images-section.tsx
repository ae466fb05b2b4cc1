import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { PRODUCT_IMAGES_MAX } from '@core/limits';
import { ImageViewerDialog } from '@/components/image-viewer-dialog';
import { Spinner } from '@/components/spinner';
import { FieldProblem } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { IMAGE_ACCEPT, IMAGE_TYPE_NAMES, MAX_IMAGE_SIZE, imageFileProblem, uploadImage } from '@/lib/upload-image';
import { FormSection } from './form-section';
import { productProblem, type ProductFormValues } from './product-form-values';

interface ImagesSectionProps {
  /** Images on their way up; the form holds back its submit while there are any. */
  uploading: number;
  onUploading: (change: number) => void;
  /** The product's name, for the preview's title. */
  productName: string;
}

/** SPEC "Upload Product screen": several images, each previewed on click and removable. */
export function ImagesSection({ uploading, onUploading, productName }: ImagesSectionProps) {
  const { control, formState, getValues, clearErrors } = useFormContext<ProductFormValues>();
  const {
    field: { value: images, onChange: setImages, ref: focusTarget },
  } = useController({ control, name: 'image' });
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const problem = productProblem('image', formState.errors, { image: images });

  const onFilesChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so choosing the same files again still fires a change.
    event.target.value = '';
    const room = PRODUCT_IMAGES_MAX - images.length - uploading;
    if (files.length > room) toast.error(`A product can have at most ${PRODUCT_IMAGES_MAX} images`);
    const accepted = files.slice(0, Math.max(0, room)).filter((file) => {
      const fileProblem = imageFileProblem(file);
      if (fileProblem) toast.error(`${file.name}: ${fileProblem}`);
      return fileProblem === null;
    });
    if (accepted.length === 0) return;
    clearErrors('image');
    onUploading(accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const url = await uploadImage(file, 'product');
          // The list as it is now: other uploads may have finished meanwhile.
          setImages([...getValues('image'), url]);
        } catch (error) {
          toast.error(errorMessage(error) || 'Image upload failed');
        } finally {
          onUploading(-1);
        }
      }),
    );
  };

  return (
    <FormSection title="Images">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-ink">Image</span>
        <div className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 lg:grid-cols-6">
          {images.map((src, index) => (
            <div key={src} className="group relative overflow-hidden rounded-xl border border-line bg-slate-50">
              <button type="button" onClick={() => setPreview(src)} aria-label={`Preview image ${index + 1}`} className="block w-full p-1.5">
                <img src={src} alt="" width={120} height={120} className="aspect-square h-auto w-full object-contain" />
              </button>
              <button
                type="button"
                onClick={() => setImages(getValues('image').filter((url) => url !== src))}
                aria-label={`Remove image ${index + 1}`}
                className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-white/95 text-danger shadow ring-1 ring-line transition-colors hover:bg-danger hover:text-white"
              >
                <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </div>
          ))}
          {Array.from({ length: uploading }, (_, index) => (
            <div key={`uploading-${index}`} className="flex aspect-square items-center justify-center rounded-xl border border-line bg-slate-50 text-brand">
              <Spinner label="Uploading image" />
            </div>
          ))}
          {images.length + uploading < PRODUCT_IMAGES_MAX ? (
            <button
              ref={focusTarget}
              type="button"
              onClick={() => fileInput.current?.click()}
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
              className={cn(
                'flex aspect-square flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed bg-white text-xs font-semibold transition-colors hover:border-brand hover:bg-brand-soft hover:text-brand',
                problem ? 'border-danger text-danger' : 'border-line text-ink-muted',
              )}
            >
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              Upload Image
            </button>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-ink-muted">
          Up to {PRODUCT_IMAGES_MAX} images ({IMAGE_TYPE_NAMES}, {MAX_IMAGE_SIZE} each). Click an image to preview it.
        </p>
        <FieldProblem id={errorId} problem={problem} />
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={(event) => void onFilesChosen(event)} />
      </div>
      <ImageViewerDialog src={preview} title={`${productName.trim() || 'Product'} image`} onClose={() => setPreview(null)} />
    </FormSection>
  );
}
