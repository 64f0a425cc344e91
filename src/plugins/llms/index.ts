/**
 * Markdown for tools and readers who prefer it: after the build, writes a clean Markdown twin
 * beside every doc page of every version and every blog post (`/docs/3.8.1/cli` →
 * `/docs/3.8.1/cli.md`), `/llms.txt` (an index of the current docs) and `/llms-full.txt` (all
 * of them in one file). The pages come from the docs and blog plugins' loaded content; the
 * conversion itself is in markdown.ts, the index text in llmsTxt.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {Joi} from '@docusaurus/utils-validation';
import {markdownTwinUrl} from '../../utils/markdownTwin';
import {
  BLOG_PLUGIN,
  DOCS_PLUGIN,
  isBlogContent,
  isDocsContent,
  pluginContent,
} from '../../utils/pluginContent';
import {DEFAULT_ADMONITION_KEYWORDS, toMarkdownTwin, type MarkdownTwinOptions} from './markdown';
import {
  groupDocs,
  renderLlmsFullTxt,
  renderLlmsTxt,
  versionsParagraph,
  type IndexDoc,
} from './llmsTxt';

export interface LlmsPluginOptions {
  id: string;
  /** The docs instance whose current version `/llms.txt` and `/llms-full.txt` describe. */
  indexDocsPluginId: string;
  /** Docs instances that get Markdown twins, every version of each. */
  docsPluginIds: string[];
  /** Blog instances whose posts get Markdown twins. */
  blogPluginIds: string[];
  /** The one-paragraph summary under the title of both files. */
  summary: string;
  /** More context for `/llms.txt`, in Markdown, after the summary. */
  details: string;
  /** Section titles of the top-level docs of each sidebar, e.g. `{api: 'API'}`. */
  sidebarTitles: Record<string, string>;
  /** Section title of the docs no sidebar links to. */
  otherSectionTitle: string;
  /** Admonition keywords the docs add to the theme's (`admonitions.keywords`). */
  extraAdmonitionKeywords: string[];
  /** Components rendered as inline code of one attribute, e.g. `{OptionName: 'name'}`. */
  codeComponents: Record<string, string>;
}

/** Tells the page menu which plugin instances have Markdown twins. */
export interface LlmsGlobalData {
  docsPluginIds: string[];
  blogPluginIds: string[];
}

const NAME = 'site-llms';

/** A page to write a twin for. */
interface TwinPage {
  permalink: string;
  /** Absolute path of the Markdown source. */
  source: string;
  title: string;
  titleFrom: MarkdownTwinOptions['titleFrom'];
}

