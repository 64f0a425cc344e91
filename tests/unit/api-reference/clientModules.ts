// Reads the public client API of @docusaurus/core from the ambient declarations of
// @docusaurus/module-type-aliases: one `declare module '@docusaurus/<Name>'` block per
// client module, with its exported values and the members of its exported prop types.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {siteDir} from './mdxPage';
import {
  exportedTypeMembers,
  hasDefault,
  hasExport,
  parseInstalledDeclarations,
} from './tsDeclarations';

const requireFromSite = createRequire(`${siteDir}/package.json`);

export type ClientModule = {
  name: string;
  /** Exported values (components, hooks, functions, constants); types are left out. */
  values: string[];
  /** Members written literally in the module's exported object types, by type name. */
  typeMembers: Map<string, string[]>;
};

/** Names of the values a module block exports. An anonymous default takes the module's name. */
function exportedValues(baseName: string, statements: readonly ts.Statement[]): string[] {
  return statements.flatMap((statement) => {
    if (ts.isExportAssignment(statement)) {
      // `export default x` is named after x; `export = x` after the module.
      return [
        ts.isIdentifier(statement.expression) && !statement.isExportEquals
          ? statement.expression.text
          : baseName,
      ];
    }
    if (ts.isFunctionDeclaration(statement) && hasExport(statement)) {
      return [statement.name?.text ?? (hasDefault(statement) ? baseName : '')];
    }
    if (ts.isVariableStatement(statement) && hasExport(statement)) {
      return statement.declarationList.declarations.map((declaration) =>
        declaration.name.getText(),
      );
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause) {
      return ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements.map((element) => element.name.text)
        : [];
    }
    return [];
  });
}

/** Every `@docusaurus/*` module declared by @docusaurus/module-type-aliases. */
export function readClientModules(): ClientModule[] {
  const source = parseInstalledDeclarations('@docusaurus/module-type-aliases/src/index.d.ts');
  return source.statements.flatMap((statement) => {
    if (
      !ts.isModuleDeclaration(statement) ||
      !ts.isStringLiteral(statement.name) ||
      !statement.name.text.startsWith('@docusaurus/') ||
      !statement.body ||
      !ts.isModuleBlock(statement.body)
    ) {
      return [];
    }
    const name = statement.name.text;
    const {statements} = statement.body;
    return [
      {
        name,
        values: [...new Set(exportedValues(name.slice(name.indexOf('/') + 1), statements))],
        typeMembers: exportedTypeMembers(statements),
      },
    ];
  });
}

/** The `@docusaurus/<Name>` aliases that core creates, one per file of its client exports folder. */
export function clientExportAliases(): string[] {
  const coreDir = path.dirname(requireFromSite.resolve('@docusaurus/core/package.json'));
  return fs
    .readdirSync(path.join(coreDir, 'lib/client/exports'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `@docusaurus/${path.basename(file, '.js')}`)
    .sort();
}
