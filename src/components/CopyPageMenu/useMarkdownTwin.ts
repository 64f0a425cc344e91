import {usePluginData} from '@docusaurus/useGlobalData';
import useRouteContext from '@docusaurus/useRouteContext';
import type {LlmsGlobalData} from '@site/src/plugins/llms';
import {markdownTwinUrl} from '@site/src/utils/markdownTwin';

const PLUGIN_KINDS: Record<string, keyof LlmsGlobalData> = {
  'docusaurus-plugin-content-docs': 'docsPluginIds',
  'docusaurus-plugin-content-blog': 'blogPluginIds',
};

/**
 * The URL of the current page's Markdown twin, or `undefined` when the plugin instance that
 * renders the page has none (the test area, for instance).
 */
export function useMarkdownTwin(permalink: string): string | undefined {
  const {plugin} = useRouteContext();
  const data = usePluginData('site-llms') as LlmsGlobalData | undefined;
  const kind = PLUGIN_KINDS[plugin.name];
  if (!data || !kind || !data[kind].includes(plugin.id)) {
    return undefined;
  }
  return markdownTwinUrl(permalink);
}
