/** The tags a showcase site can carry. See tags.ts for what each one means. */
export type TagType =
  | 'favorite'
  | 'opensource'
  | 'product'
  | 'design'
  | 'i18n'
  | 'versioning'
  | 'large'
  | 'meta'
  | 'personal'
  | 'rtl';

export type Tag = {
  label: string;
  description: string;
  /** Chip and card colour, a 6-digit hex value. */
  color: string;
};

/** A public website built with Docusaurus. */
export type Site = {
  /**
   * Kebab-case key: names the preview image `static/img/showcase/<id>.webp`, which
   * `node scripts/make-showcase-cards.mjs` generates.
   */
  id: string;
  /** The project's own name for the site. */
  title: string;
  /** One sentence in our words, at most 120 characters. */
  description: string;
  /** Address of the live site. */
  website: string;
  /** Repository holding the site's source, or null when it is not public. */
  source: string | null;
  tags: readonly TagType[];
};
