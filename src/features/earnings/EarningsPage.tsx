import { EarningsTable } from './components/EarningsTable';
import { EarningsToolbar } from './components/EarningsToolbar';
import { SettleDialog } from './components/SettleDialog';
import { TabSection } from '@/components/dashboard/TabSection';
import { useEarningsPage } from './useEarningsPage';

/** SPEC.md Earnings: what each consultant has earned, settling it, their bank details and active state. */
export function EarningsPage() {
  const page = useEarningsPage();
  return (
    <TabSection title="Earnings" description="Search by name, creator ID or phone with the search box above.">
      <EarningsTable
        {...page.table}
        busy={page.busy}
        onSettle={page.startSettlement}
        onToggleActive={page.toggleActive}
        onSaveBankDetails={page.saveBankDetails}
        toolbar={<EarningsToolbar filter={page.filter} onFilterChange={page.setFilter} summary={page.summary} search={page.search} />}
      />
      <SettleDialog {...page.settlement} settleApprovalAbove={page.settleApprovalAbove} />
    </TabSection>
  );
}
