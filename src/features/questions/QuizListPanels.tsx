import { QuizForm } from './components/QuizForm';
import { QuizTable } from './components/QuizTable';
import { TabSection } from '@/components/dashboard/TabSection';
import { Permitted } from '@/components/ui/Permitted';
import { useQuizzesPanel } from './useQuizzesPanel';

function Quizzes({ active }: { active: boolean }) {
  const panel = useQuizzesPanel(active);
  const name = active ? 'Active quizzes' : 'Inactive quizzes';
  return (
    <div className="flex flex-col gap-6">
      {/* Only for a role that may change quizzes (issue 48); every role reads the list. */}
      <Permitted permission="manageQuestions">
        <TabSection level={2} spacing="tight" title="Create quiz" description="Tick Active to list it under active quiz; otherwise it waits under inactive quiz.">
          <QuizForm onCreate={panel.createQuiz} />
        </TabSection>
      </Permitted>
      <TabSection level={2} spacing="tight" title={name} description="Search by name, domain, prize or prompt with the search box above.">
        <QuizTable {...panel.table} caption={name} exportFileName={active ? 'active-quizzes' : 'inactive-quizzes'} />
      </TabSection>
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
