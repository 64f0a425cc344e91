// Walks the description of a Joi schema (`schema.describe()`) the way the config reference
// documents it: dotted field paths, with `<*>` standing for a key matched by a pattern
// (for example every locale name under `i18n.localeConfigs`).

export type SchemaDescription = {
  type?: string;
  flags?: {default?: unknown; presence?: string; only?: boolean};
  allow?: unknown[];
  keys?: Record<string, SchemaDescription>;
  patterns?: {rule?: SchemaDescription}[];
  matches?: {schema?: SchemaDescription}[];
};

export const PATTERN_SEGMENT = '<*>';

/** Child fields of an object schema, looking through alternatives such as `boolean | object`. */
export function childFields(description: SchemaDescription): [string, SchemaDescription][] {
  const children: [string, SchemaDescription][] = Object.entries(description.keys ?? {});
  for (const pattern of description.patterns ?? []) {
    if (pattern.rule) {
      children.push([PATTERN_SEGMENT, pattern.rule]);
    }
  }
  for (const match of description.matches ?? []) {
    if (match.schema) {
      children.push(...childFields(match.schema));
    }
  }
  return children;
}

/** Every nested field below `prefix`, as dotted paths mapped to their description. */
export function nestedFields(
  prefix: string,
  description: SchemaDescription,
): Map<string, SchemaDescription> {
  const result = new Map<string, SchemaDescription>();
  for (const [name, child] of childFields(description)) {
    const fieldPath = `${prefix}.${name}`;
    result.set(fieldPath, child);
    for (const [grandChildPath, grandChild] of nestedFields(fieldPath, child)) {
      result.set(grandChildPath, grandChild);
    }
  }
  return result;
}

/** Values a string field is restricted to (`Joi.string().equal(...)`), if any. */
export function allowedValues(description: SchemaDescription): unknown[] | undefined {
  return description.flags?.only ? description.allow : undefined;
}

export function isPlainObjectWithKeys(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  );
}

/**
 * Reads a documented default written as a single code span holding a JavaScript literal
 * (`'throw'`, `false`, `['static']`, `{}`, `undefined`). Returns `undefined` for prose.
 */
export function parseLiteralCell(cell: string): {value: unknown} | undefined {
  const match = /^`([^`]+)`$/.exec(cell.trim());
  const code = match?.[1]?.trim();
  if (code === undefined) {
    return undefined;
  }
  if (code === 'undefined') {
    return {value: undefined};
  }
  const json = code
    .replace(/'([^']*)'/g, (_all, inner: string) => JSON.stringify(inner))
    .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":');
  try {
    return {value: JSON.parse(json)};
  } catch {
    return undefined;
  }
}

/** The quoted string values written in a type cell, e.g. `'ignore' | 'log'` gives ignore and log. */
export function quotedValues(cell: string): string[] {
  return [...cell.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}
