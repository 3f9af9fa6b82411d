import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useMemo, useRef } from 'react';
import { TabSection } from '@/components/dashboard/TabSection';
import { RefusalNote, useRefusal } from '@/components/ui/Permitted';
import { useSearchParams } from 'react-router-dom';
import { enumParam, readUrlState, writeUrlState } from '@/lib/urlState';
import { orderedTabs, QUESTION_TAB_IDS, questionTabs, type QuestionTab, type QuestionTabId } from './questions/questionTabs';
import { questionTabOffered } from './questions/questionTabIds';

/** Room left beside a tab scrolled into view, so the next tab's edge shows there is more. */
const TAB_REVEAL_MARGIN_PX = 24;

/**
 * Scrolls the tab list (only it, never the page) so its selected tab is inside its visible
 * box: on a phone the nine tabs overflow, and the one opened by ?tab= or reached with the
 * arrow keys may lie beyond the edge.
 */
function revealSelectedTab(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const box = list.getBoundingClientRect();
  const edges = tab.getBoundingClientRect();
  if (edges.left < box.left) list.scrollLeft -= box.left - edges.left + TAB_REVEAL_MARGIN_PX;
  else if (edges.right > box.right) list.scrollLeft += edges.right - box.right + TAB_REVEAL_MARGIN_PX;
}

/**
 * SPEC.md Q&A Manager: question generation and editing, the live and not-live questions,
 * quizzes and pools as tabs (Headless UI Tabs: arrow keys move between them). The open tab is
 * in the URL (`?tab=<id>`), so a reload or a shared link opens it; an unknown tab opens the first.
 * A role that may not change questions, quizzes or pools (issue 48) reads the lists, told why
 * nothing changes, without the tabs that only change things (Generate, Create Pool).
 */
export function QuestionsPage({ tabs = questionTabs }: { tabs?: readonly QuestionTab[] }) {
  const refused = useRefusal();
  const shown = useMemo(() => orderedTabs(tabs).filter((tab) => questionTabOffered(tab.id, refused)), [tabs, refused]);
  const shape = useMemo(() => ({ tab: enumParam(QUESTION_TAB_IDS, shown[0]?.id ?? 'generate') }), [shown]);
  // The tab is a navigation of its own, made at once (not the deferred write of useUrlState):
  // so a tab with unsaved work (Generate's drafts) can hold it with the router's blocker.
  const [params, setParams] = useSearchParams();
  const url = readUrlState(shape, params);
  const setTab = (tab: QuestionTabId) => void setParams((current) => writeUrlState(shape, { tab }, current), { replace: true, preventScrollReset: true });
  const selected = Math.max(
    0,
    shown.findIndex((tab) => tab.id === url.tab),
  );
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Headless UI marks the selected tab once its tabs have registered: look on the next frame.
    const frame = requestAnimationFrame(() => tabList.current && revealSelectedTab(tabList.current));
    return () => cancelAnimationFrame(frame);
  }, [selected]);
  return (
    <TabSection title="Q&A Manager" description="Generate and edit questions, put them live, and manage quizzes and pools.">
      <RefusalNote permission="manageQuestions" />
      <TabGroup selectedIndex={selected} onChange={(index) => setTab(shown[index]?.id ?? url.tab)}>
        <TabList ref={tabList} aria-label="Q&A Manager sections" className="flex gap-1 overflow-x-auto border-b border-gray-200">
          {shown.map((tab) => (
            <Tab
              key={tab.id}
              className="shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap text-gray-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-selected:border-brand-600 data-selected:text-brand-700"
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-4">
          {shown.map(({ id, Panel }) => (
            <TabPanel key={id} className="scroll-mt-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
              <Panel />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </TabSection>
  );
}
