/**
 * Where EditOnDemand registers itself when a page that needs it loads. Pages with live blocks
 * compiled at build time import it (src/plugins/live-playground/remark.ts), so it is in those
 * pages' own code, ready when they render and hydrate; the Playground wrapper, which every page
 * with a code block loads, only looks it up here.
 */
import type {ComponentType} from 'react';
import type {EditOnDemandProps} from './EditOnDemand';

let registered: ComponentType<EditOnDemandProps> | undefined;

export function registerEditOnDemand(component: ComponentType<EditOnDemandProps>): void {
  registered = component;
}

export function registeredEditOnDemand(): ComponentType<EditOnDemandProps> | undefined {
  return registered;
}
