/**
 * The framework's own showcase list, as far as our showcase uses it: for every site we list, the
 * name, address and source that the framework's list gives, transcribed by hand from the file
 * named in `checkedAgainst`. Our data must agree with this table (showcase-upstream.test.ts), so a
 * site we add has to be looked up there first and recorded here with its reference.
 */
import {upstreamEntriesAToL} from './showcaseUpstreamA-L';
import {upstreamEntriesMToZ} from './showcaseUpstreamM-Z';

/** Where a recorded entry was read. */
export type UpstreamReference = {
  repo: string;
  path: string;
  commit: string;
  note: string;
};

export const references = {
  usersTsx: {
    repo: 'facebook/docusaurus',
    path: 'website/src/data/users.tsx',
    commit: '3038ae793c86af19e68db09dad99751f4efbd2d3',
    note:
      'Newest version of the showcase list held in the public code index we can read; the ' +
      'v3.8.1 tag itself is not in it. Sites removed between this commit and v3.8.1 are listed ' +
      'in `removedUpstream` with the pull request that removed them.',
  },
} as const satisfies Record<string, UpstreamReference>;

export type UpstreamEntry = {
  title: string;
  website: string;
  source: string | null;
  checkedAgainst: keyof typeof references;
  /** The site has moved since; our data uses this address, for the reason given. */
  movedTo?: {website: string; evidence: string};
};

/** Keyed by our site id (the entries live in two files, a to l and m to z). */
export const upstreamEntries: Record<string, UpstreamEntry> = {
  ...upstreamEntriesAToL,
  ...upstreamEntriesMToZ,
};

/**
 * Sites the framework took off its showcase before 3.8.1 because they no longer use Docusaurus,
 * with the pull request that removed them. None may come back.
 */
export const removedUpstream: readonly {title: string; website: string; removedBy: string}[] = [
  ...(
    [
      ['Benthos', 'https://benthos.dev/'],
      ['Blink Shell', 'https://docs.blink.sh/'],
      ['Charles Ancheta', 'https://charlesancheta.com'],
      ['Darklang', 'https://docs.darklang.com/'],
      ['Hermes', 'https://hermesengine.dev'],
      ['LiveKit', 'https://docs.livekit.io'],
      ['Memgraph', 'https://docs.memgraph.com/'],
      ['Novu', 'https://docs.novu.co/'],
      ['Outerbounds', 'https://outerbounds.com'],
      ['Profilo', 'https://facebookincubator.github.io/profilo/'],
      ['Redis Labs Developer Site', 'https://developer.redislabs.com'],
      ['Tuist', 'https://docs.tuist.io/'],
    ] as const
  ).map(([title, website]) => ({
    title,
    website,
    removedBy: 'facebook/docusaurus#10393 (2024-08-12, twelve sites not using Docusaurus)',
  })),
  {
    title: 'Supabase',
    website: 'https://www.supabase.io/docs',
    removedBy: 'facebook/docusaurus#9856 (2024-02-16)',
  },
  {
    title: 'QuestDB',
    website: 'https://questdb.io',
    removedBy: 'removed upstream before v3.8.1 (reported in our issue 26)',
  },
  {
    title: 'AgileTs',
    website: 'https://agile-ts.org/',
    removedBy: 'removed upstream before v3.8.1 (reported in our issue 26)',
  },
  {
    title: 'blog.johnnyreilly.com',
    website: 'https://blog.johnnyreilly.com/',
    removedBy: 'renamed upstream to johnnyreilly.com at https://johnnyreilly.com/',
  },
  {
    title: 'Butterfly',
    website: 'https://docs.butterfly.linwood.dev',
    removedBy: 'facebook/docusaurus#10147 (2024-05-18)',
  },
];
