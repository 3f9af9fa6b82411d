/** The landing route. Its sections arrive with the marketing issue. */
export function LandingPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">1:1 conversation with Content Creators</h1>
      <p className="mt-4 text-lg text-gray-700">It&apos;s YOU + Influencers = magic</p>
    </main>
  );
}
