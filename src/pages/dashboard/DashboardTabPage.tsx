/** A dashboard tab whose content arrives with a later issue. */
export function DashboardTabPage({ title }: { title: string }) {
  return <h1 className="text-2xl font-bold">{title}</h1>;
}
