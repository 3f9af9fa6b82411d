import { Link } from 'react-router-dom';
import type { BlogPost } from '@/lib/blogFilter';
import { paths } from '@/paths';
import { AuthorLine } from './AuthorLine';
import { COVER_HEIGHT, COVER_WIDTH } from './posts';
import { DecorativeImage } from '@/components/ui/DecorativeImage';
import { Icon } from '@/components/ui/Icon';

/** The post's category tag (uppercase, e.g. TECHNOLOGY), title, author and date. */
export function ArticleHero({ post }: { post: BlogPost }) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-10 lg:grid-cols-[1fr_26rem] lg:items-center lg:pt-12">
        <div>
          <Link to={paths.blog} className="text-sm font-semibold text-brand-700 hover:underline">
            <Icon name="arrow-left" className="mr-1 align-[-0.125em]" />
            All posts
          </Link>
          <p className="mt-6">
            <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-bold tracking-wider text-brand-700">{post.category.toUpperCase()}</span>
          </p>
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl lg:text-5xl">{post.title}</h1>
          <div className="mt-6">
            <AuthorLine author={post.author} date={post.date} size="large" />
          </div>
        </div>
        <DecorativeImage src={post.imageUrl} width={COVER_WIDTH} height={COVER_HEIGHT} className="h-auto w-full rounded-2xl shadow-sm ring-1 ring-gray-200" />
      </div>
    </header>
  );
}
