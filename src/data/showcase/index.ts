import {sitesAToF} from './sites-a-f';
import {sitesGToM} from './sites-g-m';
import {sitesNToR} from './sites-n-r';
import {sitesSToZ} from './sites-s-z';
import {tagTypes} from './tags';
import type {Site, TagType} from './types';

export {tags, tagTypes} from './tags';
export type {Site, Tag, TagType} from './types';

/** Every showcase site, in the order the data files list them. */
export const allSites: readonly Site[] = [...sitesAToF, ...sitesGToM, ...sitesNToR, ...sitesSToZ];

/** Where the generated preview card of a site lives, relative to the site root. */
export function previewPath(site: Pick<Site, 'id'>): string {
  return `/img/showcase/${site.id}.webp`;
}

/** A site's tags in the order of the tag list (the filters), so a tag keeps its place on every card. */
export function tagsInListOrder(site: Pick<Site, 'tags'>): TagType[] {
  return tagTypes.filter((tag) => site.tags.includes(tag));
}
