import { html, svg } from 'lit-html';

/**
 * Inline SVG icons (no icon fonts, no emoji: they must render the same everywhere). Icons that
 * stand next to their own text are decorative; only the social links need a name (a brand name,
 * the same in every language).
 */
const icon = (body: ReturnType<typeof svg>, label?: string) =>
  label
    ? html`<svg class="icon" viewBox="0 0 24 24" role="img" aria-label=${label} focusable="false">${body}</svg>`
    : html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${body}</svg>`;

export const facebookIcon = () =>
  icon(
    svg`<path fill="currentColor" d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z"/>`,
    'Facebook',
  );

export const xIcon = () =>
  icon(
    svg`<path fill="currentColor" d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5z"/>`,
    'X',
  );

export const instagramIcon = () =>
  icon(
    svg`<path fill="none" stroke="currentColor" stroke-width="2" d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z"/><circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="17.5" cy="6.5" r="1.2" fill="currentColor"/>`,
    'Instagram',
  );

export const youtubeIcon = () =>
  icon(
    svg`<path fill="currentColor" d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z"/>`,
    'YouTube',
  );

export const telegramIcon = () =>
  icon(
    svg`<path fill="currentColor" d="M21.4 4.2 2.9 11.3c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5zM9.2 14l8.6-5.4c.4-.3.8-.1.5.2l-7.1 6.4-.3 3.2L9.2 14z"/>`,
    'Telegram',
  );

export const shieldIcon = () =>
  icon(
    svg`<path fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3z"/><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" d="m8.5 12 2.5 2.5 4.5-5"/>`,
  );

export const userPlusIcon = () =>
  icon(
    svg`<circle cx="9" cy="8" r="4" fill="none" stroke="currentColor" stroke-width="2"/><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6"/>`,
  );

export const playIcon = () =>
  icon(
    svg`<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path fill="currentColor" d="M10 8.5v7l6-3.5z"/>`,
  );

export const trophyIcon = () =>
  icon(
    svg`<path fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" d="M7 4h10v5a5 5 0 0 1-10 0V4zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9.5 18h5"/>`,
  );

export const categoryIcon = (kind: string) => {
  const paths: Record<string, ReturnType<typeof svg>> = {
    sports: svg`<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path fill="none" stroke="currentColor" stroke-width="1.6" d="m12 7 4 3-1.5 4.5h-5L8 10z M12 3v4M16 10l4.5-1.5M14.5 14.5 17 19M9.5 14.5 7 19M8 10 3.5 8.5"/>`,
    live: svg`<rect x="3" y="5" width="18" height="14" rx="3" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="3" fill="currentColor"/>`,
    rng: svg`<rect x="3" y="4" width="18" height="16" rx="3" fill="none" stroke="currentColor" stroke-width="2"/><path fill="none" stroke="currentColor" stroke-width="2" d="M9 4v16M15 4v16"/><circle cx="6" cy="12" r="1.3" fill="currentColor"/><circle cx="12" cy="12" r="1.3" fill="currentColor"/><circle cx="18" cy="12" r="1.3" fill="currentColor"/>`,
    fish: svg`<path fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" d="M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3z"/><circle cx="8" cy="11" r="1.2" fill="currentColor"/>`,
    lottery: svg`<circle cx="8" cy="9" r="4" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="16" cy="15" r="4" fill="none" stroke="currentColor" stroke-width="2"/><path fill="currentColor" d="M7 7.5h2v3H7zM15 13.5h2v3h-2z"/>`,
    pvp: svg`<rect x="4" y="3" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2" transform="rotate(-8 9 10)"/><rect x="10" y="6" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2" transform="rotate(8 15 13)"/>`,
  };
  return icon(paths[kind] ?? paths.rng!);
};
