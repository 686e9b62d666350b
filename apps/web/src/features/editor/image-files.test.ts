import { IMAGE_MAX_BYTES } from '@catalog/shared';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGES_PER_UPLOAD, splitImages } from './image-files.ts';

/** A refused file with the product's English message and its code. */
const refusal = (file: string, code: string, message: string) => ({
  file,
  message: { code, params: { file }, message },
});

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

describe('splitImages', () => {
  it('adds JPG, PNG and GIF files and refuses other types with the product’s message', () => {
    const { added, rejected } = splitImages(
      [],
      [
        file('a.jpg', 'image/jpeg'),
        file('b.png', 'image/png'),
        file('c.gif', 'image/gif'),
        file('d.webp', 'image/webp'),
      ],
    );
    expect(added.map((a) => a.file.name)).toEqual(['a.jpg', 'b.png', 'c.gif']);
    expect(rejected).toEqual([
      refusal(
        'd.webp',
        'validation.imageType',
        '"d.webp" has an unsupported file type. Only JPG, PNG, and GIF are allowed.',
      ),
    ]);
  });

  it('refuses a file over 10MB and accepts one of exactly 10MB', () => {
    const { added, rejected } = splitImages(
      [],
      [file('big.png', 'image/png', IMAGE_MAX_BYTES + 1), file('edge.png', 'image/png', IMAGE_MAX_BYTES)],
    );
    expect(added.map((a) => a.file.name)).toEqual(['edge.png']);
    expect(rejected).toEqual([
      refusal('big.png', 'validation.imageSize', '"big.png" exceeds the maximum file size of 10MB.'),
    ]);
  });

  it('skips a file that is already chosen', () => {
    const first = splitImages([], [file('a.jpg', 'image/jpeg')]);
    const again = splitImages(first.added, [file('a.jpg', 'image/jpeg')]);
    expect(again).toEqual({ added: [], rejected: [] });
  });

  it('keeps at most the per-request limit and says which files were left out', () => {
    const many = Array.from({ length: MAX_IMAGES_PER_UPLOAD + 2 }, (_, i) => file(`p${i}.png`, 'image/png'));
    const { added, rejected } = splitImages([], many);
    expect(added).toHaveLength(MAX_IMAGES_PER_UPLOAD);
    expect(rejected.map((r) => r.file)).toEqual([`p${MAX_IMAGES_PER_UPLOAD}.png`, `p${MAX_IMAGES_PER_UPLOAD + 1}.png`]);
  });
});