/** `@site/docs/cli.mdx` → absolute path. */
function sitePath(siteDir: string, aliased: string): string {
  return path.join(siteDir, aliased.replace(/^@site\//, ''));
}

export default function llmsPlugin(
  context: LoadContext,
  options: LlmsPluginOptions,
): Plugin<undefined> {
  const {siteDir, siteConfig} = context;
  let pages: TwinPage[] = [];
  /** The versions of the docs instance that the index describes. */
  let indexVersions: DocsContent['loadedVersions'] = [];

  const markdownFormat = (file: string): 'md' | 'mdx' => {
    const {format} = siteConfig.markdown;
    if (format === 'detect') {
      return path.extname(file) === '.md' ? 'md' : 'mdx';
    }
    return format;
  };

  const resolveImport = (importSource: string, importer: string): string | undefined => {
    if (importSource.startsWith('@site/')) {
      return sitePath(siteDir, importSource);
    }
    return importSource.startsWith('.')
      ? path.resolve(path.dirname(importer), importSource)
      : undefined;
  };

  /** Converts one page, with relative Markdown links turned into the permalinks they build to. */
  const convert = (page: TwinPage, permalinkBySource: ReadonlyMap<string, string>): string => {
    const rewriteUrl: MarkdownTwinOptions['rewriteUrl'] = (url, kind) => {
      const isRelative = !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url);
      if (kind === 'image') {
        return isRelative ? undefined : url;
      }
      const match = /^([^?#]+\.mdx?)([?#].*)?$/.exec(url);
      if (!match?.[1] || !(isRelative || url.startsWith('@site/'))) {
        return url;
      }
      const file = resolveImport(
        url.startsWith('@site/') ? match[1] : `./${match[1]}`,
        page.source,
      );
      const permalink = file ? permalinkBySource.get(decodeURI(file)) : undefined;
      return permalink ? `${permalink}${match[2] ?? ''}` : url;
    };
    return toMarkdownTwin(
      fs.readFileSync(page.source, 'utf8'),
      {
        title: page.title,
        titleFrom: page.titleFrom,
        format: markdownFormat(page.source),
        admonitionKeywords: [...DEFAULT_ADMONITION_KEYWORDS, ...options.extraAdmonitionKeywords],
        codeComponents: options.codeComponents,
        rewriteUrl,
        resolvePartial: (importSource, importer) => {
          const file = resolveImport(importSource, importer ?? page.source);
          return file && fs.existsSync(file)
            ? {id: file, source: fs.readFileSync(file, 'utf8')}
            : undefined;
        },
      },
      page.source,
    );
  };

  return {
    name: NAME,

    contentLoaded({actions}) {
      const data: LlmsGlobalData = {
        docsPluginIds: options.docsPluginIds,
        blogPluginIds: options.blogPluginIds,
      };
      actions.setGlobalData(data);
    },

    allContentLoaded({allContent}) {
      pages = [];
      for (const pluginId of options.docsPluginIds) {
        const content = pluginContent(allContent, DOCS_PLUGIN, pluginId, NAME);
        if (!isDocsContent(content)) {
          continue;
        }
        if (pluginId === options.indexDocsPluginId) {
          indexVersions = content.loadedVersions;
        }
        for (const version of content.loadedVersions) {
          pages.push(
            ...version.docs.map((doc) => ({
              permalink: doc.permalink,
              source: sitePath(siteDir, doc.source),
              title: doc.title,
              titleFrom: 'content' as const,
            })),
          );
        }
      }
      for (const pluginId of options.blogPluginIds) {
        const content = pluginContent(allContent, BLOG_PLUGIN, pluginId, NAME);
        if (!isBlogContent(content)) {
          continue;
        }
        pages.push(
          ...content.blogPosts.map((post) => ({
            permalink: post.metadata.permalink,
            source: sitePath(siteDir, post.metadata.source),
            title: post.metadata.title,
            titleFrom: 'metadata' as const,
          })),
        );
      }
    },

    async postBuild({outDir}) {
      const permalinkBySource = new Map(pages.map((page) => [page.source, page.permalink]));
      const twins = new Map<string, string>();
      await Promise.all(
        pages.map(async (page) => {
          const markdown = convert(page, permalinkBySource);
          twins.set(page.permalink, markdown);
          const file = path.join(
            outDir,
            markdownTwinUrl(page.permalink).slice(siteConfig.baseUrl.length),
          );
          await fs.promises.mkdir(path.dirname(file), {recursive: true});
          await fs.promises.writeFile(file, markdown);
        }),
      );

      const indexVersion = indexVersions.find((version) => version.versionName === 'current');
      if (!indexVersion) {
        throw new Error(
          `[site-llms] Docs plugin "${options.indexDocsPluginId}" has no current version.`,
        );
      }
      const absolute = (pathname: string) => new URL(pathname, siteConfig.url).href;
      const docs: IndexDoc[] = indexVersion.docs.map((doc) => ({
        id: doc.id,
        title: doc.title,
        description: doc.description,
        url: absolute(markdownTwinUrl(doc.permalink)),
        unlisted: doc.unlisted,
      }));
      const sections = groupDocs(docs, indexVersion.sidebars, {
        sidebarTitles: options.sidebarTitles,
        otherTitle: options.otherSectionTitle,
      });
      const versions = versionsParagraph(
        indexVersions.map((version) => ({
          label: version.label,
          path: version.path,
          isIndexed: version === indexVersion,
        })),
      );
      const header = {
        title: siteConfig.title,
        summary: options.summary,
        details: [options.details, versions],
      };
      const permalinkById = new Map(indexVersion.docs.map((doc) => [doc.id, doc.permalink]));
      const fullPages = sections.flatMap((section) =>
        section.docs.map((doc) => {
          const permalink = permalinkById.get(doc.id) ?? '';
          return {markdown: twins.get(permalink) ?? '', pageUrl: absolute(permalink)};
        }),
      );
      await fs.promises.writeFile(
        path.join(outDir, 'llms.txt'),
        renderLlmsTxt({...header, sections}),
      );
      await fs.promises.writeFile(
        path.join(outDir, 'llms-full.txt'),
        renderLlmsFullTxt(header, fullPages),
      );
      logger.success(
        logger.interpolate`[site-llms] Wrote number=${twins.size} Markdown twins, llms.txt and llms-full.txt.`,
      );
    },
  };
}

const optionsSchema = Joi.object<LlmsPluginOptions>({
  id: Joi.string().default('default'),
  indexDocsPluginId: Joi.string().default('default'),
  docsPluginIds: Joi.array().items(Joi.string()).default(['default']),
  blogPluginIds: Joi.array().items(Joi.string()).default(['default']),
  summary: Joi.string().required(),
  details: Joi.string().allow('').default(''),
  sidebarTitles: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
  otherSectionTitle: Joi.string().default('More pages'),
  extraAdmonitionKeywords: Joi.array().items(Joi.string()).default([]),
  codeComponents: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<LlmsPluginOptions>, LlmsPluginOptions>): LlmsPluginOptions {
  return validate(optionsSchema, options);
}
