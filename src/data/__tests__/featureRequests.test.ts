import {describe, expect, test} from 'vitest';

import {featureRequests} from '../featureRequests';

/**
 * The public requests the board links to, as read in the issues of facebook/docusaurus through
 * the public issue index (search corpus "issues"): number, title there, state, and the day the
 * issue was opened where the index shows its description. An entry of the board may only carry a
 * number and a date that this table confirms.
 */
const checkedRequests: Record<
  number,
  {title: string; state: 'open' | 'closed'; opened: string | null}
> = {
  1258: {title: 'OOTB Mermaid code block', state: 'closed', opened: '2019-03-04'},
  2091: {title: 'Image Zoom on Click', state: 'closed', opened: '2019-12-06'},
  2961: {title: 'Move to Tailwind', state: 'open', opened: null},
  3825: {
    title: 'Option to generate offline static HTML files usable without server',
    state: 'closed',
    opened: '2020-11-26',
  },
  10899: {
    title: 'New Docusaurus plugin: `docusaurus-plugin-llms-txt`',
    state: 'open',
    opened: null,
  },
};

const where = 'src/data/featureRequests.ts';

describe('feature request board data', () => {
  test.each(featureRequests.map((request) => [request.slug, request] as const))(
    '%s states only what a source confirms',
    (slug, request) => {
      expect(
        ['idea', 'done'],
        `${slug}: only "idea" and "done" are statuses we can source`,
      ).toContain(request.status);
      if (request.status === 'done') {
        expect(request.shippedIn, `${slug}: a done request names its release`).toMatch(
          /^\d+\.\d+$/,
        );
      } else {
        expect(request.shippedIn, `${slug}: only done requests name a release`).toBeUndefined();
      }
      if (!request.request) {
        return;
      }
      const checked = checkedRequests[request.request.number];
      expect(
        checked,
        `${slug}: issue #${request.request.number} is not in the checked table; look it up and record it here, or drop it from ${where}`,
      ).toBeDefined();
      if (!checked) {
        return;
      }
      expect(request.request.state, `${slug}: state of #${request.request.number}`).toBe(
        checked.state,
      );
      expect(
        request.request.opened ?? null,
        `${slug}: the opened date must be the one read on #${request.request.number}, or absent`,
      ).toBe(checked.opened);
    },
  );

  test('an entry without a public request shows no date', () => {
    // A date can only live inside `request`, so an unsourced entry has nowhere to put one; this
    // guards against a date field coming back at the top level.
    for (const request of featureRequests) {
      expect(Object.keys(request), request.slug).not.toContain('created');
      expect(Object.keys(request), request.slug).not.toContain('opened');
    }
  });
});
