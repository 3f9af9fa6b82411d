import { QuestionList } from './components/QuestionList';
import { TabSection } from '@/components/dashboard/TabSection';
import { usePermission } from '@/components/ui/Permitted';
import { useLivePanel } from './useLivePanel';
import { useNotLivePanel } from './useNotLivePanel';

export const NO_LIVE_QUESTIONS = 'No live questions yet.';
export const NO_NOT_LIVE_QUESTIONS = 'No questions are waiting to go live.';

type Panel = ReturnType<typeof useLivePanel>;

function Questions({ title, description, label, emptyMessage, exportFileName, panel }: { title: string; description: string; label: string; emptyMessage: string; exportFileName: string; panel: Panel }) {
  // Make Live only for a role that may change questions (issue 48).
  const manage = usePermission('manageQuestions');
  return (
    <TabSection level={2} title={title} description={description}>
      <QuestionList
        label={label}
        emptyMessage={emptyMessage}
        status={panel.list.status}
        error={panel.list.error}
        onRetry={panel.list.onRetry}
        refreshError={panel.list.refreshError}
        groups={panel.groups}
        subject={panel.subject}
        onSubjectChange={panel.onSubjectChange}
        onMakeLive={manage.allowed ? panel.onMakeLive : undefined}
        busyIds={panel.busyIds}
        exportFileName={exportFileName}
      />
    </TabSection>
  );
}

/** SPEC.md Q&A Manager, Live: the live questions by subject. */
export function LivePanel() {
  const panel = useLivePanel();
  return <Questions title="Live questions" description="Questions players get, by subject." label="Live questions" emptyMessage={NO_LIVE_QUESTIONS} exportFileName="live-questions" panel={panel} />;
}

/** SPEC.md Q&A Manager, Not Live: drafted questions by subject; Make Live puts one in play. */
export function NotLivePanel() {
  const panel = useNotLivePanel();
  const manage = usePermission('manageQuestions');
  return (
    <Questions
      title="Not live questions"
      description={manage.allowed ? 'Drafted questions by subject. Make Live puts one in play.' : 'Drafted questions by subject.'}
      label="Not live questions"
      emptyMessage={NO_NOT_LIVE_QUESTIONS}
      exportFileName="not-live-questions"
      panel={panel}
    />
  );
}
