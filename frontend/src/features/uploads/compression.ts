import type { Options } from 'browser-image-compression';

/** What an upload is shrunk to before it leaves the phone (spec §9). */
export type CompressionSettings = {
  maxWidthOrHeight: number;
  /** The lowest quality tried; what it gives is sent even when still over `maxBytes`. */
  minQuality: number;
  maxBytes: number;
  /** Re-encode to this type; the file's own type when undefined. */
  fileType?: 'image/jpeg';
};

/** Spec §9 "Image compression": max 1080×1080, min quality 0.3, max 100 KB. */
export const IMAGE_COMPRESSION: CompressionSettings = {
  maxWidthOrHeight: 1080,
  minQuality: 0.3,
  maxBytes: 100 * 1024,
};

/** Spec §9 "Avatar compression": 400×400, JPEG, min quality 0.15, max 150 KB. */
export const AVATAR_COMPRESSION: CompressionSettings = {
  maxWidthOrHeight: 400,
  minQuality: 0.15,
  maxBytes: 150 * 1024,
  fileType: 'image/jpeg',
};

/** Spec §9: the quality is lowered in steps of 0.1. */
export const QUALITY_STEP = 0.1;
export const START_QUALITY = 1;

/**
 * The qualities tried, best first: 1, 0.9, 0.8 … down to the floor, which is always the last
 * (0.15 for avatars: … 0.3, 0.2, 0.15). Rounded, so 0.1 steps do not drift (0.7000000000000001).
 */
export function qualitySteps(minQuality: number, start = START_QUALITY): number[] {
  const steps: number[] = [];
  for (let quality = start; quality > minQuality + 1e-9; quality = Math.round((quality - QUALITY_STEP) * 100) / 100) {
    steps.push(quality);
  }
  steps.push(minQuality);
  return steps;
}

/**
 * The library's options for one try at `quality`. The library's own size loop lowers quality
 * by ×0.95 and shrinks the picture: instead we ask for one encoding per quality
 * (`maxIteration: 1`, no `maxSizeMB`), keep the resolution (`alwaysKeepResolution`), and stay
 * off web workers, whose script the library would fetch from a CDN.
 */
export function compressionOptions(settings: CompressionSettings, quality: number): Options {
  return {
    maxWidthOrHeight: settings.maxWidthOrHeight,
    initialQuality: quality,
    alwaysKeepResolution: true,
    useWebWorker: false,
    maxIteration: 1,
    ...(settings.fileType ? { fileType: settings.fileType } : {}),
  };
}

type Compress = (file: File, options: Options) => Promise<File>;

/**
 * Shrinks an image to the settings: scaled to fit `maxWidthOrHeight`, then encoded at
 * quality 1, 0.9, 0.8 … until it fits `maxBytes`; at the floor quality it is sent as it is.
 */
export async function compressImage(
  file: File,
  settings: CompressionSettings,
  compress?: Compress,
): Promise<File> {
  // Loaded with the first upload: most visits to a page with an upload field upload nothing.
  const run = compress ?? (await import('browser-image-compression')).default;
  let result = file;
  for (const quality of qualitySteps(settings.minQuality)) {
    result = await run(file, compressionOptions(settings, quality));
    if (result.size <= settings.maxBytes) break;
  }
  return result;
}
