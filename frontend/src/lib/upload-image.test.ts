import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@core/limits';
import { NOT_A_PICTURE, imageFileProblem, uploadImage } from './upload-image';

/** The first bytes of every PNG (its signature), which is what makes a file a PNG. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('upload rules', () => {
  it('take every image type the server takes', () => {
    for (const type of Object.keys(IMAGE_TYPES)) expect(imageFileProblem({ type, size: 1 })).toBeNull();
  });

  it('refuse non-images and files over 5 MB', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/image/);
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toMatch(/5 MB/);
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });
});

describe('uploadImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a presigned PUT, sends the file with the signed headers, and returns the media URL', async () => {
    const uploadUrl = 'http://bucket.local/images/category/1.png?X-Amz-Signature=abc';
    // S3 answers an upload with an empty body.
    const stored = new Response('', { status: 200 });
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (input === '/api/file/upload') {
        return Response.json({
          success: true,
          error: false,
          message: 'Upload ready',
          data: { uploadUrl, headers: { 'content-type': 'image/png', 'if-none-match': '*' }, url: '/media/category/1.png' },
        });
      }
      return stored;
    });
    vi.stubGlobal('fetch', fetchMock);
    const file = new File([PNG_HEAD], 'a.png', { type: 'image/png' });

    await expect(uploadImage(file, 'category')).resolves.toBe('/media/category/1.png');

    const askBody = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(askBody).toEqual({ contentType: 'image/png', size: PNG_HEAD.length, purpose: 'category' });
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe(uploadUrl);
    expect(init).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png', 'if-none-match': '*' } });
    expect(init?.body).toBe(file);
    // Read to its end: Chrome lists an upload whose answer was left unread as failed (net::ERR_ABORTED).
    expect(stored.bodyUsed).toBe(true);
  });

  it('says so when the bucket refuses the file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        input === '/api/file/upload'
          ? Response.json({ success: true, error: false, message: 'Upload ready', data: { uploadUrl: 'http://bucket.local/x', headers: {}, url: '/media/x' } })
          : new Response('<Error><Code>SignatureDoesNotMatch</Code></Error>', { status: 403 }),
      ),
    );
    const file = new File([PNG_HEAD], 'a.png', { type: 'image/png' });
    await expect(uploadImage(file, 'category')).rejects.toThrow('Image upload failed (403)');
  });

  it('never calls the server for a file it would refuse', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });

    await expect(uploadImage(file, 'category')).rejects.toThrow(/image/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file that is no picture, whatever it is called, before asking the server', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const renamed = new File(['just some text'], 'holiday.png', { type: 'image/png' });
    await expect(uploadImage(renamed, 'avatar')).rejects.toThrow(NOT_A_PICTURE);
    expect(NOT_A_PICTURE).not.toMatch(/\/api\/|\/media\//);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a PNG named .jpg as the PNG it is', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      input === '/api/file/upload'
        ? Response.json({ success: true, error: false, message: 'Upload ready', data: { uploadUrl: 'http://bucket.local/x', headers: {}, url: '/media/avatar/x.png' } })
        : new Response('', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await uploadImage(new File([PNG_HEAD], 'photo.jpg', { type: 'image/jpeg' }), 'avatar');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ contentType: 'image/png' });
  });
});
