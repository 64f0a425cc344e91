// Loaded only on deploy previews (see `isDeployPreview` in docusaurus.config.ts): logs what
// each client-side navigation rendered, so reviewers can spot a wrong title or class.
import type {ClientModule} from '@docusaurus/types';

function describePage(): Record<string, string | null> {
  return {
    heading: document.querySelector('h1')?.textContent ?? null,
    title: document.title,
    description:
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    htmlClassName: document.documentElement.className,
  };
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      // The new page's title, description and html class reach the document after this hook
      // (the head is updated in a microtask, see lean-bundle/client/helmet.tsx): read it once
      // they have, in a task of its own.
      setTimeout(() =>
        console.log('[deploy-preview] route change', {
          from: previousLocation.pathname,
          to: location.pathname,
          ...describePage(),
        }),
      );
    }
  },
};

export default clientModule;
