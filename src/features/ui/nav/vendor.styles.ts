/** Vendor logo and HOT badge: shared by the navigation dropdowns and the sports page. */
export const vendorStyles = /* css */ `
.vendor-logo {
  display: block; flex: none; object-fit: contain; border-radius: 8px;
  background: var(--_surface-3); border: 1px solid var(--_border);
}
.vendor-logo--small { width: 46px; height: 30px; }
.vendor-logo--large { width: 100%; height: auto; aspect-ratio: 16 / 9; border-radius: var(--_radius-sm); object-fit: cover; }
.vendor-logo--text {
  display: grid; place-items: center; font-weight: 800; font-size: 11px; letter-spacing: 0.04em;
  color: var(--_text-muted);
}
.vendor-logo--large.vendor-logo--text { font-size: 28px; }
.hot-badge {
  display: inline-flex; align-items: center; flex: none; height: 18px; padding: 0 6px; border-radius: 999px;
  background: linear-gradient(135deg, #ff5d73, #f08c2a); color: #fff;
  font-size: 10px; font-weight: 800; letter-spacing: 0.06em; text-transform: uppercase; line-height: 1;
}
`;
