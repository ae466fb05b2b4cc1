/** Upload rules (DESIGN.md hard rules): images only, at most 5 MB (both in limits.ts), server-chosen keys per purpose. */
import { IMAGE_TYPES } from './limits.js';

export type ImageType = keyof typeof IMAGE_TYPES;

export const UPLOAD_PURPOSES = ['avatar', 'category', 'subcategory', 'product'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Any signed-in user may upload an avatar; catalog images are for admins only. */
export function mayUpload(purpose: UploadPurpose, isAdmin: boolean): boolean {
  return purpose === 'avatar' || isAdmin;
}

export function imageKey(purpose: UploadPurpose, contentType: ImageType, uniqueId: string): string {
  return `${purpose}/${uniqueId}.${IMAGE_TYPES[contentType]}`;
}

/** Stored URLs are site-relative: CloudFront (or the local gateway) serves the bucket under /media/. */
export const mediaUrl = (key: string): string => `/media/${key}`;
