export function buildInputsHash(root: string): string;
export function buildIsCurrent(root: string, inputs?: string): boolean;
export function recordBuild(root: string, inputs: string): void;
