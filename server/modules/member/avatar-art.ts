/** The STATIC avatars a member can pick: a face on a coloured disc, drawn as SVG. */
export const STATIC_AVATARS: Record<string, { from: string; to: string }> = {
  default: { from: '#5b6cff', to: '#2a2f7a' },
  ocean: { from: '#2ec5ff', to: '#0b5f8a' },
  forest: { from: '#3fcf7a', to: '#17663a' },
  sunset: { from: '#ff9a3c', to: '#b83a1b' },
  berry: { from: '#e0589c', to: '#6d1a4a' },
  gold: { from: '#f5cf4a', to: '#9a6b07' },
};

export function staticAvatarSvg(key: string): string | null {
  const colours = STATIC_AVATARS[key];
  if (!colours) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>
<circle cx="64" cy="64" r="64" fill="url(#g)"/><circle cx="64" cy="50" r="22" fill="#fff" fill-opacity=".9"/>
<path d="M24 108c6-22 22-32 40-32s34 10 40 32" fill="#fff" fill-opacity=".9"/></svg>`;
}
