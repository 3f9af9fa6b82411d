import { QuizForm } from './components/QuizForm';
import { QuizTable } from './components/QuizTable';
import { TabHeading } from '@/components/dashboard/TabHeading';
import { useQuizzesPanel } from './useQuizzesPanel';

function Quizzes({ active }: { active: boolean }) {
  const panel = useQuizzesPanel(active);
  const name = active ? 'Active quizzes' : 'Inactive quizzes';
  const id = active ? 'active-quizzes-heading' : 'inactive-quizzes-heading';
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-create`} className="flex flex-col gap-3">
        <TabHeading level={3} id={`${id}-create`} title="Create quiz" description="Tick Active to list it under active quiz; otherwise it waits under inactive quiz." />
        <QuizForm onCreate={panel.createQuiz} />
      </section>
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <TabHeading level={3} id={id} title={name} description="Search by name, domain, prize or prompt with the search box above." />
        <QuizTable {...panel.table} caption={name} exportFileName={active ? 'active-quizzes' : 'inactive-quizzes'} />
      </section>
    </div>
  );
}

/** SPEC.md Q&A Manager, inactive quiz: the Create quiz form, then the inactive quizzes. */
export function InactiveQuizPanel() {
  return <Quizzes active={false} />;
}

/** SPEC.md Q&A Manager, active quiz: the Create quiz form, then the active quizzes. */
export function ActiveQuizPanel() {
  return <Quizzes active />;
}
