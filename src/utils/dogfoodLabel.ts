import {translate} from '@docusaurus/Translate';

/** The word that marks pages of the test area (after a dog emoji), in the tab title and on test docs. */
export function dogfoodLabel(): string {
  return translate({
    id: 'site.dogfoodLabel.text',
    message: 'Dogfood',
    description: 'Label of test-area docs',
  });
}
