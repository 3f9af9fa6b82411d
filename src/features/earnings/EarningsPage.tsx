import { EarningsTable } from './components/EarningsTable';
import { EarningsToolbar } from './components/EarningsToolbar';
import { SettleDialog } from './components/SettleDialog';
import { TabHeading } from '@/components/dashboard/TabHeading';
import { useEarningsPage } from './useEarningsPage';

/** SPEC.md Earnings: what each consultant has earned, settling it, their bank details and active state. */
export function EarningsPage() {
  const page = useEarningsPage();
  return (
    <section aria-labelledby="earnings-heading" className="flex flex-col gap-4">
      <TabHeading id="earnings-heading" title="Earnings" description="Search by name, creator ID or phone with the search box above." />
      <EarningsTable
        {...page.table}
        busy={page.busy}
        onSettle={page.startSettlement}
        onToggleActive={page.toggleActive}
        onSaveBankDetails={page.saveBankDetails}
        toolbar={<EarningsToolbar filter={page.filter} onFilterChange={page.setFilter} summary={page.summary} search={page.search} />}
      />
      <SettleDialog
        consultant={page.settlement.target}
        pending={page.settlement.pending}
        error={page.settlement.error}
        onConfirm={page.settlement.onConfirm}
        onClose={page.settlement.onClose}
      />
    </section>
  );
}
