import type { Result, RunOptions } from 'axe-core';

/**
 * The accessibility bar every screen and element is held to, shared by the element tests and the
 * end-to-end journeys: WCAG 2.1 A and AA, axe's best practices, and the rule (off by default) that
 * a control's accessible name contains its visible text, so speech control can say what is shown.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: axeTags },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
  // A frame holds a vendor's game, which is not ours to check.
  iframes: false,
};

/**
 * Waits for the running transitions and animations that end (a menu fading in), so contrast is
 * measured on the colours a reader ends up seeing; endless ones (a spinner) are left running.
 */
export async function finishedAnimations(): Promise<void> {
  // Two frames: an element drawn just now starts its transition on the next one.
  for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done));
  // The document's list leaves out what runs inside the elements' shadow roots: each open root is asked too.
  const roots: (Document | ShadowRoot)[] = [document];
  for (let index = 0; index < roots.length; index += 1) {
    for (const element of Array.from(roots[index]!.querySelectorAll('*'))) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  const ending = roots
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
}

/** One line per failing node: rule, impact, where, and what axe says to fix, for a readable failure. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${node.html.slice(0, 160)} — ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );
}
