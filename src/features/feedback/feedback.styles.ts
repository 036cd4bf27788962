import { textLimitStyles } from '../ui/forms/text-limit.styles';

/** <gd-feedback> CSS: the form card above the history; both one column, the type chips wrapping. */
export const feedbackStyles = /* css */ `${textLimitStyles}
:host { container-type: inline-size; }
.fb {
  display: flex; flex-direction: column; gap: 16px; padding: clamp(14px, 2.5vw, 22px);
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.fb__head { display: flex; flex-direction: column; gap: 4px; }
.fb__title { margin: 0; font-size: 22px; }
.fb__lead { margin: 0; color: var(--_text-muted); }
.fb__visitor { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.fb__visitor p { margin: 0; }
.fb-form, .fb-history {
  display: flex; flex-direction: column; gap: 14px; padding: 16px; border-radius: var(--_radius-sm);
  background: var(--_surface-2);
}
.fb-card__title { margin: 0; font-size: 17px; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.fb-types { margin: 0; padding: 0; border: 0; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
.fb-types__options { display: flex; flex-wrap: wrap; gap: 8px; }
.fb-type { position: relative; display: inline-flex; }
.fb-type input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.fb-type span {
  padding: 7px 14px; border-radius: 999px; border: 1px solid var(--_border-strong); background: var(--_surface-3);
  font-size: 14px; cursor: pointer;
}
.fb-type input:checked + span { border-color: var(--_accent); background: color-mix(in srgb, var(--_accent) 18%, var(--_surface-3)); font-weight: 700; }
.fb-type input:focus-visible + span { outline: 2px solid var(--_focus); outline-offset: 2px; }
.fb-types--invalid .fb-type span { border-color: var(--_danger); }
.fb-textarea {
  flex: 1; min-width: 0; min-height: 120px; resize: vertical; background: transparent; border: 0; color: inherit;
  font: inherit; line-height: 1.5; padding: 10px 0;
}
.fb-textarea:focus { outline: none; }
.fb-note { display: flex; justify-content: space-between; align-items: flex-start; gap: 10px; }
.fb-note > div { flex: 1; min-width: 0; }
.fb-count { flex: none; font-size: 12px; color: var(--_text-muted); font-variant-numeric: tabular-nums; padding-top: 4px; }
.fb-count--over { color: var(--_danger); font-weight: 700; }
.fb-file { display: none; }
.fb-previews { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
.fb-preview { position: relative; width: 96px; height: 96px; border-radius: var(--_radius-sm); overflow: hidden; background: var(--_surface-3); }
.fb-preview img { width: 100%; height: 100%; object-fit: cover; display: block; }
.fb-preview__remove {
  position: absolute; top: 4px; inset-inline-end: 4px; width: 28px; height: 28px; border-radius: 50%;
  background: rgb(0 0 0 / 0.65); color: #fff;
}
.fb-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.fb-item { display: flex; flex-direction: column; gap: 6px; padding: 12px 14px; border-radius: var(--_radius-sm); background: var(--_surface-3); min-width: 0; }
.fb-item__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; font-size: 12px; color: var(--_text-muted); }
.fb-chip { padding: 1px 8px; border-radius: 10px; background: color-mix(in srgb, var(--_info) 20%, transparent); color: var(--_info); font-weight: 700; }
.fb-item p { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
.fb-item__comment, .fb-item__images, .fb-item__waiting { font-size: 13px; color: var(--_text-muted); display: flex; align-items: center; gap: 6px; }
.fb-reply { display: flex; flex-direction: column; gap: 4px; padding: 10px 12px; border-inline-start: 3px solid var(--_success); background: color-mix(in srgb, var(--_success) 8%, transparent); border-radius: var(--_radius-sm); }
.fb-reply--new { border-inline-start-color: var(--_accent); }
.fb-reply__head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-size: 13px; }
.fb-reply__head time { color: var(--_text-muted); font-size: 12px; }
.fb-badge { padding: 1px 8px; border-radius: 10px; background: var(--_accent); color: var(--_accent-text); font-size: 11px; font-weight: 800; text-transform: uppercase; }
`;
