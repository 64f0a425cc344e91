import {createContext} from 'react';

/** The `alt` text given to `<IdealImage>`, handed down to the image it renders. */
export const IdealImageAltContext = createContext<string | undefined>(undefined);
