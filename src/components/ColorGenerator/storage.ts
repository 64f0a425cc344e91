/**
 * Where the colour generator keeps a reader's colours: session storage, one slot per colour mode,
 * so an experiment lasts for the tab and each mode keeps its own. Small on purpose: the page's
 * own chunk reads it to know whether stored colours must be applied at once.
 */
import {createStorageSlot} from '@docusaurus/theme-common';
import type {ColorModeName} from '@site/src/utils/colorUtils';

export function colorsSlot(mode: ColorModeName): ReturnType<typeof createStorageSlot> {
  return createStorageSlot(`docusaurus.colorGenerator.${mode}`, {persistence: 'sessionStorage'});
}

/** Whether this tab holds colours the reader chose, in either mode. */
export function hasStoredColors(): boolean {
  return (['light', 'dark'] as const).some((mode) => colorsSlot(mode).get() !== null);
}
