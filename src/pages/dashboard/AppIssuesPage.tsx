import { AppIssuesTable } from '@/components/dashboard/appIssues/AppIssuesTable';
import { AppIssuesToolbar } from '@/components/dashboard/appIssues/AppIssuesToolbar';
import { SolveIssueDialog } from '@/components/dashboard/appIssues/SolveIssueDialog';
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
        solving={page.solving}
        onSolve={page.startSolving}
        toolbar={
          <AppIssuesToolbar
            type={page.url.type}
            state={page.url.state}
            onTypeChange={(type) => page.setUrl({ type })}
            onStateChange={(state) => page.setUrl({ state })}
            shown={page.shown}
          />
        }
      />
      <SolveIssueDialog
        issue={page.solveDialog.issue}
        pending={page.solveDialog.pending}
        error={page.solveDialog.error}
        onConfirm={page.solveDialog.confirm}
        onClose={page.solveDialog.close}
      />
    </section>
  );
}
