import {translate} from '@docusaurus/Translate';

import type {Tag, TagType} from './types';

/** Every tag, in the order the filters list them. */
export const tags: Readonly<Record<TagType, Tag>> = {
  favorite: {
    label: translate({id: 'showcase.tag.favorite.label', message: 'Favorite'}),
    description: translate({
      id: 'showcase.tag.favorite.description',
      message: 'Chosen by the maintainers as sites worth a visit. Sites cannot pick this tag.',
    }),
    color: '#e9669e',
  },
  opensource: {
    label: translate({id: 'showcase.tag.opensource.label', message: 'Open-Source'}),
    description: translate({
      id: 'showcase.tag.opensource.description',
      message: 'The source of the website is public, so you can see how it is built.',
    }),
    color: '#39ca30',
  },
  product: {
    label: translate({id: 'showcase.tag.product.label', message: 'Product'}),
    description: translate({
      id: 'showcase.tag.product.description',
      message: 'Documentation or marketing for a commercial product or service.',
    }),
    color: '#dfd545',
  },
  design: {
    label: translate({id: 'showcase.tag.design.label', message: 'Design'}),
    description: translate({
      id: 'showcase.tag.design.description',
      message: 'A look that goes clearly beyond the classic theme defaults.',
    }),
    color: '#a44fb7',
  },
  i18n: {
    label: translate({id: 'showcase.tag.i18n.label', message: 'I18n'}),
    description: translate({
      id: 'showcase.tag.i18n.description',
      message: 'Published in more than one language with the i18n support.',
    }),
    color: '#127f82',
  },
  versioning: {
    label: translate({id: 'showcase.tag.versioning.label', message: 'Versioning'}),
    description: translate({
      id: 'showcase.tag.versioning.description',
      message: 'Serves several versions of its docs with the docs versioning feature.',
    }),
    color: '#fe6829',
  },
  large: {
    label: translate({id: 'showcase.tag.large.label', message: 'Large'}),
    description: translate({
      id: 'showcase.tag.large.description',
      message: 'More than 200 pages, not counting older versions.',
    }),
    color: '#8c2f00',
  },
  meta: {
    label: translate({id: 'showcase.tag.meta.label', message: 'Meta'}),
    description: translate({
      id: 'showcase.tag.meta.description',
      message: 'Sites of open-source projects from Meta, formerly Facebook.',
    }),
    color: '#4267b2',
  },
  personal: {
    label: translate({id: 'showcase.tag.personal.label', message: 'Personal'}),
    description: translate({
      id: 'showcase.tag.personal.description',
      message: 'Personal sites, blogs and digital gardens.',
    }),
    color: '#14cfc3',
  },
  rtl: {
    label: translate({id: 'showcase.tag.rtl.label', message: 'RTL Direction'}),
    description: translate({
      id: 'showcase.tag.rtl.description',
      message: 'Written in a right-to-left language such as Persian or Arabic.',
    }),
    color: '#ffcfc3',
  },
};

export const tagTypes = Object.keys(tags) as TagType[];
