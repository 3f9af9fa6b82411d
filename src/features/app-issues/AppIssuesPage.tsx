import { AppIssuesTable } from './components/AppIssuesTable';
import { AppIssuesToolbar } from './components/AppIssuesToolbar';
import { SolveIssueDialog } from './components/SolveIssueDialog';
import { TabHeading } from '@/components/dashboard/TabHeading';
import { useAppIssuesPage } from './useAppIssuesPage';

/** SPEC.md App Issues: what users reported from the app, and marking an open one solved. */
export function AppIssuesPage() {
  const page = useAppIssuesPage();
  return (
    <section aria-labelledby="app-issues-heading" className="flex flex-col gap-4">
      <TabHeading id="app-issues-heading" title="App Issues" description="Search by name, number or comment with the search box above." />
      <AppIssuesTable
        {...page.table}
        busy={page.busy}
        onSolve={page.startSolving}
        toolbar={<AppIssuesToolbar type={page.type} state={page.state} onTypeChange={page.setType} onStateChange={page.setState} shown={page.shown} />}
      />
      <SolveIssueDialog
        issue={page.solveDialog.target}
        pending={page.solveDialog.pending}
        error={page.solveDialog.error}
        onConfirm={page.solveDialog.onConfirm}
        onClose={page.solveDialog.onClose}
      />
    </section>
  );
}
