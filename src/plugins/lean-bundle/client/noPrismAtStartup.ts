// Stands in for the theme's prism-include-languages client module (see ../index.ts):
// src/theme/CodeBlock/Content/prism.ts registers the additional languages when a code block first
// needs Prism, so nothing has to run at startup.
export {};
