/**
 * The framework's own showcase list, as far as our showcase uses it: for every site we list, the
 * name, address and source that the framework's list gives, transcribed by hand from the file
 * named in `checkedAgainst`. Our data must agree with this table (showcase-upstream.test.ts), so a
 * site we add has to be looked up there first and recorded here with its reference.
 */

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

/** Keyed by our site id. */
export const upstreamEntries: Record<string, UpstreamEntry> = {
  'algolia-docsearch': {
    title: 'Algolia DocSearch',
    website: 'https://docsearch.algolia.com/',
    source: 'https://github.com/algolia/docsearch/tree/main/packages/website',
    checkedAgainst: 'usersTsx',
  },
  'apache-apisix': {
    title: 'Apache APISIX',
    website: 'https://apisix.apache.org/',
    source: 'https://github.com/apache/apisix-website',
    checkedAgainst: 'usersTsx',
  },
  astronomer: {
    title: 'Astronomer',
    website: 'https://docs.astronomer.io',
    source: 'https://github.com/astronomer/docs',
    checkedAgainst: 'usersTsx',
  },
  bandwidth: {
    title: 'Bandwidth',
    website: 'https://dev.bandwidth.com/',
    source: 'https://github.com/Bandwidth/api-docs',
    checkedAgainst: 'usersTsx',
  },
  johnnyreilly: {
    title: 'johnnyreilly.com',
    website: 'https://johnnyreilly.com/',
    source: 'https://github.com/johnnyreilly/blog.johnnyreilly.com',
    checkedAgainst: 'usersTsx',
  },
  botonic: {
    title: 'Botonic',
    website: 'https://botonic.io/',
    source: 'https://github.com/hubtype/botonic/tree/master/docs/website',
    checkedAgainst: 'usersTsx',
  },
  'build-tracker': {
    title: 'Build Tracker',
    website: 'https://buildtracker.dev',
    source: 'https://github.com/paularmstrong/build-tracker/tree/main/docs',
    checkedAgainst: 'usersTsx',
  },
  'chaos-mesh': {
    title: 'Chaos Mesh',
    website: 'https://chaos-mesh.org',
    source: 'https://github.com/chaos-mesh/website',
    checkedAgainst: 'usersTsx',
  },
  clutch: {
    title: 'Clutch',
    website: 'https://clutch.sh/',
    source: 'https://github.com/lyft/clutch/tree/main/docs/_website',
    checkedAgainst: 'usersTsx',
  },
  configcat: {
    title: 'ConfigCat Feature Flags',
    website: 'https://configcat.com/docs/',
    source: 'https://github.com/configcat/docs',
    checkedAgainst: 'usersTsx',
  },
  'create-react-app': {
    title: 'Create React App',
    website: 'https://facebook.github.io/create-react-app/',
    source: 'https://github.com/facebook/create-react-app/tree/main/docusaurus/website',
    checkedAgainst: 'usersTsx',
  },
  datagit: {
    title: 'Datagit',
    website: 'https://datagit.ir/',
    source: 'https://github.com/ghaseminya/datagit_v2.docusaurus',
    checkedAgainst: 'usersTsx',
  },
  draftjs: {
    title: 'Draft.js',
    website: 'https://draftjs.org/',
    source: 'https://github.com/facebook/draft-js/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  dyte: {
    title: 'Dyte',
    website: 'https://docs.dyte.io',
    source: 'https://github.com/dyte-in/docs',
    checkedAgainst: 'usersTsx',
  },
  eightshift: {
    title: 'Eightshift',
    website: 'https://infinum.github.io/eightshift-docs/',
    source: 'https://github.com/infinum/eightshift-docs',
    checkedAgainst: 'usersTsx',
  },
  fbt: {
    title: 'FBT',
    website: 'https://facebookincubator.github.io/fbt/',
    source: 'https://github.com/facebook/fbt/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  flipper: {
    title: 'Flipper',
    website: 'https://fbflipper.com',
    source: 'https://github.com/facebook/flipper/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  foalts: {
    title: 'FoalTS',
    website: 'https://foalts.org/',
    source: 'https://github.com/FoalTS/foal/tree/master/docs',
    checkedAgainst: 'usersTsx',
  },
  formatjs: {
    title: 'FormatJS',
    website: 'https://formatjs.io/',
    source: 'https://github.com/formatjs/formatjs/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  fullstackchronicles: {
    title: 'Full Stack Chronicles',
    website: 'https://fullstackchronicles.io/',
    source: 'https://github.com/stackql/fullstackchronicles.io',
    checkedAgainst: 'usersTsx',
  },
  gulp: {
    title: 'Gulp',
    website: 'https://gulpjs.com',
    source: 'https://github.com/gulpjs/gulpjs.github.io',
    checkedAgainst: 'usersTsx',
  },
  hasura: {
    title: 'Hasura',
    website: 'https://hasura.io/docs/',
    source: 'https://github.com/hasura/graphql-engine/tree/master/docs',
    checkedAgainst: 'usersTsx',
  },
  'home-assistant': {
    title: 'Home Assistant',
    website: 'https://developers.home-assistant.io/',
    source: 'https://github.com/home-assistant/developers.home-assistant',
    checkedAgainst: 'usersTsx',
  },
  iammassoud: {
    title: 'I am Massoud',
    website: 'https://iammassoud.ir/',
    source: null,
    checkedAgainst: 'usersTsx',
  },
  idb: {
    title: 'Idb',
    website: 'https://www.fbidb.io/',
    source: 'https://github.com/facebook/idb/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  ionic: {
    title: 'Ionic',
    website: 'https://ionicframework.com/docs',
    source: 'https://github.com/ionic-team/ionic-docs',
    checkedAgainst: 'usersTsx',
  },
  'iota-wiki': {
    title: 'IOTA-Wiki',
    website: 'https://wiki.iota.org',
    source: 'https://github.com/iota-community/iota-wiki',
    checkedAgainst: 'usersTsx',
  },
  jest: {
    title: 'Jest',
    website: 'https://jestjs.io/',
    source: 'https://github.com/facebook/jest/tree/master/website',
    checkedAgainst: 'usersTsx',
  },
  kotest: {
    title: 'Kotest',
    website: 'https://kotest.io',
    source: 'https://github.com/kotest/kotest/tree/master/documentation',
    checkedAgainst: 'usersTsx',
  },
  kubevela: {
    title: 'KubeVela',
    website: 'https://kubevela.io/',
    source: 'https://github.com/oam-dev/kubevela.io',
    checkedAgainst: 'usersTsx',
  },
  kuizuo: {
    title: "Kuizuo's Personal Website",
    website: 'https://kuizuo.cn',
    source: 'https://github.com/kuizuo/blog',
    checkedAgainst: 'usersTsx',
  },
  lerna: {
    title: 'Lerna',
    website: 'https://lerna.js.org',
    source: 'https://github.com/lerna/lerna/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  mapillaryjs: {
    title: 'MapillaryJS',
    website: 'https://mapillary.github.io/mapillary-js/',
    source: 'https://github.com/mapillary/mapillary-js/tree/main/doc',
    checkedAgainst: 'usersTsx',
  },
  metro: {
    title: 'Metro',
    website: 'https://facebook.github.io/metro/',
    source: 'https://github.com/facebook/metro/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  'mikro-orm': {
    title: 'MikroORM',
    website: 'https://mikro-orm.io',
    source: 'https://github.com/mikro-orm/mikro-orm/tree/master/docs',
    checkedAgainst: 'usersTsx',
  },
  'nanos-world': {
    title: 'nanos world',
    website: 'https://docs.nanos.world/',
    source: 'https://github.com/nanos-world/docs',
    checkedAgainst: 'usersTsx',
  },
  netdata: {
    title: 'Netdata Learn',
    website: 'https://learn.netdata.cloud',
    source: 'https://github.com/netdata/netdata-learn-docusaurus',
    checkedAgainst: 'usersTsx',
  },
  nextauthjs: {
    title: 'NextAuth.js',
    website: 'https://next-auth.js.org/',
    source: 'https://github.com/nextauthjs/next-auth/tree/main/docs',
    checkedAgainst: 'usersTsx',
  },
  orbitjs: {
    title: 'Orbit.js',
    website: 'https://orbitjs.com',
    source: 'https://github.com/orbitjs/orbit/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  ory: {
    title: 'Ory',
    website: 'https://www.ory.sh/docs',
    source: 'https://github.com/ory/docs/',
    checkedAgainst: 'usersTsx',
  },
  'piano-analytics': {
    title: 'Piano Analytics',
    website: 'https://developers.atinternet-solutions.com/piano-analytics/',
    source: null,
    checkedAgainst: 'usersTsx',
  },
  plausible: {
    title: 'Plausible Analytics',
    website: 'https://plausible.io/docs',
    source: 'https://github.com/plausible/docs',
    checkedAgainst: 'usersTsx',
  },
  pnpm: {
    title: 'pnpm',
    website: 'https://pnpm.js.org/',
    source: 'https://github.com/pnpm/pnpm.github.io/',
    checkedAgainst: 'usersTsx',
  },
  pyre: {
    title: 'Pyre',
    website: 'https://pyre-check.org',
    source: 'https://github.com/facebook/pyre-check/tree/main/documentation/website',
    checkedAgainst: 'usersTsx',
  },
  quickwit: {
    title: 'Quickwit',
    website: 'https://quickwit.io',
    source: null,
    checkedAgainst: 'usersTsx',
  },
  'react-native': {
    title: 'React Native',
    website: 'https://reactnative.dev',
    source: 'https://github.com/facebook/react-native-website',
    checkedAgainst: 'usersTsx',
  },
  'react-navigation': {
    title: 'React Navigation',
    website: 'https://reactnavigation.org/',
    source: 'https://github.com/react-navigation/react-navigation.github.io',
    checkedAgainst: 'usersTsx',
  },
  'react-redux': {
    title: 'React Redux',
    website: 'https://react-redux.js.org',
    source: 'https://github.com/reduxjs/react-redux/tree/master/website',
    checkedAgainst: 'usersTsx',
  },
  redux: {
    title: 'Redux',
    website: 'https://redux.js.org/',
    source: 'https://github.com/reduxjs/redux/tree/master/website',
    checkedAgainst: 'usersTsx',
  },
  refine: {
    title: 'Refine',
    website: 'https://refine.dev',
    source: 'https://github.com/pankod/refine/tree/master/documentation',
    checkedAgainst: 'usersTsx',
  },
  relay: {
    title: 'Relay',
    website: 'https://relay.dev/',
    source: 'https://github.com/facebook/relay/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  remotion: {
    title: 'Remotion',
    website: 'https://www.remotion.dev/',
    source: 'https://github.com/JonnyBurger/remotion/tree/main/packages/docs',
    checkedAgainst: 'usersTsx',
  },
  saleor: {
    title: 'Saleor',
    website: 'https://docs.getsaleor.com/',
    source: 'https://github.com/mirumee/saleor-docs',
    checkedAgainst: 'usersTsx',
  },
  'single-spa': {
    title: 'Single SPA',
    website: 'https://single-spa.js.org/',
    source: 'https://github.com/single-spa/single-spa.js.org/tree/master/website',
    checkedAgainst: 'usersTsx',
  },
  svix: {
    title: 'Svix',
    website: 'https://docs.svix.com/',
    source: 'https://github.com/svix/svix-docs',
    checkedAgainst: 'usersTsx',
  },
  taro: {
    title: 'Taro',
    website: 'https://docs.taro.zone/',
    source: 'https://github.com/NervJS/taro/tree/docs',
    checkedAgainst: 'usersTsx',
  },
  'testing-library': {
    title: 'Testing Library',
    website: 'https://testing-library.com/',
    source: 'https://github.com/testing-library/testing-library-docs',
    checkedAgainst: 'usersTsx',
  },
  tooljet: {
    title: 'ToolJet',
    website: 'https://docs.tooljet.com/docs/',
    source: 'https://github.com/ToolJet/ToolJet/tree/develop/docs',
    checkedAgainst: 'usersTsx',
  },
  unleash: {
    title: 'Unleash',
    website: 'https://docs.getunleash.io/',
    source: 'https://github.com/Unleash/unleash/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  verdaccio: {
    title: 'Verdaccio',
    website: 'https://verdaccio.org',
    source: 'https://github.com/verdaccio/verdaccio/tree/master/website',
    checkedAgainst: 'usersTsx',
  },
  wasp: {
    title: 'Wasp',
    website: 'https://wasp-lang.dev/',
    source: 'https://github.com/wasp-lang/wasp/tree/main/web',
    checkedAgainst: 'usersTsx',
    movedTo: {
      website: 'https://wasp.sh/',
      evidence:
        'Wasp moved its domain from wasp-lang.dev to wasp.sh, as stated in ' +
        'airtai/fastagency-studio#776 (2025-02-11); reported in our issue 26.',
    },
  },
  webdriverio: {
    title: 'WebdriverIO',
    website: 'https://webdriver.io/',
    source: 'https://github.com/webdriverio/webdriverio/tree/main/website',
    checkedAgainst: 'usersTsx',
  },
  zowe: {
    title: 'Zowe',
    website: 'https://docs.zowe.org',
    source: 'https://github.com/zowe/docs-site',
    checkedAgainst: 'usersTsx',
  },
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
