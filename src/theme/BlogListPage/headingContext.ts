import {createContext} from 'react';

/**
 * The heading of the blog list page being rendered, for the BlogPostItems wrapper; undefined on
 * the other pages that list posts (tag and author pages), which have a visible heading of their own.
 */
export const BlogListHeadingContext = createContext<string | undefined>(undefined);
