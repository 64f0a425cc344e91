// Stands in for the theme's prism-include-languages client module (see ../index.ts): the code
// block's own module registers the additional languages, so nothing has to run at startup.
export {};
