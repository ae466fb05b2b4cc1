import type { ChangeEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { imageFileProblem } from './upload-image';

/** The image just chosen in an <input type="file">, or null (with a toast saying why) when there is none to upload. */
export function takeChosenImage(event: ChangeEvent<HTMLInputElement>): File | null {
  const file = event.target.files?.[0];
  // Cleared so choosing the same file again still fires a change.
  event.target.value = '';
  if (!file) return null;
  const problem = imageFileProblem(file);
  if (problem) toast.error(problem);
  return problem ? null : file;
}
