// Helpers to read declaration files (.d.ts) of the installed packages with the TypeScript
// compiler API: exported names and the members of object types.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import ts from 'typescript';
import {siteDir} from './mdxPage';

const requireFromSite = createRequire(`${siteDir}/package.json`);

export function parseInstalledDeclarations(modulePath: string): ts.SourceFile {
  const file = requireFromSite.resolve(modulePath);
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind)
  );
}

export const hasExport = (node: ts.Node) => hasModifier(node, ts.SyntaxKind.ExportKeyword);
export const hasDefault = (node: ts.Node) => hasModifier(node, ts.SyntaxKind.DefaultKeyword);

export function memberName(member: ts.TypeElement): string | undefined {
  const name = member.name;
  if (!name) {
    return undefined;
  }
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** Property names of the object literals that make up a type (through `&` and `|`). */
export function literalMembers(type: ts.TypeNode): string[] {
  if (ts.isTypeLiteralNode(type)) {
    return type.members.flatMap((member) => memberName(member) ?? []);
  }
  if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type)) {
    return type.types.flatMap(literalMembers);
  }
  if (ts.isParenthesizedTypeNode(type)) {
    return literalMembers(type.type);
  }
  return [];
}

/** Members of an exported interface or object type alias among `statements`, by type name. */
export function exportedTypeMembers(statements: readonly ts.Statement[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const statement of statements) {
    if (ts.isInterfaceDeclaration(statement) && hasExport(statement)) {
      result.set(
        statement.name.text,
        statement.members.flatMap((member) => memberName(member) ?? []),
      );
    } else if (ts.isTypeAliasDeclaration(statement) && hasExport(statement)) {
      result.set(statement.name.text, literalMembers(statement.type));
    }
  }
  return result;
}
