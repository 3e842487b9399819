import { describe, expect, it } from 'vitest';
import { sniffFormat } from './image-inspection.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

describe('sniffFormat: what the first bytes say a file is', () => {
  it('knows the three accepted formats', () => {
    expect(sniffFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFormat(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'rest'))).toBe('png');
    expect(sniffFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('calls other image formats other-image (the format message), not "not an image"', () => {
    for (const other of [
      bytes('GIF89a'),
      bytes('GIF87a'),
      bytes('BM', [0, 0]),
      bytes([0x49, 0x49, 0x2a, 0x00]),
      bytes([0x4d, 0x4d, 0x00, 0x2a]),
      bytes([0x00, 0x00, 0x01, 0x00, 1]),
      bytes([0, 0, 0, 0x1c], 'ftypavif'),
      bytes([0, 0, 0, 0x18], 'ftypheic'),
      bytes('8BPS'),
      bytes('\uFEFF  <?xml version="1.0"?><!-- logo --><svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      bytes('<svg>'),
    ]) {
      expect(sniffFormat(other)).toBe('other-image');
    }
  });

  it('calls anything else undefined: text, HTML, a PDF, a video, RIFF audio, an empty file', () => {
    for (const file of [
      bytes('just text'),
      bytes('<html><body>not svg</body></html>'),
      bytes('%PDF-1.7'),
      bytes([0, 0, 0, 0x18], 'ftypmp42'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '),
      bytes(''),
      bytes([0xff, 0xd8]),
    ]) {
      expect(sniffFormat(file)).toBeUndefined();
    }
  });
});
