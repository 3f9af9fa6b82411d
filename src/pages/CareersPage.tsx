/** Filled by a later issue; the route exists so that every SPEC.md path resolves. */
export function CareersPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">Careers</h1>
    </main>
  );
}
