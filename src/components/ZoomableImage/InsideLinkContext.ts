import {createContext} from 'react';

/**
 * True inside a Markdown link: an image there is the link's content, and a zoom button inside
 * a link would be invalid (interactive content nested in interactive content).
 */
export const InsideLinkContext = createContext(false);
