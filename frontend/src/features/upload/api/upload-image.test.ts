import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_TYPES, MAX_IMAGE_BYTES as SERVER_MAX, UPLOAD_PURPOSES } from '../../../../../functions/core/uploads';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, imageFileProblem, uploadImage, type UploadPurpose } from './upload-image';

describe('upload rules', () => {
  it('match the server rules', () => {
    expect([...ACCEPTED_IMAGE_TYPES].sort()).toEqual(Object.keys(IMAGE_TYPES).sort());
    expect(MAX_IMAGE_BYTES).toBe(SERVER_MAX);
    const purposes: readonly UploadPurpose[] = UPLOAD_PURPOSES;
    expect(purposes).toHaveLength(4);
  });

  it('refuse non-images and files over 5 MB', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/image/);
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toMatch(/5 MB/);
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });
});

describe('uploadImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a presigned POST, sends the fields then the file, and returns the media URL', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (input === '/api/file/upload') {
        return Response.json({
          success: true,
          error: false,
          message: 'Upload ready',
          data: { uploadUrl: 'http://bucket.local/images', fields: { key: 'category/1.png', Policy: 'p' }, url: '/media/category/1.png' },
        });
      }
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

    await expect(uploadImage(file, 'category')).resolves.toBe('/media/category/1.png');

    const askBody = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(askBody).toEqual({ contentType: 'image/png', size: 3, purpose: 'category' });
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('http://bucket.local/images');
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'file']);
  });

  it('never calls the server for a file it would refuse', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });

    await expect(uploadImage(file, 'category')).rejects.toThrow(/image/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
