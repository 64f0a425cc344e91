/**
 * The item tables of the theme configuration page: navbar items (one table per item type),
 * footer columns and links, and Prism magic comments. Their schemas sit inside arrays and
 * `when` switches of theme-classic's `ThemeConfigSchema`, which this file digs out of the
 * description into `group → leaves`, keyed like the `group` attribute of `<OptionName>`.
 */
import {describeAt, schemaLeaves, type SchemaDescription, type SchemaLeaf} from './schemaLeaves';

function firstItem(array: SchemaDescription, what: string): SchemaDescription {
  const item = array.items?.[0];
  if (!item) {
    throw new Error(`${what}: the array schema declares no item schema`);
  }
  return item;
}

/**
 * The navbar item type a `switch` case matches: the single allowed `type` value, `custom` for
 * the `custom-*` pattern, `link` for items without a `type` (the case whose `then` chooses
 * between a dropdown and a plain link; a typeless dropdown is the `dropdown` type again).
 */
function navbarCase(branch: {
  is: SchemaDescription;
  then: SchemaDescription;
}): [string, SchemaDescription] {
  const type = branch.is.keys?.type;
  if (type?.flags?.presence === 'forbidden') {
    const linkSchema = branch.then.whens?.[0]?.otherwise;
    if (!linkSchema) {
      throw new Error('navbar items: the case without a type has no plain link branch');
    }
    return ['link', linkSchema];
  }
  if (type?.allow?.length === 1) {
    return [String(type.allow[0]), branch.then];
  }
  if (type?.rules?.some((rule) => rule.name === 'pattern')) {
    return ['custom', branch.then];
  }
  throw new Error(`navbar items: cannot tell the type of the case ${JSON.stringify(branch.is)}`);
}

export function themeClassicGroups(themeConfig: SchemaDescription): Map<string, SchemaLeaf[]> {
  const groups = new Map<string, SchemaLeaf[]>();

  const navbarItem = firstItem(describeAt(themeConfig, 'navbar.items'), 'navbar.items');
  const positionLeaves = schemaLeaves(navbarItem);
  for (const branch of navbarItem.whens?.[0]?.switch ?? []) {
    const [type, schema] = navbarCase(branch);
    const leaves = [...schemaLeaves(schema), ...positionLeaves];
    // The discriminator is documented for every typed item, including the dropdown, whose
    // schema leaves `type` to `unknown()` because a dropdown may also omit it.
    if (type !== 'link' && !leaves.some((leaf) => leaf.name === 'type')) {
      leaves.push({name: 'type', required: false, defaultValue: undefined});
    }
    groups.set(`navbar-${type}`, leaves);
  }

  const [columns, links] = describeAt(themeConfig, 'footer.links').matches ?? [];
  if (!columns?.schema || !links?.schema) {
    throw new Error('footer.links: expected the multi-column and the simple alternative');
  }
  groups.set('footer-column', schemaLeaves(firstItem(columns.schema, 'footer columns')));
  groups.set('footer-link', schemaLeaves(firstItem(links.schema, 'footer links')));

  const magicComment = firstItem(describeAt(themeConfig, 'prism.magicComments'), 'magicComments');
  groups.set('magic-comment', schemaLeaves(magicComment));
  return groups;
}
