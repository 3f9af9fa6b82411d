import type { ImgHTMLAttributes } from 'react';

export interface DecorativeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'aria-hidden' | 'width' | 'height'> {
  /** The image's address. */
  src: string;
  /** Intrinsic size: reserves the space before the file arrives (no layout shift). */
  width: number;
  /** Intrinsic height in pixels, so the space is kept before the image loads. */
  height: number;
}

/** An image that only decorates: hidden from assistive technology, sized up front. */
export function DecorativeImage(props: DecorativeImageProps) {
  return <img alt="" aria-hidden="true" {...props} />;
}
