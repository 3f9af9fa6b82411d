import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useMemo } from 'react';
import { TabHeading } from '@/components/dashboard/TabHeading';
import { enumParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { orderedTabs, QUESTION_TAB_IDS, questionTabs, type QuestionTab } from './questions/questionTabs';

/**
 * SPEC.md Q&A Manager: question generation and editing, the live and not-live questions,
 * quizzes and pools as tabs (Headless UI Tabs: arrow keys move between them). The open tab is
 * in the URL (`?tab=<id>`), so a reload or a shared link opens it; an unknown tab opens the first.
 */
export function QuestionsPage({ tabs = questionTabs }: { tabs?: readonly QuestionTab[] }) {
  const shown = useMemo(() => orderedTabs(tabs), [tabs]);
  const shape = useMemo(() => ({ tab: enumParam(QUESTION_TAB_IDS, shown[0]?.id ?? 'generate') }), [shown]);
  const [url, setUrl] = useUrlState(shape);
  const selected = Math.max(
    0,
    shown.findIndex((tab) => tab.id === url.tab),
  );
  return (
    <section aria-labelledby="questions-heading" className="flex flex-col gap-4">
      <TabHeading id="questions-heading" title="Q&A Manager" description="Generate and edit questions, put them live, and manage quizzes and pools." />
      <TabGroup selectedIndex={selected} onChange={(index) => setUrl({ tab: shown[index]?.id ?? url.tab })}>
        <TabList aria-label="Q&A Manager sections" className="flex gap-1 overflow-x-auto border-b border-gray-200">
          {shown.map((tab) => (
            <Tab
              key={tab.id}
              className="shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap text-gray-700 hover:text-brand-700 focus:outline-2 focus:outline-brand-600 data-selected:border-brand-600 data-selected:text-brand-700"
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-4">
          {shown.map(({ id, Panel }) => (
            <TabPanel key={id} className="focus:outline-none">
              <Panel />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </section>
  );
}
