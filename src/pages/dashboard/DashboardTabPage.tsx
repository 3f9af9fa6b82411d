/** A dashboard tab whose content arrives with a later issue. */
export function DashboardTabPage({ title }: { title: string }) {
  return <h2 className="text-2xl font-bold">{title}</h2>;
}
