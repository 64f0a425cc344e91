import {tagTypes} from '@site/src/data/showcase';
import {useQueryState} from '@site/src/utils/useQueryState';
import {
  parseFilterState,
  serializeFilterState,
  defaultFilterState,
  type FilterState,
} from './_utils';

const parse = (search: string) => parseFilterState(search, tagTypes);

/** The showcase filter state, stored in the URL (see useQueryState). */
export function useShowcaseFilters(): [FilterState, (next: FilterState) => void] {
  return useQueryState(defaultFilterState, parse, serializeFilterState);
}
