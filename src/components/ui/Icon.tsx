/**
 * The app's small icons as SVG, drawn in the text's colour at the text's size (1em). They
 * replace text glyphs (a check mark, a cross, sort triangles, an arrow, menu bars), which each
 * machine would draw with whatever font it has that holds them.
 */
const paths = {
  check: 'M3 8.5 6.5 12 13 4.5',
  cross: 'M4 4l8 8M12 4l-8 8',
  'sort-asc': 'M8 3.5 13 11H3z',
  'sort-desc': 'M8 12.5 3 5h10z',
  sort: 'M8 2 11.5 6h-7zM8 14l-3.5-4h7z',
  'arrow-left': 'M13 8H3.5M7.5 4 3.5 8l4 4',
  menu: 'M2.5 4h11M2.5 8h11M2.5 12h11',
  close: 'M4 4l8 8M12 4l-8 8',
  dots: 'M3.5 8h.01M8 8h.01M12.5 8h.01',
  columns: 'M2.5 3h11v10h-11zM6.2 3v10M9.8 3v10',
} as const;

/** The icons there are. */
export type IconName = keyof typeof paths;

/** Shapes drawn filled; the others are strokes. */
const filled: ReadonlySet<IconName> = new Set(['sort-asc', 'sort-desc', 'sort']);

export interface IconProps {
  /** Which icon. */
  name: IconName;
  /** Extra classes (size, colour, spacing); it is 1em square in the text's colour otherwise. */
  className?: string;
}

/** A decorative icon: hidden from assistive technology, so the words beside it carry the meaning. */
export function Icon({ name, className = '' }: IconProps) {
  const fill = filled.has(name);
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={`inline-block shrink-0 ${className}`}
      fill={fill ? 'currentColor' : 'none'}
      stroke={fill ? 'none' : 'currentColor'}
      strokeWidth={fill ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}

export const ICON_NAMES = Object.keys(paths) as IconName[];
