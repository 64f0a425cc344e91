import {sitesAToF} from './sites-a-f';
import {sitesGToM} from './sites-g-m';
import {sitesNToR} from './sites-n-r';
import {sitesSToZ} from './sites-s-z';
import type {Site} from './types';

export {tags, tagTypes} from './tags';
export type {Site, Tag, TagType} from './types';

/** Every showcase site, in the order the data files list them. */
export const allSites: readonly Site[] = [...sitesAToF, ...sitesGToM, ...sitesNToR, ...sitesSToZ];

/** Where the generated preview card of a site lives, relative to the site root. */
export function previewPath(site: Pick<Site, 'id'>): string {
  return `/img/showcase/${site.id}.webp`;
}
