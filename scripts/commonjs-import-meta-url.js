// Injected into the CommonJS bundles by build-commonjs.mjs, which reads import.meta.url as this: the URL of the
// bundle's own file ("url", not "node:url", for the older runtimes that build serves). Marked pure, so that a bundle
// that never reads import.meta.url leaves it out.
export const importMetaUrl = /* @__PURE__ */ (() => require("url").pathToFileURL(__filename).href)();
