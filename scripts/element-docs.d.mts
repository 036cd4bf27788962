import type { Package } from 'custom-elements-manifest/schema';

export function elementsMarkdown(manifest: Package): string;
