/**
 * How deeply the generated suites sample, the same for all of them: JINJA_DIFF_SCALE=10 samples ten times as many
 * cases and JINJA_DIFF_SEED=<n> shifts every seed (deeper fuzzing on demand; the defaults are what CI runs).
 */

export const SCALE = Math.max(1, Number(process.env.JINJA_DIFF_SCALE ?? 1) || 1);
export const SEED_SHIFT = Number(process.env.JINJA_DIFF_SEED ?? 0) || 0;

/**
 * A corpus template's own seed: `base` plus a stable hash (FNV-1a) of its file name, so that adding a template
 * reshuffles no other template's cases.
 */
export function fileSeed(base: number, file: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) {
    h ^= file.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (base + h + SEED_SHIFT) | 0;
}
