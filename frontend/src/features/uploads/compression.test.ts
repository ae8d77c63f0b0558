import type { Options } from 'browser-image-compression';
import {
  AVATAR_COMPRESSION,
  compressImage,
  compressionOptions,
  IMAGE_COMPRESSION,
  qualitySteps,
} from './compression';

const file = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'photo.png', { type });

describe('compression settings (spec §9)', () => {
  it('shrinks images to 1080×1080, quality down to 0.3, at most 100 KB', () => {
    expect(IMAGE_COMPRESSION).toEqual({ maxWidthOrHeight: 1080, minQuality: 0.3, maxBytes: 100 * 1024 });
  });

  it('shrinks avatars to a 400×400 JPEG, quality down to 0.15, at most 150 KB', () => {
    expect(AVATAR_COMPRESSION).toEqual({
      maxWidthOrHeight: 400,
      minQuality: 0.15,
      maxBytes: 150 * 1024,
      fileType: 'image/jpeg',
    });
  });

  it('lowers the quality in 0.1 steps down to the exact floor', () => {
    expect(qualitySteps(0.3)).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
    expect(qualitySteps(0.15)).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.15]);
  });

  it('asks the library for one encoding per quality, keeping the resolution and off web workers', () => {
    expect(compressionOptions(AVATAR_COMPRESSION, 0.4)).toEqual({
      maxWidthOrHeight: 400,
      initialQuality: 0.4,
      alwaysKeepResolution: true,
      useWebWorker: false,
      maxIteration: 1,
      fileType: 'image/jpeg',
    });
    expect(compressionOptions(IMAGE_COMPRESSION, 1)).not.toHaveProperty('fileType');
    expect(compressionOptions(IMAGE_COMPRESSION, 1)).not.toHaveProperty('maxSizeMB');
  });
});

describe('compressImage', () => {
  it('stops at the first quality that fits', async () => {
    const sizes: Record<string, number> = { '1': 300_000, '0.9': 200_000, '0.8': 150_000, '0.7': 90_000 };
    const compress = vi.fn((_: File, options: Options) =>
      Promise.resolve(file(sizes[String(options.initialQuality)] ?? 1, 'image/jpeg')),
    );
    const result = await compressImage(file(5_000_000), IMAGE_COMPRESSION, compress);
    expect(compress.mock.calls.map(([, options]) => options.initialQuality)).toEqual([1, 0.9, 0.8, 0.7]);
    expect(result.size).toBe(90_000);
  });

  it('sends the floor quality when nothing fits', async () => {
    const compress = vi.fn<(file: File, options: Options) => Promise<File>>(() => Promise.resolve(file(999_999, 'image/jpeg')));
    const result = await compressImage(file(5_000_000), AVATAR_COMPRESSION, compress);
    expect(compress).toHaveBeenCalledTimes(10);
    expect(compress.mock.lastCall?.[1]?.initialQuality).toBe(0.15);
    expect(result.size).toBe(999_999);
  });

  it('tries once for a small image', async () => {
    const compress = vi.fn(() => Promise.resolve(file(20_000, 'image/jpeg')));
    await compressImage(file(30_000), AVATAR_COMPRESSION, compress);
    expect(compress).toHaveBeenCalledTimes(1);
  });
});
