import { describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES, imageKey, imageTypeOfBytes, imageTypeOfKey, mayUpload, mediaKey, mediaUrl, uploadPurposeOf, uploadedImageProblem } from './uploads.js';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

/** The first bytes of real files of each type (a 1×1 PNG, a camera JPEG, GIF, WebP, AVIF as libavif writes it). */
const HEADS = {
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
  'image/gif': bytes('GIF89a', [1, 0, 1, 0]),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'image/avif': bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'),
} as const;

describe('upload rules', () => {
  it('lets anyone signed in upload an avatar, and only admins catalog images', () => {
    expect(mayUpload('avatar', false)).toBe(true);
    expect(mayUpload('product', false)).toBe(false);
    expect(mayUpload('claim', false)).toBe(true);
    expect(mayUpload('category', true)).toBe(true);
  });

  it('builds keys under the purpose prefix with the extension of the type, and reads the type back from them', () => {
    expect(imageKey('product', 'image/jpeg', 'abc')).toBe('product/abc.jpg');
    expect(mediaUrl('product/abc.jpg')).toBe('/media/product/abc.jpg');
    expect(mediaKey('/media/product/abc.jpg')).toBe('product/abc.jpg');
    expect(imageTypeOfKey('product/abc.jpg')).toBe('image/jpeg');
    expect(imageTypeOfKey('avatar/abc.avif')).toBe('image/avif');
    expect(imageTypeOfKey('avatar/abc.html')).toBeUndefined();
    expect(imageTypeOfKey('avatar/abc')).toBeUndefined();
  });

  it('reads the purpose an upload was issued for back from its URL', () => {
    for (const purpose of UPLOAD_PURPOSES) expect(uploadPurposeOf(mediaUrl(imageKey(purpose, 'image/png', 'abc')))).toBe(purpose);
    expect(uploadPurposeOf('/media/banner/abc.png')).toBeUndefined();
    expect(uploadPurposeOf('/media/avatar/nested/abc.png')).toBeUndefined();
    expect(uploadPurposeOf('/media/abc.png')).toBeUndefined();
    expect(uploadPurposeOf('https://elsewhere.example/media/category/abc.png')).toBeUndefined();
  });
});

describe('imageTypeOfBytes', () => {
  it.each(Object.entries(HEADS))('knows %s by its first bytes', (type, head) => {
    expect(imageTypeOfBytes(head)).toBe(type);
  });

  it('knows an AVIF whose major brand is mif1 by its compatible brands', () => {
    expect(imageTypeOfBytes(bytes([0, 0, 0, 0x20], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiafMA1B'))).toBe('image/avif');
  });

  it.each([
    ['a text file named fake.png', bytes('hello, I am not a picture\n')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a HEIC photo (ftyp, not an AVIF brand)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['a WAV file (RIFF, not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_label, head) => {
    expect(imageTypeOfBytes(head)).toBeUndefined();
  });

  it('does not read an AVIF brand from past the ftyp box', () => {
    // A box of 16 bytes ends before the compatible brands; "avif" after it is another box's data.
    expect(imageTypeOfBytes(bytes([0, 0, 0, 0x10], 'ftypmif1', [0, 0, 0, 0], 'avif'))).toBeUndefined();
  });
});

describe('uploadedImageProblem', () => {
  const png = HEADS['image/png'];

  it('accepts an image of the type it was declared as and named after', () => {
    expect(uploadedImageProblem('avatar/a.png', { contentType: 'image/png', head: png })).toBeUndefined();
    expect(uploadedImageProblem('product/a.jpg', { contentType: 'image/jpeg', head: HEADS['image/jpeg'] })).toBeUndefined();
  });

  it('refuses a missing object, a file that is no image, and an image of another type than declared or named', () => {
    expect(uploadedImageProblem('avatar/a.png', undefined)).toBe('missing');
    expect(uploadedImageProblem('avatar/fake.png', { contentType: 'image/png', head: bytes('just text') })).toBe('not-an-image');
    expect(uploadedImageProblem('avatar/a.png', { contentType: 'image/jpeg', head: png })).toBe('type-mismatch');
    expect(uploadedImageProblem('avatar/a.jpg', { contentType: 'image/png', head: png })).toBe('type-mismatch');
    expect(uploadedImageProblem('avatar/a.png', { contentType: 'text/html', head: png })).toBe('type-mismatch');
    expect(uploadedImageProblem('avatar/a.png', { contentType: undefined, head: png })).toBe('type-mismatch');
  });
});
