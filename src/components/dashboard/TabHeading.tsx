/** A dashboard tab's own heading (the greeting above is the page's h1) and a line on how to use it; level 3 inside a tabbed page (Q&A Manager). */
export function TabHeading({ id, title, description, level = 2 }: { id: string; title: string; description?: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-1">
      <Heading id={id} className={level === 2 ? 'text-2xl font-bold' : 'text-xl font-bold'}>
        {title}
      </Heading>
      {description && <p className="text-sm text-gray-700">{description}</p>}
    </div>
  );
}
