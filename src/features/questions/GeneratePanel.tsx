import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DraftEditor } from './components/generate/DraftEditor';
import { GeneratorControls } from './components/generate/GeneratorControls';
import { useGeneratePanel } from './useGeneratePanel';

export const LEAVE_TITLE = 'Leave with unsaved questions?';

/** The Generate tab of the Q&A Manager: make blank or AI questions, edit them, save them. */
export function GeneratePanel() {
  const { controls, editor, leave } = useGeneratePanel();
  return (
    <div className="flex flex-col gap-6">
      <GeneratorControls {...controls} />
      <DraftEditor {...editor} />
      <ConfirmDialog open={leave.open} title={LEAVE_TITLE} confirmLabel="Leave" cancelLabel="Stay" tone="danger" onConfirm={leave.leave} onClose={leave.stay}>
        Your drafted questions are not saved to the server yet. They stay in this browser, but nobody else sees them until you save them.
      </ConfirmDialog>
    </div>
  );
}
