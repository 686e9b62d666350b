import type { ImageVariant, SolutionImage } from '@catalog/shared';
import type { ImgHTMLAttributes } from 'react';

/** Smallest first, as browsers read a srcset; formats the browser may not decode come first. */
const FORMATS: ImageVariant['type'][] = ['image/avif', 'image/webp'];

const srcSetOf = (variants: readonly ImageVariant[], type: ImageVariant['type']) =>
  variants
    .filter((v) => v.type === type)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: SolutionImage;
  /** The picture shown when the browser picks none of the variants. */
  src: string;
  /** How wide the picture is drawn, for the browser's choice of variant. */
  sizes: string;
};

/**
 * A stored picture with its width variants (docs/decisions/0076-image-width-variants.md): AVIF
 * where the browser decodes it, else WebP, at the width `sizes` asks for, with the picture's own
 * width and height so the page does not move when it arrives.
 */
export function ResponsiveImage({ image, src, sizes, ...img }: ResponsiveImageProps) {
  return (
    <picture className="contents">
      {FORMATS.map((type) => {
        const srcSet = srcSetOf(image.variants, type);
        return srcSet ? <source key={type} type={type} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      <img src={src} width={image.width} height={image.height} {...img} />
    </picture>
  );
}
