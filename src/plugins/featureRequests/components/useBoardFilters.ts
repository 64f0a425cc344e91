import type {FeatureRequestCategory, FeatureRequestStatus} from '@site/src/data/featureRequests';
import {useQueryState} from '@site/src/utils/useQueryState';
import {
  defaultBoardFilters,
  parseBoardFilters,
  serializeBoardFilters,
  type BoardFilters,
} from '../utils';
import {categoryLabels, statusLabels} from './labels';

const values = {
  statuses: Object.keys(statusLabels) as FeatureRequestStatus[],
  categories: Object.keys(categoryLabels) as FeatureRequestCategory[],
};

const parse = (search: string) => parseBoardFilters(search, values);

/**
 * The board's filters, kept in the URL (see useQueryState): a filtered board can be shared, and
 * survives a reload and a trip to a request and back.
 */
export function useBoardFilters(): [BoardFilters, (next: BoardFilters) => void] {
  return useQueryState(defaultBoardFilters, parse, serializeBoardFilters);
}
