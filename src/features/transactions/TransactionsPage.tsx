import { TabSection } from '@/components/dashboard/TabSection';
import { TransactionsTable } from './components/TransactionsTable';
import { TransactionsToolbar } from './components/TransactionsToolbar';
import { useTransactionsPage } from './useTransactionsPage';

/** SPEC.md TransactionsList: every payment from a user to a consultant, newest first. */
export function TransactionsPage() {
  const page = useTransactionsPage();
  return (
    <TabSection title="TransactionsList">
      <TransactionsTable
        {...page.table}
        toolbar={
          <TransactionsToolbar
            paidBy={page.paidBy}
            paidTo={page.paidTo}
            onPaidByChange={(by) => page.setFilters({ by })}
            onPaidToChange={(to) => page.setFilters({ to })}
            shown={page.shown}
          />
        }
      />
    </TabSection>
  );
}
