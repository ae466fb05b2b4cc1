/** Upload rules (DESIGN.md hard rules): images only, at most 5 MB (both in limits.ts), server-chosen keys per purpose. */
import { IMAGE_TYPES } from './limits.js';

export type ImageType = keyof typeof IMAGE_TYPES;

export const UPLOAD_PURPOSES = ['avatar', 'category', 'subcategory', 'product', 'claim'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Any signed-in user may upload an avatar or a claim's photo; catalog images are for admins only. */
export function mayUpload(purpose: UploadPurpose, isAdmin: boolean): boolean {
  return purpose === 'avatar' || purpose === 'claim' || isAdmin;
}

export function imageKey(purpose: UploadPurpose, contentType: ImageType, uniqueId: string): string {
  return `${purpose}/${uniqueId}.${IMAGE_TYPES[contentType]}`;
}

/** What a route that saves an image calls an upload of each purpose in its 400. */
export const UPLOAD_PURPOSE_NAMES: Record<UploadPurpose, string> = {
  avatar: 'an avatar',
  category: 'a category image',
  subcategory: 'a sub category image',
  product: 'a product image',
  claim: 'a photo of the problem',
};

/**
 * The purpose an uploaded image's URL was issued for (its key's prefix, which imageKey chose from the
 * upload's purpose); undefined for any other URL. A route saves only images of its own purpose, so a
 * shopper's avatar upload cannot become a category image.
 */
export function uploadPurposeOf(url: string): UploadPurpose | undefined {
  const prefix = /^\/media\/([^/]+)\/[^/]+$/.exec(url)?.[1];
  return UPLOAD_PURPOSES.find((purpose) => purpose === prefix);
}

/** Stored URLs are site-relative: CloudFront (or the local gateway) serves the bucket under /media/. */
export const mediaUrl = (key: string): string => `/media/${key}`;

/** The bucket key of a /media/ URL (what CloudFront's media function strips). */
export const mediaKey = (url: string): string => url.replace(/^\/media\//, '');

/** The image type a key's extension names (imageKey wrote it from the declared type); undefined for any other file. */
export function imageTypeOfKey(key: string): ImageType | undefined {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (Object.keys(IMAGE_TYPES) as ImageType[]).find((type) => IMAGE_TYPES[type] === extension);
}

/** How many leading bytes imageTypeOfBytes needs: AVIF names its brands up to byte 32 in practice. */
export const IMAGE_HEAD_BYTES = 32;

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The image type the file's first bytes say it is (its magic number), whatever it is called or
 * declared as; undefined when it is none of the allowed types (a text file named fake.png, HTML, SVG).
 */
export function imageTypeOfBytes(head: Uint8Array): ImageType | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6))) return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  // ISO BMFF: [size][ftyp][major brand][minor version][compatible brands...] within the ftyp box.
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const boxEnd = Math.min(head.length, new DataView(head.buffer, head.byteOffset, 4).getUint32(0));
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'image/avif';
  }
  return undefined;
}

export type UploadedImageProblem = 'missing' | 'not-an-image' | 'type-mismatch';

/**
 * An uploaded file may be saved as an image when its bytes are one of the allowed types and the
 * same type it was declared as (the object's Content-Type, which S3 serves it with) and named
 * after (the key's extension, which the local gateway serves it by).
 */
export function uploadedImageProblem(
  key: string,
  stored: { contentType: string | undefined; head: Uint8Array } | undefined,
): UploadedImageProblem | undefined {
  if (!stored) return 'missing';
  const actual = imageTypeOfBytes(stored.head);
  if (!actual) return 'not-an-image';
  const declared = stored.contentType?.split(';')[0]?.trim().toLowerCase();
  if (declared !== actual || imageTypeOfKey(key) !== actual) return 'type-mismatch';
  return undefined;
}
