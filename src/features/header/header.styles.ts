/** <gd-header> CSS. Container queries switch between the desktop and the phone layout. */
export const headerStyles = /* css */ `
.small { font-size: 13px; margin: 0; }
:host { container-type: inline-size; }
.header {
  background: var(--_header-bg); border-bottom: 1px solid var(--_border);
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
}
.header__inner {
  display: flex; align-items: center; gap: 16px; min-height: 68px; padding: 10px clamp(12px, 3vw, 32px);
  max-width: var(--gd-header-max-width, 1440px); margin-inline: auto;
}
.restricted {
  display: flex; align-items: center; gap: 12px; flex-wrap: wrap; justify-content: space-between;
  padding: 8px clamp(12px, 3vw, 32px); font-size: 13.5px; color: var(--_info);
  background: color-mix(in srgb, var(--_info) 10%, transparent); border-top: 1px solid var(--_border);
}
.brand { display: inline-flex; align-items: center; gap: 10px; flex: none; position: relative; }
.logo { display: inline-flex; align-items: center; gap: 10px; text-decoration: none; color: var(--_text); flex: none; border-radius: 8px; }
.logo__mark {
  width: 34px; height: 34px; border-radius: 10px; display: grid; place-items: center; color: var(--_accent-text);
  background: linear-gradient(135deg, var(--_accent) 0%, #0fb5a5 100%);
  box-shadow: 0 6px 18px color-mix(in srgb, var(--_accent) 40%, transparent);
}
.logo__text { font-size: 20px; font-weight: 800; letter-spacing: -0.02em; }
.logo__image { display: block; height: 36px; width: auto; }
.header__actions { margin-inline-start: auto; display: flex; align-items: center; gap: 10px; min-width: 0; }

.menu { position: relative; }
.menu__list {
  position: absolute; z-index: 30; top: calc(100% + 8px); inset-inline-start: 0; min-width: 200px; padding: 6px;
  background: var(--_surface); border: 1px solid var(--_border-strong); border-radius: var(--_radius-sm);
  box-shadow: var(--_shadow); display: flex; flex-direction: column; gap: 2px;
  animation: gd-pop 0.14s ease-out;
}
.menu__list--end { inset-inline-start: auto; inset-inline-end: 0; min-width: 230px; }
.menu__header { display: flex; flex-direction: column; padding: 8px 10px 10px; border-bottom: 1px solid var(--_border); margin-bottom: 4px; }
.menu__item {
  display: flex; align-items: center; gap: 10px; width: 100%; padding: 9px 10px; border: 0; border-radius: 6px;
  background: transparent; cursor: pointer; text-align: start; font-size: 14px; color: var(--_text);
}
.menu__item:hover, .menu__item:focus-visible { background: var(--_surface-2); }
.menu__item[aria-checked='true'] { color: var(--_accent); font-weight: 600; }
.menu__item--danger { color: var(--_danger); }
.menu__code { display: inline-grid; place-items: center; width: 28px; height: 20px; border-radius: 4px; background: var(--_surface-3); font-size: 11px; font-weight: 700; color: var(--_text-muted); }
.lang-btn { gap: 6px; color: var(--_text-muted); }
.lang-btn__code { font-weight: 700; color: var(--_text); }

.guest { display: flex; align-items: center; gap: 8px; }
.quick-login { display: flex; align-items: center; gap: 8px; }
.quick-field {
  display: flex; align-items: center; gap: 6px; height: 34px; padding: 0 10px; width: 150px;
  border: 1px solid var(--_border); border-radius: var(--_radius-sm); background: var(--_surface-3); color: var(--_text-muted);
}
.quick-field:focus-within { border-color: var(--_accent); box-shadow: var(--_focus); }
.quick-field input { flex: 1; min-width: 0; border: 0; outline: none; background: transparent; font-size: 13.5px; color: var(--_text); }
.quick-field input::placeholder { color: var(--_text-muted); }
.compact-login { display: none; }

.account { display: flex; align-items: center; gap: 10px; }
.balance {
  display: flex; align-items: center; gap: 6px; height: 38px; padding: 0 4px 0 12px; border-radius: 999px;
  background: var(--_surface-3); border: 1px solid var(--_border); color: var(--_gold);
}
.balance__amount {
  border: 0; background: transparent; cursor: pointer; font-weight: 700; font-size: 14.5px; color: var(--_text);
  font-variant-numeric: tabular-nums; padding: 4px 2px; border-radius: 6px; min-width: 80px; text-align: start;
}
.balance__refresh.is-spinning svg { animation: gd-spin 0.8s linear infinite; }
.account__button {
  display: flex; align-items: center; gap: 8px; height: 40px; padding: 0 10px 0 4px; border-radius: 999px; cursor: pointer;
  border: 1px solid var(--_border); background: var(--_surface-2); color: var(--_text); font-weight: 600; font-size: 14px;
}
.account__button:hover { border-color: var(--_accent); }
.avatar {
  width: 30px; height: 30px; border-radius: 50%; display: grid; place-items: center; font-weight: 800; font-size: 13px;
  background: linear-gradient(135deg, var(--_gold), #f08c2a); color: #241400;
}
.account__name { display: flex; align-items: center; gap: 6px; max-width: 160px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.avatar { position: relative; }
.badge {
  display: inline-grid; place-items: center; min-width: 18px; height: 18px; padding: 0 5px; border-radius: 999px;
  background: var(--_danger); color: #fff; font-size: 10.5px; font-weight: 800; line-height: 1; font-variant-numeric: tabular-nums;
}
.badge--corner { position: absolute; top: -5px; inset-inline-end: -7px; box-shadow: 0 0 0 2px var(--_surface-2); }
.badge--end { margin-inline-start: auto; }

/* Signed in, the session figures sit between the logo and the actions; the actions no longer push. */
.session-info {
  margin-inline-start: auto; display: flex; align-items: center; gap: 12px; min-width: 0;
  font-size: 13px; color: var(--_text-muted); font-variant-numeric: tabular-nums; white-space: nowrap;
}
.session-info + .header__actions { margin-inline-start: 0; }
.session-info__clock, .session-info__net { display: inline-flex; align-items: center; gap: 5px; }
.session-info__clock { color: var(--_text); font-weight: 600; }
.session-info__net { font-weight: 700; color: var(--_text); }
.session-info__net.is-up { color: var(--_success); }
.session-info__net.is-down { color: var(--_danger); }
.session-info__label { font-weight: 500; color: var(--_text-muted); }
.tag { font-size: 10.5px; font-weight: 800; text-transform: uppercase; padding: 2px 6px; border-radius: 4px; background: var(--_gold); color: #241400; }
/* The brand is a demo: a small outlined mark by the logo, apart from the gold tag of a demo account. */
.site-demo {
  flex: none; background: transparent; box-shadow: inset 0 0 0 1px currentColor; cursor: help;
  /* Gold, darkened toward the text colour so it reads on the light palette's white bar too. */
  color: color-mix(in srgb, var(--_gold) 70%, var(--_text));
}

@container (max-width: 1080px) {
  .quick-field { width: 128px; }
  /* Icon-only on narrow bars, still named by the hidden label. */
  .guest__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .guest__secondary { padding: 0 9px; }
}
@container (max-width: 860px) {
  .quick-login { display: none; }
  .compact-login { display: inline-flex; }
}
@container (max-width: 520px) {
  .header__inner { gap: 8px; min-height: 60px; }
  .logo__text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .header__actions { gap: 4px; }
  .lang-btn { padding: 0 6px; }
  .lang-btn svg:first-child { display: none; }
  .guest { gap: 4px; }
  .account { gap: 6px; }
  .account__name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .account__button { padding: 0 6px 0 4px; }
  .balance { padding-inline-start: 8px; }
  .balance > svg { display: none; }
  .balance__amount { min-width: 0; font-size: 13.5px; }
  /* Phones: the session figures take a thin second row under the bar instead of squeezing it. */
  .header__inner { flex-wrap: wrap; row-gap: 0; }
  .session-info {
    order: 3; flex-basis: 100%; margin: 0; justify-content: space-between; gap: 8px;
    padding: 6px 2px 0; border-top: 1px solid var(--_border); margin-top: 6px; font-size: 12px;
  }
  .session-info + .header__actions { margin-inline-start: auto; }
  .header__actions { min-width: 0; }
}
@container (max-width: 420px) {
  /* Phones: mobile login stays one tap away in the login popup's SMS tab. */
  [part~='mobile-login-button'] { display: none; }
  .logo__mark { width: 30px; height: 30px; }
}
@container (max-width: 520px) {
  /* Phones: the demo mark hangs under the logo mark instead of taking room from the actions. */
  .site-demo {
    position: absolute; top: calc(100% - 8px); inset-inline-start: 50%; translate: -50% 0;
    font-size: 8.5px; line-height: 1.25; padding: 0 3px; background: var(--_header-bg);
  }
}
`;
