import type { Package } from 'custom-elements-manifest/schema';

/** Declaration files by their path under the package's types/ folder. */
export function elementTypes(manifest: Package): Record<string, string>;
