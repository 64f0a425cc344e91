// What the client build's route table adds to the generated module (../routesLoader.cjs).
declare module '@generated/routes' {
  /** Exact routes of the on-demand sections whose path ends in .html. */
  export const sectionHtmlPaths: string[];
}
