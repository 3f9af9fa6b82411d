import { AddExpenseTypeForm } from './components/AddExpenseTypeForm';
import { DeleteExpenseDialog } from './components/DeleteExpenseDialog';
import { ExpenseList } from './components/ExpenseList';
import { ExpensesSummary } from './components/ExpensesSummary';
import { TabSection } from '@/components/dashboard/TabSection';
import { Permitted, RefusalNote } from '@/components/ui/Permitted';
import { useExpensesPage } from './useExpensesPage';

/** SPEC.md Company Expenses: expense types with payments; add a type, add a payment, toggle paid, delete (a role that may not, issue 48, reads them). */
export function ExpensesPage() {
  const page = useExpensesPage();
  return (
    <TabSection title="Company Expenses" description="Each expense type with its payments. Search types by name with the search box above.">
      <Permitted permission="manageExpenses">
        <AddExpenseTypeForm onAdd={page.createType} />
      </Permitted>
      <RefusalNote permission="manageExpenses" />
      {page.summary && <ExpensesSummary {...page.summary} />}
      <ExpenseList {...page.list} />
      <DeleteExpenseDialog {...page.deletion} />
    </TabSection>
  );
}
