import { TabSection } from '@/components/dashboard/TabSection';
import { QuizDetailsTable } from './components/QuizDetailsTable';
import { countOf } from '@/lib/format';
import { useQuizDetailsPage } from './useQuizDetailsPage';

/**
 * SPEC.md Quiz Details: played matches with their players' names and subject. Its own tab, or
 * the quizdetails tab of the Q&A Manager, where its heading sits one level down (2).
 */
export function QuizDetailsPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const page = useQuizDetailsPage();
  return (
    <TabSection title="Quiz Details" description="Search by player or subject with the search box above." level={headingLevel}>
      <QuizDetailsTable
        {...page.table}
        namesStatus={page.players.status}
        namesError={page.players.error}
        onRetryNames={page.players.retry}
        toolbar={
          page.table.status === 'ready' && (
            <p className="pb-2 text-sm text-gray-800">
              <strong>{countOf(page.shown, 'match', 'matches')}</strong>
              {page.search.trim() && <> matching “{page.search.trim()}”</>}
            </p>
          )
        }
      />
    </TabSection>
  );
}
