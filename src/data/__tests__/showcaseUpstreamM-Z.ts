import type {UpstreamEntry} from './showcaseUpstream';

/** Recorded entries for our sites m to z, keyed by our site id. */
export const upstreamEntriesMToZ: Record<string, UpstreamEntry> = {
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
