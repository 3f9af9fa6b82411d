import { Link } from 'react-router-dom';
import type { BlogPost } from '@/lib/blogFilter';
import { blogPostHref } from '@/paths';
import { AuthorLine } from './AuthorLine';
import { COVER_HEIGHT, COVER_WIDTH } from './posts';
import { DecorativeImage } from '@/components/ui/DecorativeImage';

export interface BlogCardProps {
  /** The post shown: cover, category, title, excerpt, author and date. */
  post: BlogPost;
  /** Cards further down the page load their image lazily. */
  lazyImage?: boolean;
}

/** One link per card: the title. The whole card is clickable through the link's stretched area. */
export function BlogCard({ post, lazyImage = true }: BlogCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg">
      <DecorativeImage
        src={post.imageUrl}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading={lazyImage ? 'lazy' : 'eager'}
        className="aspect-video h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.category}</p>
        <h3 className="text-lg leading-snug font-bold text-ink">
          <Link to={blogPostHref(post.id)} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus:outline-none">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-gray-700">{post.content}</p>
        <div className="mt-auto pt-2">
          <AuthorLine author={post.author} date={post.date} />
        </div>
      </div>
    </article>
  );
}
