import { describe, expect, it } from 'vitest';
import plugin from './boundaries.mjs';

const ROOT = '/repo/src';

/** The messages the rule reports for `file` importing each of `specifiers`. */
function reports(file: string, ...specifiers: string[]): string[] {
  const found: string[] = [];
  const visitors = plugin.rules.features.create({
    filename: `${ROOT}/${file}`,
    report: ({ messageId, data }) => found.push(`${messageId} ${data.to}`),
  });
  for (const value of specifiers) visitors.ImportDeclaration?.({ source: { value } });
  return found;
}

describe('the feature boundaries', () => {
  it('lets a feature import itself and the kit', () => {
    expect(reports('features/earnings/useEarningsPage.ts', './model/earningsColumns', '@/features/earnings/components/EarningsTable', '@/components/ui/DataTable', '@/api/queries', '@/lib/format', 'react')).toEqual([]);
    expect(reports('features/questions/components/generate/QuestionCard.tsx', '../../model/drafts')).toEqual([]);
  });

  it('refuses an import of another feature, by alias or by a relative path', () => {
    expect(reports('features/links/useLinksPage.ts', '@/features/earnings/useEarningsPage')).toEqual(['otherFeature features/earnings']);
    expect(reports('features/links/components/LinksTable.tsx', '../../earnings/model/earningsColumns')).toEqual(['otherFeature features/earnings']);
  });

  it('refuses a feature in the kit', () => {
    expect(reports('components/ui/DataTable.tsx', '@/features/earnings/model/earningsColumns')).toEqual(['kitImportsFeature features/earnings']);
    expect(reports('lib/format.ts', '../features/links/model/importantLinks')).toEqual(['kitImportsFeature features/links']);
    expect(reports('api/queries.ts', '@/features/chats/model/chatRoom')).toEqual(['kitImportsFeature features/chats']);
  });

  it('refuses a page in a feature: pages compose features, not the other way', () => {
    expect(reports('features/chats/ChatHistoryPage.tsx', '@/pages/dashboard/DashboardLayout')).toEqual(['featureImportsPages src/pages/dashboard/DashboardLayout']);
    expect(reports('features/chats/ChatHistoryPage.tsx', '@/paths', '@/components/dashboard/TabSection')).toEqual([]);
  });

  it('leaves pages, the router and files outside src alone: they compose features', () => {
    expect(reports('pages/dashboard/questions/questionTabs.tsx', '@/features/pools/PoolListPanel', '@/features/questions/GeneratePanel')).toEqual([]);
  });
});
