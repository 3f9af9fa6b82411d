/** /forms, /forms2 and /forms3: each embeds its own survey form (filled by a later issue). */
export function FormsPage({ form }: { form: 1 | 2 | 3 }) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">Survey {form}</h1>
    </main>
  );
}
