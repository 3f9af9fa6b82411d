import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ArticleBody } from '@/components/blog/ArticleBody';
import { ARTICLE_DELAY_MS } from '@/components/blog/articles';
import { ArticleHero } from '@/components/blog/ArticleHero';
import { blogPostingJsonLd } from '@/components/blog/blogPostingJsonLd';
import { blogPosts } from '@/components/blog/posts';
import { ShareBar } from '@/components/blog/ShareBar';
import { TableOfContents } from '@/components/blog/TableOfContents';
import { useActiveSection } from '@/components/blog/useActiveSection';
import { useArticle } from '@/components/blog/useArticle';
import { StructuredData } from '@/components/marketing/StructuredData';
import { config } from '@/config';
import { buildToc } from '@/lib/articleToc';
import { findPost, type BlogPost } from '@/lib/blogFilter';
import { paths } from '@/paths';
import { usePageMeta } from '@/lib/usePageMeta';

export const POST_NOT_FOUND = 'We could not find that post';

/**
 * /blog/:id. An id that names no post shows a friendly not-found message rather than some
 * other post: a wrong article under a shared URL (and its Copy Link) would mislead.
 */
export function BlogPostPage({ articleDelayMs = ARTICLE_DELAY_MS }: { articleDelayMs?: number }) {
  const { id } = useParams();
  const post = findPost(blogPosts, id);
  return post ? <Post key={post.id} post={post} articleDelayMs={articleDelayMs} /> : <PostNotFound />;
}

function Post({ post, articleDelayMs }: { post: BlogPost; articleDelayMs: number }) {
  usePageMeta({ title: post.title, description: post.content, image: post.shareImageUrl ?? post.imageUrl, type: 'article' });
  const sections = useArticle(post.id, articleDelayMs);
  const { hash } = useLocation();
  const toc = useMemo(() => (sections ? buildToc(sections) : []), [sections]);
  const { active: activeId, pin } = useActiveSection(useMemo(() => toc.map((entry) => entry.id), [toc]));

  // A link to a section (/blog/123#summary) can only land once the sections exist: then the
  // section scrolls to the top and takes focus, as a click in the table of contents does.
  useEffect(() => {
    if (!sections || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    pin(target.id);
  }, [sections, hash, pin]);

  return (
    <main id="main" className="flex-1 bg-white">
      <StructuredData data={blogPostingJsonLd(post, config.siteUrl)} />
      <ArticleHero post={post} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-16 lg:grid-cols-[15rem_1fr]">
        <div className="hidden lg:block">{sections && <div className="sticky top-24"><TableOfContents entries={toc} activeId={activeId} onNavigate={pin} /></div>}</div>
        <div className="min-w-0 max-w-3xl">
          <ArticleBody sections={sections} />
          <div className="mt-12 border-t border-gray-200 pt-6">
            <ShareBar title={post.title} />
          </div>
        </div>
      </div>
    </main>
  );
}

function PostNotFound() {
  usePageMeta({ title: 'Post not found', description: 'This blog post does not exist or has moved. Browse the latest posts on the ChitChat blog.', noindex: true });
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{POST_NOT_FOUND}</h1>
      <p className="max-w-md text-gray-700">The post may have moved, or the link may be missing a character. The latest stories are all on the blog.</p>
      <Link to={paths.blog} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        Back to the blog
      </Link>
    </main>
  );
}
