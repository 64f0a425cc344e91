import {describe, expect, it} from 'vitest';
import {blockingFindings, judge} from '../../scripts/audit.mjs';

// The shape of `npm audit --json` (npm 7 and later), reduced to the fields the gate reads.
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'left-pad': {
      name: 'left-pad',
      severity: 'high',
      via: [
        {
          source: 1001,
          name: 'left-pad',
          title: 'Prototype pollution',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'high',
        },
        {source: 1002, name: 'left-pad', title: 'Slow regex', url: '', severity: 'moderate'},
      ],
    },
    'uses-left-pad': {name: 'uses-left-pad', severity: 'high', via: ['left-pad']},
    'old-parser': {
      name: 'old-parser',
      severity: 'critical',
      via: [{source: 2002, name: 'old-parser', title: 'Code execution', severity: 'critical'}],
    },
  },
};

const entry = {
  id: 'GHSA-aaaa-bbbb-cccc',
  package: 'left-pad',
  reason: 'Only runs at build time on trusted input.',
  added: '2026-01-10',
  reviewBy: '2026-06-30',
};

describe('blockingFindings', () => {
  it('keeps each high or critical advisory once, named by its GHSA id or npm number', () => {
    expect(blockingFindings(report).map((f) => `${f.id} ${f.package} ${f.severity}`)).toEqual([
      'GHSA-aaaa-bbbb-cccc left-pad high',
      '2002 old-parser critical',
    ]);
  });

  it('finds nothing in a clean report', () => {
    expect(blockingFindings({vulnerabilities: {}})).toEqual([]);
  });
});

describe('judge', () => {
  it('fails on a finding that is not allowed, and names the fix', () => {
    const {errors} = judge(blockingFindings(report), [entry], '2026-03-01');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/critical 2002 in old-parser.*\n.*audit-allowlist\.json/);
  });

  it('accepts an allowed finding until its review date, then fails', () => {
    const findings = blockingFindings(report).filter((f) => f.package === 'left-pad');
    expect(judge(findings, [entry], '2026-06-30').errors).toEqual([]);
    expect(judge(findings, [entry], '2026-07-01').errors[0]).toMatch(/due for review/);
  });

  it('rejects entries without a reason or dates, and reports entries that no longer apply', () => {
    const {errors, notes} = judge([], [{...entry, reason: ''}], '2026-03-01');
    expect(errors).toEqual([expect.stringMatching(/no "reason"/)]);
    expect(notes).toEqual([expect.stringMatching(/no longer applies/)]);
  });
});
