import { describe, expect, it } from 'vitest';
import { projectOf } from './check-test-counts';

describe('projectOf', () => {
  it('names the Vitest project a report entry came from', () => {
    expect(projectOf('/repo/stories/ui/DataTable.stories.tsx')).toBe('storybook');
    expect(projectOf('/repo/src/components/ui/Toast.test.tsx')).toBe('dom');
    expect(projectOf('/repo/src/lib/csv.test.ts')).toBe('unit');
    expect(projectOf('/repo/server/app.test.ts')).toBe('unit');
  });
});
