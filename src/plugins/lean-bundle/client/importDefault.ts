// Stands in for tslib in @docusaurus/utils-common (see ../index.ts). That package is CommonJS and
// calls one tslib helper, but requiring tslib from CommonJS keeps every helper in the bundle.
// The helper: a CommonJS module's exports become the default export unless it is an ES module.
export function __importDefault<T>(mod: T): T | {default: T} {
  return (mod as {__esModule?: boolean} | null)?.__esModule ? mod : {default: mod};
}
