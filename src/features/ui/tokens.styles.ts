/**
 * Design tokens. Public `--gd-*` custom properties (set on the element, an ancestor or
 * `:root`) feed private `--_*` variables with fallbacks, so a host page can theme every
 * element without the defaults on `:host` shadowing inherited values.
 * Dark by default; `theme="light"` on the element or any ancestor switches the palette. The light
 * accent is deep enough for white button text and for links on white (at least 4.5:1 both).
 */
export const tokensStyles = /* css */ `
:host {
  --_bg: var(--gd-color-bg, #0a101c);
  --_surface: var(--gd-color-surface, #111a2b);
  --_surface-2: var(--gd-color-surface-raised, #18233a);
  --_surface-3: var(--gd-color-surface-sunken, #0d1524);
  --_border: var(--gd-color-border, #24314b);
  --_border-strong: var(--gd-color-border-strong, #33425f);
  --_text: var(--gd-color-text, #e8eef8);
  --_text-muted: var(--gd-color-text-muted, #8c9ab4);
  --_accent: var(--gd-color-accent, #19d27a);
  --_accent-hover: var(--gd-color-accent-hover, #35e58e);
  --_accent-text: var(--gd-color-accent-text, #03140b);
  --_gold: var(--gd-color-gold, #f6c343);
  --_danger: var(--gd-color-danger, #ff5d73);
  --_danger-bg: var(--gd-color-danger-bg, rgba(255, 93, 115, 0.12));
  --_success: var(--gd-color-success, #19d27a);
  --_info: var(--gd-color-info, #4da3ff);
  --_warning: var(--gd-color-warning, #f6c343);
  --_focus: var(--gd-focus-ring, 0 0 0 3px rgba(25, 210, 122, 0.45));
  --_radius: var(--gd-radius, 12px);
  --_radius-sm: var(--gd-radius-small, 8px);
  --_shadow: var(--gd-shadow, 0 18px 48px rgba(0, 0, 0, 0.45));
  --_font: var(--gd-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
  --_backdrop: var(--gd-backdrop, rgba(3, 7, 15, 0.72));
  --_header-bg: var(--gd-header-bg, linear-gradient(180deg, #0f1829 0%, #0a101c 100%));
  color-scheme: dark;
  display: block;
  font-family: var(--_font);
  color: var(--_text);
  font-size: 15px;
  line-height: 1.45;
  -webkit-font-smoothing: antialiased;
}
:host([theme='light']),
:host-context([theme='light']) {
  --_bg: var(--gd-color-bg, #f3f5f9);
  --_surface: var(--gd-color-surface, #ffffff);
  --_surface-2: var(--gd-color-surface-raised, #f6f8fb);
  --_surface-3: var(--gd-color-surface-sunken, #eef1f6);
  --_border: var(--gd-color-border, #dde3ec);
  --_border-strong: var(--gd-color-border-strong, #c5cfdc);
  --_text: var(--gd-color-text, #111827);
  --_text-muted: var(--gd-color-text-muted, #5b6b82);
  --_accent: var(--gd-color-accent, #0b7f4f);
  --_accent-hover: var(--gd-color-accent-hover, #096b42);
  --_accent-text: var(--gd-color-accent-text, #ffffff);
  --_gold: var(--gd-color-gold, #c88a00);
  --_danger: var(--gd-color-danger, #d92d4b);
  --_danger-bg: var(--gd-color-danger-bg, rgba(217, 45, 75, 0.08));
  --_focus: var(--gd-focus-ring, 0 0 0 3px rgba(15, 169, 104, 0.35));
  --_shadow: var(--gd-shadow, 0 18px 48px rgba(15, 23, 42, 0.18));
  --_backdrop: var(--gd-backdrop, rgba(15, 23, 42, 0.45));
  --_header-bg: var(--gd-header-bg, #ffffff);
  color-scheme: light;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
`;
