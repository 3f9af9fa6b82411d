import { TabSection } from '@/components/dashboard/TabSection';
import { NoAccess } from '@/components/ui/NoAccess';
import { AddOperatorForm } from './components/AddOperatorForm';
import { DisableOperatorDialog } from './components/DisableOperatorDialog';
import { OperatorsTable } from './components/OperatorsTable';
import { RoleChangeDialog } from './components/RoleChangeDialog';
import { OPERATORS_TAB } from './model/operatorRows';
import { useOperatorsPage } from './useOperatorsPage';

/** Issue 48: who may sign in to the back-office, with what role; an admin adds operators, changes roles, disables and enables. */
export function OperatorsPage() {
  const page = useOperatorsPage();
  if (!page.allowed) {
    return (
      <TabSection title={OPERATORS_TAB}>
        <NoAccess tab={OPERATORS_TAB} reason={page.refusal} />
      </TabSection>
    );
  }
  return (
    <TabSection title={OPERATORS_TAB} description="Who may sign in to the back-office, and with what role. Search by name, number or role with the search box above." spacing="roomy">
      <AddOperatorForm onAdd={page.addOperator} />
      <OperatorsTable {...page.table} onChangeRole={page.changeRole} onDisable={page.startDisable} onEnable={page.enable} />
      <RoleChangeDialog {...page.roleDialog} />
      <DisableOperatorDialog {...page.disableDialog} />
    </TabSection>
  );
}
