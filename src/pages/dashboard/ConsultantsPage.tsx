import { DashboardTabPage } from './DashboardTabPage';

/** Filled by issue 6's work on this tab. */
export function ConsultantsPage() {
  return <DashboardTabPage title="Dashboard" />;
}
