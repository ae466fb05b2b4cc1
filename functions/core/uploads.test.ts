import { describe, expect, it } from 'vitest';
import { imageKey, mayUpload, mediaUrl } from './uploads.js';

describe('upload rules', () => {
  it('lets anyone signed in upload an avatar, and only admins catalog images', () => {
    expect(mayUpload('avatar', false)).toBe(true);
    expect(mayUpload('product', false)).toBe(false);
    expect(mayUpload('category', true)).toBe(true);
  });

  it('builds keys under the purpose prefix with the extension of the type', () => {
    expect(imageKey('product', 'image/jpeg', 'abc')).toBe('product/abc.jpg');
    expect(mediaUrl('product/abc.jpg')).toBe('/media/product/abc.jpg');
  });
});
