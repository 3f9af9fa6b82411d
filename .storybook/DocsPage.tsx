import { Anchor, Canvas, Controls, Description, DocsContext, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import { handlers } from '../src/api/mocks';
import { imageHandlers } from '../src/api/mocks/images';

type DocsStory = ReturnType<React.ContextType<typeof DocsContext>['componentStories']>[number];

const defaultHandlers: Record<string, unknown> = { ...handlers, ...imageHandlers };

/**
 * A story that brings its own world (a route, a session, seeded data, or MSW handlers of its own)
 * renders in its own iframe: stories sharing one Docs page would otherwise share one MSW worker
 * and one in-memory backend, and the last story's handlers would answer for all of them.
 * Plain prop-driven stories render inline, at their natural height.
 */
function needsOwnFrame(story: DocsStory): boolean {
  const { parameters } = story;
  if (parameters.deeplink || parameters.route || parameters.mockDb || parameters.session || parameters.requireAuth) return true;
  const storyHandlers = (parameters.msw as { handlers?: Record<string, unknown> } | undefined)?.handlers ?? {};
  return Object.entries(storyHandlers).some(([name, handler]) => defaultHandlers[name] !== handler);
}

function StoryBlock({ story, primary = false }: { story: DocsStory; primary?: boolean }) {
  const ownFrame = needsOwnFrame(story);
  const docs = story.parameters.docs as { story?: { height?: string } } | undefined;
  const height = docs?.story?.height ?? '560px';
  const options: { inline: boolean } = { inline: !ownFrame, ...(ownFrame ? { height } : {}), ...(primary ? { __primary: true } : { __forceInitialArgs: true }) };
  // The story's CSF export, typed `any` by Storybook.
  const of = story.moduleExport as object;
  return (
    <Anchor storyId={story.id}>
      {primary ? null : <h3>{story.name}</h3>}
      {primary ? null : <Description of={of} />}
      <Canvas of={of} story={options} withToolbar={primary} />
    </Anchor>
  );
}

/**
 * The autodocs page: the component's name and JSDoc, its first story with the props table and
 * controls under it, then every story with its own description.
 */
export function DocsPage() {
  const context = useContext(DocsContext);
  const stories = context.componentStories().filter((story) => story.tags.includes('autodocs') && !story.usesMount);
  const [primary, ...rest] = stories;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {primary ? <StoryBlock story={primary} primary /> : null}
      <Controls />
      {rest.length > 0 ? <h2 id="stories">Stories</h2> : null}
      {rest.map((story) => (
        <StoryBlock key={story.id} story={story} />
      ))}
    </>
  );
}
