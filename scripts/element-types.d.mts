import type { Package } from 'custom-elements-manifest/schema';

export function elementTypes(manifest: Package): string;
