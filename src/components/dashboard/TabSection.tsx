import { useId, type ReactNode } from 'react';
import { TabHeading } from './TabHeading';

export interface TabSectionProps {
  /** The tab's name, its heading ('Earnings'). */
  title: string;
  /** How to use the tab, one line under the heading. */
  description?: string;
  /** 1 on its own route (the page's heading), 2 inside a tabbed page (Q&A Manager). */
  level?: 1 | 2;
  /** Room between the parts: 'roomy' for a tab with a form above its list, 'tight' for a part of a panel. */
  spacing?: 'tight' | 'normal' | 'roomy';
  /** The tab's parts, top to bottom. */
  children: ReactNode;
}

const gaps = { tight: 'gap-3', normal: 'gap-4', roomy: 'gap-6' } as const;

/** A dashboard tab's page: a section named by its heading, with the tab's parts stacked below it. */
export function TabSection({ title, description, level = 1, spacing = 'normal', children }: TabSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`flex flex-col ${gaps[spacing]}`}>
      <TabHeading id={headingId} title={title} description={description} level={level} />
      {children}
    </section>
  );
}
