/**
 * Parses one built HTML page into the facts of its head and navigation and the headings and
 * text blocks readers see, leaving out chrome, code and duplicated markup (see extract.ts).
 */
import {Parser} from 'htmlparser2';
import {
  BLOCK_TAGS,
  classesOf,
  cleanText,
  HEADING,
  isSkipped,
  linkedPath,
  type Block,
  type PageFacts,
  type ParsedPage,
} from './pageMarkup';

/** Parses the page once, keeping the facts and the ordered headings and text of `<main>`. */
export function parsePage(html: string): ParsedPage {
  const facts: PageFacts = {
    htmlClasses: [],
    title: '',
    language: null,
    tag: null,
    noIndex: false,
    keywords: [],
    sidebarCategory: null,
    navbarLabel: null,
  };
  const blocks: Block[] = [];
  const stack: {name: string; skip: boolean}[] = [];
  let skipDepth = 0;
  let mainDepth = 0;
  let articleDepth = 0;
  let headerDepth = 0;
  let heading: {level: number; id: string | null; text: string; code: string} | null = null;
  let codeDepth = 0;
  let cellDepth = 0;
  // An option's name in a reference table: a table cell's link to its own anchor, around code
  // (`<a id="path" href="#path"><code>path</code></a>`, as OptionName renders it).
  let optionName: {depth: number; text: string} | null = null;
  let text = '';
  // Text captured for a fact (title, sidebar category, navbar label) until its element closes.
  let capture: {target: 'title' | 'sidebarCategory' | 'navbarLabel'; depth: number} | null = null;
  let captured = '';

  const flush = () => {
    const cleaned = cleanText(text);
    if (cleaned) {
      blocks.push({kind: 'text', text: cleaned, inArticle: articleDepth > 0});
    }
    text = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const classes = classesOf(attributes);
        if (name === 'html') {
          facts.htmlClasses = classes;
        } else if (name === 'meta') {
          const metaName = attributes.name;
          if (metaName === 'docsearch:language') {
            facts.language = attributes.content ?? null;
          } else if (metaName === 'docsearch:docusaurus_tag') {
            facts.tag = attributes.content ?? null;
          } else if (metaName === 'robots' && /noindex/i.test(attributes.content ?? '')) {
            facts.noIndex = true;
          } else if (metaName === 'keywords') {
            facts.keywords = (attributes.content ?? '').split(',').map(cleanText).filter(Boolean);
          }
        }
        if (!capture) {
          if (name === 'title' && !facts.title) {
            capture = {target: 'title', depth: stack.length};
          } else if (
            name === 'a' &&
            !facts.sidebarCategory &&
            classes.includes('menu__link--sublist') &&
            classes.includes('menu__link--active')
          ) {
            capture = {target: 'sidebarCategory', depth: stack.length};
          } else if (
            name === 'a' &&
            !facts.navbarLabel &&
            classes.includes('navbar__link--active')
          ) {
            capture = {target: 'navbarLabel', depth: stack.length};
          }
          captured = '';
        }

        const skip = skipDepth > 0 || isSkipped(name, attributes);
        stack.push({name, skip});
        if (skip) {
          skipDepth += 1;
          return;
        }
        if (name === 'main') {
          mainDepth += 1;
        }
        if (mainDepth === 0) {
          return;
        }
        if (name === 'article') {
          articleDepth += 1;
        }
        if (name === 'header') {
          headerDepth += 1;
        }
        if (name === 'code') {
          codeDepth += 1;
        } else if (name === 'td' || name === 'th') {
          cellDepth += 1;
        } else if (
          name === 'a' &&
          cellDepth > 0 &&
          attributes.id &&
          attributes.href === `#${attributes.id}`
        ) {
          optionName = {depth: stack.length - 1, text: ''};
        }
        const link = name === 'a' && !heading ? linkedPath(attributes.href) : null;
        if (link) {
          blocks.push({kind: 'link', path: link, inArticle: articleDepth > 0});
        }
        const level = HEADING.exec(name)?.[1];
        if (level) {
          flush();
          heading = {level: Number(level), id: attributes.id ?? null, text: '', code: ''};
        } else if (BLOCK_TAGS.has(name)) {
          flush();
        }
      },
      ontext(data) {
        if (capture) {
          captured += data;
        }
        if (skipDepth > 0 || mainDepth === 0) {
          return;
        }
        if (optionName) {
          optionName.text += data;
        }
        if (heading) {
          heading.text += data;
          if (codeDepth > 0) {
            heading.code += data;
          }
        } else if (headerDepth === 0) {
          // Inside a post header only the title counts: dates and author cards are not prose.
          text += data;
        }
      },
      onclosetag(name) {
        const open = stack.pop();
        if (capture && stack.length === capture.depth) {
          if (capture.target === 'title') {
            facts.title = cleanText(captured);
          } else {
            facts[capture.target] = cleanText(captured) || null;
          }
          capture = null;
        }
        if (open?.skip) {
          skipDepth -= 1;
          return;
        }
        if (mainDepth === 0) {
          return;
        }
        if (name === 'code') {
          codeDepth -= 1;
        } else if (name === 'td' || name === 'th') {
          cellDepth -= 1;
        } else if (optionName && stack.length === optionName.depth) {
          const text = cleanText(optionName.text);
          if (text) {
            blocks.push({kind: 'name', text, inArticle: articleDepth > 0});
          }
          optionName = null;
        }
        const level = HEADING.exec(name)?.[1];
        if (level && heading) {
          const headingText = cleanText(heading.text);
          if (headingText) {
            blocks.push({
              kind: 'heading',
              level: heading.level,
              text: headingText,
              id: heading.id,
              inArticle: articleDepth > 0,
              isName: cleanText(heading.code) === headingText,
            });
          }
          heading = null;
        } else if (BLOCK_TAGS.has(name)) {
          flush();
        }
        if (name === 'header') {
          headerDepth -= 1;
        } else if (name === 'article') {
          articleDepth -= 1;
        } else if (name === 'main') {
          flush();
          mainDepth -= 1;
        }
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  // Pages with an <article> (docs, posts) keep only it; other pages keep all of <main>.
  const inArticle = blocks.some((block) => block.inArticle);
  return {facts, blocks: inArticle ? blocks.filter((block) => block.inArticle) : blocks};
}
