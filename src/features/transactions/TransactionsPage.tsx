import { TabHeading } from '@/components/dashboard/TabHeading';
import { TransactionsTable } from './components/TransactionsTable';
import { TransactionsToolbar } from './components/TransactionsToolbar';
import { useTransactionsPage } from './useTransactionsPage';

/** SPEC.md TransactionsList: every payment from a user to a consultant, newest first. */
export function TransactionsPage() {
  const page = useTransactionsPage();
  return (
    <section aria-labelledby="transactions-heading" className="flex flex-col gap-4">
      <TabHeading id="transactions-heading" title="TransactionsList" />
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
    </section>
  );
}
