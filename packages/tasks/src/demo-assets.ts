/**
 * URL of a demo media file (a `filename` of an `img` or `audio` demo entry). The files ship in the
 * package's `assets/` folder, so the URL works offline, from the sources and from the builds. This module sits at the
 * top of src/ because the CommonJS bundle, dist/index.cjs, reads import.meta.url as its own URL: one level below
 * the package folder, as this module is in every build.
 */
export function taskDemoAssetUrl(filename: string): URL {
  if (!/^[\w.-]+$/.test(filename)) throw new Error(`Not a demo asset file name: ${filename}`);
  return new URL(`../assets/${filename}`, import.meta.url);
}
