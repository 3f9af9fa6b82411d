import { AddExpenseTypeForm } from './components/AddExpenseTypeForm';
import { DeleteExpenseDialog } from './components/DeleteExpenseDialog';
import { ExpenseList } from './components/ExpenseList';
import { ExpensesSummary } from './components/ExpensesSummary';
import { TabHeading } from '@/components/dashboard/TabHeading';
import { useExpensesPage } from './useExpensesPage';

/** SPEC.md Company Expenses: expense types with payments; add a type, add a payment, toggle paid, delete. */
export function ExpensesPage() {
  const page = useExpensesPage();
  return (
    <section aria-labelledby="expenses-heading" className="flex flex-col gap-4">
      <TabHeading id="expenses-heading" title="Company Expenses" description="Each expense type with its payments. Search types by name with the search box above." />
      <AddExpenseTypeForm onAdd={page.createType} />
      {page.summary && <ExpensesSummary {...page.summary} />}
      <ExpenseList {...page.list} />
      <DeleteExpenseDialog
        deletion={page.deletion.target}
        pending={page.deletion.pending}
        error={page.deletion.error}
        onConfirm={page.deletion.onConfirm}
        onClose={page.deletion.onClose}
      />
    </section>
  );
}
