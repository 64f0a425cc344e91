/**
 * Turns a Joi schema description (`schema.describe()`) into the rows an option table holds:
 * one per leaf, with dotted names for the keys of nested objects (`feedOptions.type`). An object
 * whose keys are declared is not a row itself; its keys are. Keys a schema forbids (kept only
 * to print a migration message) are not options. Each leaf carries the default Joi fills in.
 */
import type {SchemaDescription as BaseDescription} from './joiSchema';

/** The shared description type, plus the parts the plugin and theme schemas also use. */
export type SchemaDescription = Omit<BaseDescription, 'keys' | 'matches'> & {
  keys?: Record<string, SchemaDescription>;
  matches?: {schema?: SchemaDescription}[];
  items?: SchemaDescription[];
  rules?: {name: string; args?: Record<string, unknown>}[];
  whens?: {
    is?: SchemaDescription;
    then?: SchemaDescription;
    otherwise?: SchemaDescription;
    switch?: {is: SchemaDescription; then: SchemaDescription}[];
  }[];
};

export type SchemaLeaf = {
  name: string;
  required: boolean;
  /** The value Joi fills in when the field is left out (its parent object being given). */
  defaultValue: unknown;
};

/** `describe()` writes a RegExp value as `{regex: '/source/flags'}`; turn it back. */
function fromDescribedValue(value: unknown): unknown {
  const regex = (value as {regex?: unknown} | null)?.regex;
  if (typeof regex === 'string' && Object.keys(value as object).length === 1) {
    const [, source, flags] = /^\/(.*)\/([a-z]*)$/s.exec(regex) ?? [];
    return new RegExp(source ?? regex, flags);
  }
  return value;
}

/** The value Joi fills in for a field that is left out, read from its description. */
export function describedDefault(description: SchemaDescription): unknown {
  const flags = description.flags ?? {};
  if ('default' in flags) {
    // Joi calls a function default to get the value; Docusaurus relies on this to default to
    // functions (sidebar generators, reading time) without Joi taking them for factories.
    return typeof flags.default === 'function'
      ? (flags.default as () => unknown)()
      : fromDescribedValue(flags.default);
  }
  // `Joi.when(sibling, {is, then, otherwise})` without a default of its own: in the common case
  // (the sibling keeps its default) the `otherwise` branch applies.
  const onlyWhen = description.whens?.length === 1 ? description.whens[0] : undefined;
  return onlyWhen?.otherwise ? describedDefault(onlyWhen.otherwise) : undefined;
}

export type LeafOptions = {
  /**
   * Dotted names of objects documented as one row although their keys are declared (e.g. a
   * Prism theme object, whose `plain` and `styles` keys nobody sets one by one).
   */
  opaque?: readonly string[];
};

export function schemaLeaves(
  description: SchemaDescription,
  {opaque = []}: LeafOptions = {},
  prefix = '',
): SchemaLeaf[] {
  return Object.entries(description.keys ?? {}).flatMap(([key, child]): SchemaLeaf[] => {
    const name = `${prefix}${key}`;
    if (child.flags?.presence === 'forbidden') {
      return [];
    }
    if (child.type === 'object' && child.keys && !opaque.includes(name)) {
      return schemaLeaves(child, {opaque}, `${name}.`);
    }
    const required = child.flags?.presence === 'required';
    return [{name, required, defaultValue: required ? undefined : describedDefault(child)}];
  });
}

/** Walks a dotted path of object keys in a description. */
export function describeAt(description: SchemaDescription, dottedPath: string): SchemaDescription {
  return dottedPath.split('.').reduce((current, key) => {
    const child = current.keys?.[key];
    if (!child) {
      throw new Error(`The schema has no key "${key}" on the way to "${dottedPath}"`);
    }
    return child;
  }, description);
}

/** True when a value holds code somewhere, so no literal in a table can show it. */
export function containsFunction(value: unknown): boolean {
  if (typeof value === 'function') {
    return true;
  }
  return (
    Boolean(value) && typeof value === 'object' && Object.values(value!).some(containsFunction)
  );
}
