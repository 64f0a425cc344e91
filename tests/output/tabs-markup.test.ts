/**
 * Tabs as the server renders them: each tab names the panel it controls and each panel is named
 * by its tab, so a screen reader can go from one to the other and read out a panel's name. Checked
 * on the pages with most tab sets; choosing tabs is tried in the browser (markdown-features.spec).
 */
import {describe, expect, it} from 'vitest';
import {buildToCheck} from '../shared/build';
import {builtDocument} from '../shared/dom';

const built = buildToCheck('tabs markup');

const PAGES = ['/docs/markdown-features/tabs', '/docs/installation', '/tests/pages/tabs-tests'];

describe.runIf(built)('tab sets', () => {
  it.each(PAGES)('on %s link every tab and its panel both ways', (path) => {
    const $ = builtDocument(path)!;
    const tabs = $('[role="tab"]').toArray();
    expect(tabs.length).toBeGreaterThan(3);
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const tab of tabs) {
      const {id, 'aria-controls': controls} = tab.attribs;
      const label = $(tab).text();
      if (!id || ids.has(id)) {
        problems.push(`tab "${label}": id ${id ?? 'missing'} not unique`);
      }
      ids.add(id ?? '');
      if (controls === undefined) {
        // A lazy set renders only its chosen panel; the others have none to point at.
        if (tab.attribs['aria-selected'] === 'true') {
          problems.push(`chosen tab "${label}" controls nothing`);
        }
        continue;
      }
      const panel = $(`[id="${controls}"]`);
      if (panel.attr('role') !== 'tabpanel' || panel.attr('aria-labelledby') !== id) {
        problems.push(`tab "${label}": its panel ${controls} is not a tabpanel named by it`);
      }
    }
    expect(problems).toEqual([]);
    // Every panel is named by a tab of the page.
    for (const panel of $('[role="tabpanel"]').toArray()) {
      expect(ids.has(panel.attribs['aria-labelledby'] ?? '')).toBe(true);
    }
  });
});
