import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';

type ElementLists = 'attributes' | 'members' | 'events' | 'slots' | 'cssParts' | 'cssProperties';

export const root: string;
export function analyzeFiles(files: string[]): Package;
export function elementManifest(): Package;
export function elementsOf(
  manifest: Package,
): (CustomElementDeclaration & Required<Pick<CustomElementDeclaration, ElementLists>>)[];
