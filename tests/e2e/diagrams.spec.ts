/**
 * Mermaid on the diagrams guide, the one docs page that keeps the theme's live drawing: Mermaid
 * loads as a diagram nears the viewport, and each live diagram's build drawing holds its place
 * meanwhile. The drawings made at build time elsewhere are checked on the built pages
 * (tests/output/mermaid-diagrams.test.ts).
 */
import {expect, test} from '@playwright/test';
import {openPage, scrollThrough} from './utils';

test('diagrams: Mermaid code blocks and the Mermaid component render SVG', async ({page}) => {
  await openPage(page, '/docs/markdown-features/diagrams');
  const diagrams = page.locator('.docusaurus-mermaid-container > svg');
  // Mermaid loads only as a diagram nears the viewport: not all are drawn before scrolling.
  await page.waitForLoadState('networkidle');
  expect(await diagrams.count()).toBeLessThan(7);
  await scrollThrough(page);
  await expect(diagrams.first()).toBeVisible();
  // Flowchart, sequence, state, class, Gantt, the one with front matter and the component.
  await expect(diagrams).toHaveCount(7);
  await expect(page.locator('.docusaurus-mermaid-container', {hasText: 'Static host'})).toHaveCount(
    1,
  );
});

test('diagrams: a live diagram keeps the height of the build drawing that held its place', async ({
  page,
}) => {
  await openPage(page, '/docs/markdown-features/diagrams');
  const heights = () =>
    page.$$eval('.zoomable-diagram', (diagrams) =>
      diagrams.map((diagram) => ({
        height: diagram.getBoundingClientRect().height,
        held: diagram.querySelector('.mermaid-svg') !== null,
      })),
    );
  const before = await heights();
  // The six ```mermaid live blocks; the Mermaid component has no build drawing.
  expect(before.filter(({held}) => held)).toHaveLength(6);
  await scrollThrough(page);
  await expect(page.locator('.zoomable-diagram .mermaid-svg')).toHaveCount(0);
  const after = await heights();
  // Drawn by the same Mermaid from the same source; text measured in another page can wrap a
  // label differently, so within a tenth (a diagram with no placeholder grew from nothing).
  before.forEach(({height, held}, index) => {
    if (held) {
      const drawn = after[index]!.height;
      expect(Math.abs(drawn - height), `diagram ${index + 1}`).toBeLessThan(drawn / 10);
    }
  });
});
