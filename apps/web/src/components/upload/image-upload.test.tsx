import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './image-upload';
import { MAX_UPLOAD_BYTES } from './upload-rules';

/** A stand-in XMLHttpRequest: records what was sent and lets the test report progress and answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** Answers, then lets the widget's promise settle and React render. */
  async respond(status: number, json: unknown) {
    this.status = status;
    this.responseText = typeof json === 'string' ? json : JSON.stringify(json);
    await act(async () => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // The key lib/api-client.ts reads the session's token from.
  localStorage.setItem('kala.token', 'admin-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const file = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

function setup(props: { value?: string | null } = {}) {
  const onUploaded = vi.fn();
  const onError = vi.fn();
  render(<ImageUpload label="Thumbnail" value={props.value ?? null} onUploaded={onUploaded} onError={onError} />);
  const input = screen.getByLabelText('Thumbnail') as HTMLInputElement;
  const choose = (chosen: File) => fireEvent.change(input, { target: { files: [chosen] } });
  return { onUploaded, onError, input, choose };
}

describe('ImageUpload: checks before sending', () => {
  it('is a labelled file input that takes JPEG, PNG and WebP and says so', () => {
    const { input } = setup();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /Drag and drop an image here, or choose one/,
    );
  });

  it('refuses a GIF with the format message, sending nothing', () => {
    const { choose, onError } = setup();
    choose(file('cat.gif', 'image/gif'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Please select a valid image file (image/jpeg, image/png, image/webp)',
    );
    expect(onError).toHaveBeenCalledWith('Please select a valid image file (image/jpeg, image/png, image/webp)');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file that is not an image: File must be an image', () => {
    const { choose } = setup();
    choose(file('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert').textContent).toContain('File must be an image');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses 10 MB + 1 byte but sends exactly 10 MB', () => {
    const { choose } = setup();
    choose(file('huge.png', 'image/png', MAX_UPLOAD_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toContain('File size must be less than 10MB');
    expect(FakeXhr.sent).toHaveLength(0);
    choose(file('big.png', 'image/png', MAX_UPLOAD_BYTES));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ImageUpload: sending', () => {
  it('posts the file with the bearer token, shows progress, then the URL, and resets the bar after a second', async () => {
    const { choose, onUploaded } = setup();
    choose(file('vase.jpg', 'image/jpeg'));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads');
    expect(xhr.headers.Authorization).toBe('Bearer admin-token');
    expect((xhr.body?.get('file') as File).name).toBe('vase.jpg');
    expect((screen.getByLabelText('Thumbnail') as HTMLInputElement).disabled).toBe(true);

    xhr.progress(512, 2048);
    expect(screen.getByRole('progressbar', { name: 'Thumbnail upload progress' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    expect(screen.getByRole('status').textContent).toContain('Uploading… 20%');

    await xhr.respond(201, { success: true, data: { url: '/uploads/images/abc.webp', width: 1200, height: 900 } });
    expect(screen.getByRole('status').textContent).toContain('Upload successful! /uploads/images/abc.webp');
    expect(onUploaded).toHaveBeenCalledWith('/uploads/images/abc.webp');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('img', { name: 'Thumbnail: current image' }).getAttribute('srcset')).toBe(
      '/uploads/images/abc-w400.webp 400w, /uploads/images/abc-w800.webp 800w, /uploads/images/abc.webp 1200w',
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
    expect(screen.getByRole('status').textContent).toContain('Upload successful!');
    expect((screen.getByLabelText('Thumbnail') as HTMLInputElement).disabled).toBe(false);
  });

  it("shows the server's message when it refuses the file, and 'Upload failed' when it says nothing useful", async () => {
    const { choose, onError, onUploaded } = setup();
    choose(file('x.png', 'image/png'));
    await FakeXhr.sent[0]!.respond(400, { success: false, message: 'File must be an image' });
    expect(screen.getByRole('alert').textContent).toContain('File must be an image');
    expect(onError).toHaveBeenLastCalledWith('File must be an image');

    choose(file('y.png', 'image/png'));
    await FakeXhr.sent[1]!.respond(500, {
      success: false,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(screen.getByRole('alert').textContent).toMatch(/^Upload failed$/);

    choose(file('z.png', 'image/png'));
    await FakeXhr.sent[2]!.respond(502, '<html>Bad gateway</html>');
    expect(screen.getByRole('alert').textContent).toMatch(/^Upload failed$/);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("passes on the image host's own message (a 502 from Cloudinary)", async () => {
    const { choose } = setup();
    choose(file('x.png', 'image/png'));
    await FakeXhr.sent[0]!.respond(502, { success: false, message: 'Upload preset not found' });
    expect(screen.getByRole('alert').textContent).toContain('Upload preset not found');
  });

  it('takes a dropped file like a chosen one', async () => {
    const { onUploaded } = setup();
    const zone = screen.getByText(/Drag and drop an image here/).parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone.getAttribute('data-dragging')).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [file('drop.webp', 'image/webp')] } });
    expect(zone.hasAttribute('data-dragging')).toBe(false);
    await FakeXhr.sent[0]!.respond(201, {
      success: true,
      data: { url: 'https://res.cloudinary.com/kala/image/upload/v1/a.jpg' },
    });
    expect(onUploaded).toHaveBeenCalledWith('https://res.cloudinary.com/kala/image/upload/v1/a.jpg');
    // A Cloudinary URL renders through the same image widget, without a local srcset.
    const preview = screen.getByRole('img', { name: 'Thumbnail: current image' });
    expect(preview.getAttribute('src')).toBe('https://res.cloudinary.com/kala/image/upload/v1/a.jpg');
    expect(preview.hasAttribute('srcset')).toBe(false);
  });

  it('shows the current image it was given until another is chosen', () => {
    setup({ value: '/uploads/demo/lotus.webp' });
    expect(screen.getByRole('img', { name: 'Thumbnail: current image' }).getAttribute('src')).toBe(
      '/uploads/demo/lotus.webp',
    );
  });
});

describe('ImageUpload: controlled by its form', () => {
  it('keeps its outcome while the form holds the uploaded URL, and drops it when the form sets another image', async () => {
    const onUploaded = vi.fn();
    const { rerender } = render(<ImageUpload label="Thumbnail" value={null} onUploaded={onUploaded} />);
    fireEvent.change(screen.getByLabelText('Thumbnail'), { target: { files: [file('a.png', 'image/png')] } });
    await FakeXhr.sent[0]!.respond(201, { success: true, data: { url: '/uploads/images/new.webp' } });
    rerender(<ImageUpload label="Thumbnail" value="/uploads/images/new.webp" onUploaded={onUploaded} />);
    expect(screen.getByRole('status').textContent).toContain('Upload successful!');
    rerender(<ImageUpload label="Thumbnail" value="/uploads/demo/other.webp" onUploaded={onUploaded} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('img', { name: 'Thumbnail: current image' }).getAttribute('src')).toBe(
      '/uploads/demo/other.webp',
    );
  });
});
