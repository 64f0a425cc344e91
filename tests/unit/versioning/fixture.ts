/**
 * Docs global data shaped like the site's three versions, reduced to a few pages: the main
 * doc, the CLI page (in every version) and the CSS cascade layers plugin page (added in 3.8,
 * so absent from 3.7.0). The `empty` sidebar has no doc to link to.
 */
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import type {GeneratedModules} from './themeBundle';

export const CASCADE_LAYERS_ID = 'api/plugins/plugin-css-cascade-layers';
export const CASCADE_LAYERS_SLUG = '/api/plugins/@docusaurus/plugin-css-cascade-layers';

function version(
  name: string,
  label: string,
  base: string,
  withCascadeLayers: boolean,
): GlobalVersion {
  const docs = [
    {id: 'introduction', path: `${base}/`, sidebar: 'docs'},
    {id: 'cli', path: `${base}/cli`, sidebar: 'api'},
    ...(withCascadeLayers
      ? [{id: CASCADE_LAYERS_ID, path: `${base}${CASCADE_LAYERS_SLUG}`, sidebar: 'api'}]
      : []),
  ];
  return {
    name,
    label,
    isLast: name === 'current',
    path: base,
    mainDocId: 'introduction',
    docs,
    draftIds: [],
    sidebars: {
      docs: {link: {path: `${base}/`, label: 'introduction'}},
      api: {link: {path: `${base}/cli`, label: 'cli'}},
      empty: {},
    },
  };
}

export const versions: GlobalVersion[] = [
  version('current', 'Canary 🚧', '/docs', true),
  version('3.8.1', '3.8.1', '/docs/3.8.1', true),
  version('3.7.0', '3.7.0', '/docs/3.7.0', false),
];

export const generated: GeneratedModules = {
  'docusaurus.config': {
    title: 'Docusaurus',
    url: 'https://docusaurus.io',
    baseUrl: '/',
    trailingSlash: undefined,
    future: {experimental_router: 'browser'},
    themeConfig: {docs: {versionPersistence: 'localStorage'}, navbar: {items: []}},
  },
  globalData: {
    'docusaurus-plugin-content-docs': {
      default: {path: '/docs', versions, breadcrumbs: true},
    },
  },
  i18n: {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en'],
    path: 'i18n',
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en'}},
  },
  'site-storage': {type: 'localStorage', namespace: ''},
};
