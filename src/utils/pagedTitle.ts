import {translate} from '@docusaurus/Translate';

/** A paginated list's title: past the first page it names the page, so tabs tell them apart. */
export function pagedTitle(title: string, page: number): string {
  return page > 1
    ? translate(
        {id: 'site.blogListPage.pagedHeading', message: '{blogTitle}, page {page}'},
        {
          blogTitle: title,
          page,
        },
      )
    : title;
}
