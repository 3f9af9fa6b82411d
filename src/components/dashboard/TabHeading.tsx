/** A dashboard tab's own heading (the greeting above is the page's h1) and a line on how to use it. */
export function TabHeading({ id, title, description }: { id: string; title: string; description?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {description && <p className="text-sm text-gray-700">{description}</p>}
    </div>
  );
}
