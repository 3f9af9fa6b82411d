export const BLOG_TITLE = 'Blog';
export const BLOG_INTRO = 'Stories, guides and behind-the-scenes notes on 1:1 conversations with the creators you follow.';

export function BlogHeader({ title = BLOG_TITLE, intro = BLOG_INTRO }: { title?: string; intro?: string }) {
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
