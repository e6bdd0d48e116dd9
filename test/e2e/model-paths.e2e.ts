import { test } from '@playwright/test';
import { BROWSER_WALKS, walkSteps } from '../model/browser-set.ts';
import { closeResumes } from './support/model-resume-steps.ts';
import { act, expectScreen, isAnswer, startReplay } from './support/model-steps.ts';

test.describe.configure({ mode: 'parallel' });

// Each walk is a whole journey (sign-up, every step, the status): far more than the default 30 s on a shared machine.
test.setTimeout(240_000);
// The resumes walks' servers and files (support/model-resume-steps.ts).
test.afterEach(closeResumes);

/**
 * The onboarding model's browser set (ADR 243): each walk replayed in Chromium against the real API and database.
 * Every step does what its label says (a click, a form, a URL reached with Back or Forward), and once the calls it
 * starts have answered, the screen must be the one the model reaches: its heading and its URL. A fault the model
 * answers with (`completeSection ✗ 500`) is the real server's call cut on its way, once: the retry reaches it.
 */
for (const walk of BROWSER_WALKS) {
  test(`model walk: ${walk.name}`, async ({ page }) => {
    const steps = walkSteps(walk);
    const replay = await startReplay(page, walk, steps[0].snapshot);
    // The answers of invoked calls follow the step that started them: the screen is checked once they are in.
    const settled = (index: number) => index === steps.length - 1 || !isAnswer(steps[index + 1].label);
    for (const [index, step] of steps.entries()) {
      const next = steps.slice(index + 1).map((later) => later.label);
      await act(replay, step, index === 0 ? steps[0].snapshot : steps[index - 1].snapshot, next);
      if (settled(index)) await expectScreen(replay, step);
    }
  });
}
