import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listStatusOf } from '@/api/listStatus';
import { queries, useMakeQuestionLive } from '@/api/queries';
import { totalQuestions } from '@/api/questionGroups';
import type { Question, QuestionStatus } from '@/api/schemas';
import { useToast } from '@/components/ui/toastContext';
import { useInFlight } from '@/lib/useInFlight';
import { textParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';

export const UPDATE_FAILED = 'Update failed';
export const MADE_LIVE = 'The question is live.';

/** The chosen subject lives in the URL (?subject=), shared by the Live and Not Live tabs. */
export const questionListUrl = { subject: textParam() };

/**
 * One question list (Live or Not Live): the questions of `status` by subject, the chosen
 * subject, and on the not-live list Make Live, sent once per question at a time.
 */
export function useQuestionListPanel(status: QuestionStatus) {
  const query = useQuery(queries.questions(status));
  const [url, setUrl] = useUrlState(questionListUrl);
  const toast = useToast();
  const inFlight = useInFlight();
  const { mutateAsync: makeLive } = useMakeQuestionLive();
  const { run } = inFlight;

  const onMakeLive = useCallback(
    (question: Question) => {
      void run(question._id, async () => {
        try {
          const { already } = await makeLive(question._id);
          // A colleague (or another tab) made it live first: said, after SPEC.md's message.
          toast.success(already ? `${MADE_LIVE} ${already}` : MADE_LIVE);
        } catch {
          toast.error(UPDATE_FAILED);
        }
      });
    },
    [run, makeLive, toast],
  );

  return {
    list: listStatusOf(query, (groups) => totalQuestions(groups) === 0),
    groups: query.data,
    total: totalQuestions(query.data),
    subject: url.subject,
    onSubjectChange: (subject: string) => setUrl({ subject }),
    onMakeLive: status === 'not_live' ? onMakeLive : undefined,
    busyIds: inFlight.keys,
  };
}
