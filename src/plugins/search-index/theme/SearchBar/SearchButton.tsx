// The navbar search button, in DocSearch's markup and class names so that @docsearch/css styles
// it. It is ours rather than DocSearch's own so that the DocSearch package (mostly its modal)
// stays out of the bundle every page loads: the modal arrives when the reader shows intent.
import React, {forwardRef, useEffect, useState, type HTMLAttributes} from 'react';
import {translate} from '@docusaurus/Translate';
import IconSearch from '@site/src/components/icons/IconSearch';

type Props = Omit<HTMLAttributes<HTMLButtonElement>, 'children' | 'type' | 'className'>;

/** Whether the reader's platform names its shortcut key ⌘ rather than Ctrl. */
function isApplePlatform(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(props, ref) {
  // The id of the official search theme, whose translations the plugin loads for every locale.
  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
  // The key names depend on the platform, which the server cannot know: shown once hydrated.
  const [modifier, setModifier] = useState<'⌘' | 'Ctrl' | null>(null);
  useEffect(() => setModifier(isApplePlatform() ? '⌘' : 'Ctrl'), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={modifier ? `${label} (${modifier === '⌘' ? 'Command' : 'Ctrl'}+K)` : label}
      aria-keyshortcuts={modifier ? `${modifier === '⌘' ? 'Meta' : 'Control'}+K` : undefined}
      ref={ref}
      {...props}>
      <span className="DocSearch-Button-Container">
        <IconSearch className="DocSearch-Search-Icon" width={20} height={20} />
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key search-key-modifier">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
