import { postDateTime } from '@/lib/blogFilter';
import { authorByName } from './posts';
import { DecorativeImage } from '@/components/ui/DecorativeImage';

/** The author's avatar and name with the post's date, as cards and the hero show them. */
export function AuthorLine({ author, date, size = 'small' }: { author: string; date: string; size?: 'small' | 'large' }) {
  const avatar = authorByName(author);
  const pixels = size === 'large' ? 44 : 32;
  // The size as a class, not a style prop: prerendered, a style="" attribute is refused by the
  // Content-Security-Policy (scripts/prerender/csp.ts), and the avatar would lose its size.
  const sizeClass = size === 'large' ? 'size-11' : 'size-8';
  return (
    <div className={`flex items-center gap-3 ${size === 'large' ? 'text-base' : 'text-sm'}`}>
      {avatar && <DecorativeImage src={avatar.avatarUrl} width={pixels} height={pixels} className={`shrink-0 rounded-full ${sizeClass}`} />}
      <p className="text-gray-700">
        <span className="font-semibold text-ink">{author}</span>
        {size === 'large' && avatar && <span className="block text-sm">{avatar.role}</span>}
        <span className={size === 'large' ? 'block text-sm' : ''}>
          {size === 'small' && <span aria-hidden="true"> · </span>}
          <time dateTime={postDateTime(date)}>{date}</time>
        </span>
      </p>
    </div>
  );
}
