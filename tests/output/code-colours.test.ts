/**
 * Code blocks as the server renders them carry both colour modes (src/utils/dualCodeColours.ts):
 * every block our CodeBlock renders is marked for the dark stylesheet and leaves its text colour
 * to the block, and the site's CSS holds that stylesheet. That the colours come out as Prism's
 * is checked in the browser (code-highlighting.spec).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD_DIR, buildToCheck, htmlFiles, readBuildFile} from '../shared/build';

const built = buildToCheck('code colours');

// Our code blocks' <pre>: the theme's content class beside Prism's (the live editor's <pre> in
// the test area is the playground's own), up to its end.
const CODE_BLOCK = /<pre[^>]*class="?prism-code [^>]*codeBlock_[^>]*>[\s\S]*?<\/pre>/g;

describe.runIf(built)('server-highlighted code', () => {
  it('is marked for both colour modes on every page, its lines without a colour of their own', () => {
    const problems: string[] = [];
    let blocks = 0;
    for (const file of htmlFiles()) {
      for (const [block] of readBuildFile(file).matchAll(CODE_BLOCK)) {
        blocks += 1;
        const pre = block.slice(0, block.indexOf('>') + 1);
        if (!pre.includes('prism-code--dual')) {
          problems.push(`${file}: ${pre}`);
        }
        if (/<span class="?token-line"? style=/.test(block)) {
          problems.push(`${file}: a line of ${pre} sets its own colour`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(blocks).toBeGreaterThan(1000);
  });

  it("has its dark colours in the site's stylesheet", () => {
    const cssDir = path.join(BUILD_DIR, 'assets/css');
    const css = fs
      .readdirSync(cssDir)
      .map((file) => fs.readFileSync(path.join(cssDir, file), 'utf8'))
      .join('\n');
    const darkKeyword = /\[data-theme=(?:'|")?dark(?:'|")?\] \.prism-code--dual \.token\.keyword\{/;
    const blockColours = /\.theme-code-block\{--prism-color:#[0-9a-f]{6}!important/i;
    // Booleans: a failure should not print the whole stylesheet.
    expect(darkKeyword.test(css), 'the dark rule of keywords').toBe(true);
    expect(blockColours.test(css), 'the dark block colours').toBe(true);
  });
});
