export const BLOG_TITLE = 'Blog';
export const BLOG_INTRO = 'Stories, guides and behind-the-scenes notes on 1:1 conversations with the creators you follow.';

export interface BlogHeaderProps {
  /** The page's main heading. */
  title?: string;
  /** The line under the heading that says what the blog is about. */
  intro?: string;
}

/** The blog list page's header: the team's kicker, the Blog heading and its introduction. */
export function BlogHeader({ title = BLOG_TITLE, intro = BLOG_INTRO }: BlogHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:pt-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700">From the ChitChat team</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-gray-700">{intro}</p>
      </div>
    </header>
  );
}
