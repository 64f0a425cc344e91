/**
 * Compiles a live code block (```jsx live) at build time into the function body react-live
 * evaluates in the browser, so the page can show the block's result without downloading the
 * compiler (sucrase) and the editor. The steps are react-live 4.1.8's (`generateElement` and
 * `renderElementAsync`), applied to the code as @docusaurus/theme-live-codeblock 3.8.1 hands it
 * over: without its last newline and with a `;` appended (its default `transformCode`). One
 * difference: JSX compiles as for production, without the `__self` and `__source` debugging props
 * that React ignores. src/plugins/live-playground/__tests__ checks the result against react-live.
 */
import {transform} from 'sucrase';

/** What the browser needs to run a live block without its editor (src/theme/Playground). */
export interface CompiledLiveCode {
  /** A function body: `new Function(...scope names, body)`, evaluated with the scope's values. */
  body: string;
  /**
   * `noInline` blocks are programs that call `render(element)` themselves (the body is then
   * evaluated with `render` as one more argument); other blocks evaluate to an element or a
   * component.
   */
  noInline: boolean;
}

// What react-live puts before an expression block's code (sucrase's development JSX needs it). It
// also keeps the "use strict" of the imports pass from being a directive: such a block does not
// run in strict mode, and neither does ours.
const JSX_FILE_NAME = 'const _jsxFileName = "";';

const trimCode = (code: string) => code.trim().replace(/;$/, '');

function sucrase(code: string, transforms: ('jsx' | 'typescript' | 'imports')[]): string {
  return transform(code, {transforms, production: true}).code;
}

/**
 * The compiled block, or null where react-live would show an error instead of a result (a syntax
 * error, a `noInline` block that never calls `render`): the browser then compiles it as before.
 */
export function compileLiveCode(code: string, noInline: boolean): CompiledLiveCode | null {
  const source = `${code.replace(/\n$/, '')};`;
  try {
    if (noInline) {
      if (!/render\s*\(/.test(source)) {
        return null;
      }
      return {body: sucrase(source, ['jsx', 'typescript', 'imports']), noInline};
    }
    const expression = sucrase(`return (${trimCode(source)})`, ['jsx', 'typescript']);
    return {body: JSX_FILE_NAME + sucrase(trimCode(expression), ['imports']), noInline};
  } catch {
    return null;
  }
}
