/** A dashboard tab's own heading, the page's h1 (issue 26), and a line on how to use it; level 2 inside a tabbed page (Q&A Manager). */
export function TabHeading({ id, title, description, level = 1 }: { id: string; title: string; description?: string; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col gap-1">
      <Heading id={id} className={level === 1 ? 'text-2xl font-bold' : 'text-xl font-bold'}>
        {title}
      </Heading>
      {description && <p className="text-sm text-gray-700">{description}</p>}
    </div>
  );
}
