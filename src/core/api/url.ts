/** `apiBase` + endpoint path, with exactly one slash between them. */
export function endpointUrl(apiBase: string, path: string): string {
  if (apiBase === '') return path;
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** GET/DELETE input as query parameters; absent values are left out, objects travel as JSON. */
export function toSearchParams(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}
