import { describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES } from '../uploads.js';
import { uploadedImage } from './fields.js';

describe('uploadedImage', () => {
  it('takes only an image uploaded for its own purpose, and says which purpose it needs', () => {
    for (const purpose of UPLOAD_PURPOSES) {
      expect(uploadedImage(purpose).safeParse(`/media/${purpose}/a.png`).data).toBe(`/media/${purpose}/a.png`);
      for (const other of UPLOAD_PURPOSES.filter((p) => p !== purpose)) {
        expect(uploadedImage(purpose).safeParse(`/media/${other}/a.png`).success, `${other} as ${purpose}`).toBe(false);
      }
    }
    expect(uploadedImage('category').safeParse('/media/avatar/a.png').error?.issues[0]?.message).toBe(
      'must be a category image uploaded here: upload it again',
    );
    expect(uploadedImage('avatar').safeParse('/media/product/a.png').error?.issues[0]?.message).toBe(
      'must be an avatar uploaded here: upload it again',
    );
  });

  it('still refuses what is no uploaded image URL at all', () => {
    expect(uploadedImage('category').safeParse('https://elsewhere.example/a.png').error?.issues[0]?.message).toBe(
      'must be a picture uploaded here: upload it again',
    );
  });
});
