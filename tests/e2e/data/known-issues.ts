/**
 * Known defects the quality gates (crawl, links, accessibility, CSP) tolerate for now. Each entry
 * is one failure on one page, explained and dated, and is printed by the gate whenever it is
 * used, so nothing is hidden. Remove the entry together with the fix; an entry that no longer
 * matches anything is dead weight.
 */
export type GateRule =
  | 'console-error'
  | 'page-error'
  | 'failed-request'
  | 'broken-link'
  | 'csp-violation'
  | 'not-found'
  | `axe:${string}`;

export type KnownIssue = {
  /** Path of the page the failure happens on, exactly as the gate reports it. */
  url: string;
  rule: GateRule;
  /** Part of the failure message: a different failure on the same page still fails the gate. */
  match: string;
  reason: string;
  /** Day the entry was added, YYYY-MM-DD. */
  date: string;
};

export const knownIssues: readonly KnownIssue[] = [];

/** The entry that covers this failure, if any. */
export function knownIssue(url: string, rule: GateRule, message: string): KnownIssue | undefined {
  return knownIssues.find(
    (issue) => issue.url === url && issue.rule === rule && message.includes(issue.match),
  );
}
