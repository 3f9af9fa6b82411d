import { AppIssuesTable } from './components/AppIssuesTable';
import { AppIssuesToolbar } from './components/AppIssuesToolbar';
import { SolveIssueDialog } from './components/SolveIssueDialog';
import { TabSection } from '@/components/dashboard/TabSection';
import { useAppIssuesPage } from './useAppIssuesPage';

/** SPEC.md App Issues: what users reported from the app, and marking an open one solved. */
export function AppIssuesPage() {
  const page = useAppIssuesPage();
  return (
    <TabSection title="App Issues" description="Search by name, number or comment with the search box above.">
      <AppIssuesTable
        {...page.table}
        busy={page.busy}
        onSolve={page.startSolving}
        toolbar={<AppIssuesToolbar type={page.type} state={page.state} onTypeChange={page.setType} onStateChange={page.setState} shown={page.shown} />}
      />
      <SolveIssueDialog {...page.solveDialog} />
    </TabSection>
  );
}
