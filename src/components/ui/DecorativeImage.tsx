import type { ImgHTMLAttributes } from 'react';

export interface DecorativeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'aria-hidden' | 'width' | 'height'> {
  src: string;
  /** Intrinsic size: reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
}

/** An image that only decorates: hidden from assistive technology, sized up front. */
export function DecorativeImage(props: DecorativeImageProps) {
  return <img alt="" aria-hidden="true" {...props} />;
}
