/**
 * The public pages written as static HTML at build time (issue 9): every public route of
 * src/router.tsx, a blog post once per post. The back-office (/dashboard, /login2, /editor)
 * is never among them.
 */
import { blogPosts } from './components/blog/posts';
import { blogPostHref, paths } from './paths';

export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.careers,
  paths.blog,
  ...blogPosts.map((post) => blogPostHref(post.id)),
  paths.about,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.cancellation,
  paths.email,
  paths.forms,
  paths.forms2,
  paths.forms3,
];

export { NOT_FOUND_MARKER, NOT_FOUND_RENDER_PATH } from './clientOnlyPaths';
