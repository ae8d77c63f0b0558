import { imageSources } from './image-sources';
import type { SignedUrl } from './signed-url-cache';

const variant = (shape: 'SQUARE' | 'SCALED', width: number, height: number) => ({
  shape,
  width,
  height,
  signedUrl: `https://files.test/${shape[0]}${width}`,
  contentType: 'image/jpeg',
});

const photo: SignedUrl = {
  signedUrl: 'https://files.test/original',
  contentType: 'image/jpeg',
  width: 2400,
  height: 1600,
  variants: [variant('SCALED', 1600, 1067), variant('SCALED', 640, 427)],
};

const avatar: SignedUrl = {
  signedUrl: 'https://files.test/avatar',
  contentType: 'image/jpeg',
  width: 400,
  height: 300,
  variants: [variant('SQUARE', 32, 32), variant('SQUARE', 64, 64), variant('SQUARE', 128, 128)],
};

describe('imageSources', () => {
  it('lists a post image’s copies by width, smallest first, then the larger original', () => {
    expect(imageSources(photo, 'scaled')).toEqual({
      src: 'https://files.test/original',
      srcSet: 'https://files.test/S640 640w, https://files.test/S1600 1600w, https://files.test/original 2400w',
      width: 2400,
      height: 1600,
    });
  });

  it('gives an avatar its squares and reserves a square', () => {
    expect(imageSources(avatar, 'square')).toEqual({
      src: 'https://files.test/avatar',
      srcSet:
        'https://files.test/S32 32w, https://files.test/S64 64w, https://files.test/S128 128w, https://files.test/avatar 300w',
      width: 128,
      height: 128,
    });
  });

  it('never mixes shapes: a post image ignores square copies', () => {
    const both = { ...photo, variants: [...(photo.variants ?? []), variant('SQUARE', 32, 32)] };
    expect(imageSources(both, 'scaled').srcSet).not.toContain('32w');
  });

  it('falls back to the original when there are no copies (older uploads)', () => {
    expect(imageSources({ signedUrl: 'https://files.test/old', contentType: 'image/png' }, 'square')).toEqual({
      src: 'https://files.test/old',
    });
    expect(imageSources({ ...photo, variants: [] }, 'scaled')).toEqual({
      src: 'https://files.test/original',
      width: 2400,
      height: 1600,
    });
  });

  it('leaves out an original no wider than its largest copy', () => {
    const small = { ...avatar, width: 128, height: 128, variants: [variant('SQUARE', 32, 32)] };
    expect(imageSources(small, 'square').srcSet).toBe('https://files.test/S32 32w, https://files.test/avatar 128w');
    const same = { ...avatar, width: 128, height: 128, variants: [variant('SQUARE', 128, 128)] };
    expect(imageSources(same, 'square').srcSet).toBe('https://files.test/S128 128w');
  });
});
