/**
 * An `import` statement for remark plugins to add to a page, with the syntax tree MDX compiles
 * from (it reads `data.estree`, not the text): `import Binding from 'source'`, or
 * `import 'source'` for a module imported for what it does when loaded.
 */
import type {Root} from 'mdast';

export function mdxImport(source: string, binding?: string): Root['children'][number] {
  const raw = `'${source}'`;
  const specifiers =
    binding === undefined
      ? []
      : [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: binding}}];
  return {
    type: 'mdxjsEsm',
    value: binding === undefined ? `import ${raw}` : `import ${binding} from ${raw}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {type: 'ImportDeclaration', specifiers, source: {type: 'Literal', value: source, raw}},
        ],
      },
    },
  } as Root['children'][number];
}
