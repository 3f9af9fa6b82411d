import { describe, expect, it } from 'vitest';
import { stepsFor } from './test-changed';

describe('test:changed', () => {
  it('type checks the project, lints only the changed code files, and runs the tests related to the change', () => {
    const steps = stepsFor(['README.md', 'src/lib/format.ts', 'stories/ui/Icon.stories.tsx'], 'HEAD');
    expect(steps.map((step) => step.name)).toEqual(['typecheck', 'oxlint', 'vitest']);
    expect(steps[1]!.args.slice(-2)).toEqual(['src/lib/format.ts', 'stories/ui/Icon.stories.tsx']);
    expect(steps[1]!.args).not.toContain('README.md');
    expect(steps[2]!.args).toEqual(['run', '--changed', 'HEAD', '--passWithNoTests']);
  });

  it('skips the linters when no code file changed', () => {
    expect(stepsFor(['README.md'], 'main').map((step) => step.name)).toEqual(['typecheck', 'vitest']);
  });
});
