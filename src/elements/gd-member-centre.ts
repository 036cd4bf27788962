import { createElement } from 'react';
import { addTextLoaders } from '../core/i18n/locales';
import { memberCentre } from '../features/member-centre/member-centre';
import { memberCentreStyles } from '../features/member-centre/member-centre.styles';
import { Centre, type CentreProps } from '../features/ui/centre/Centre';
import { centreStyles } from '../features/ui/centre/centre.styles';
import { formPartStyles } from '../features/ui/forms/form-parts.styles';
import { lazyPart } from '../features/ui/lazy-part';
import { defineElement } from './define';
import { centrePages } from './member-centre-pages';

addTextLoaders(import.meta.glob('./*/{auth,member-centre}.json', { base: '../../locales' }));

const config = memberCentre(centrePages);

// The security page's password form comes with that page's first show, not with the element.
const ChangePasswordForm = lazyPart(['auth'], () =>
  import('../features/auth/ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })),
);

function MemberCentre(props: CentreProps) {
  return createElement(Centre, { ...props, config });
}

/**
 * @summary The member centre: the signed-in member's own pages (account and security first)
 * in a modal with a menu. Opens only for a signed-in real account; a free-play account is
 * told a real account is needed.
 *
 * @attr page - The page shown first: "securityCenter" (default).
 * @attr open - Boolean: present (or `el.open = true`) opens the centre; when it closes itself it sets
 * open="false" and fires gd-close.
 * @attr lang - This element's language. Without it: the visitor's choice, else the nearest `lang`
 *   around it (the page's <html lang>) when the brand supports it, else the brand default.
 * @attr theme - "light" for the light palette.
 *
 * @event gd-balance-change - { balanceMinor } after a money action changed the balance.
 * @event gd-navigate - { path } for links; cancel it to route in the host page.
 * @event gd-error - { code } from the error catalogue.
 * @event gd-close - The element closed itself (Escape, close button, finished form); `open` is false again.
 *
 * @csspart modal - The dialog.
 * @csspart menu - The page menu.
 * @csspart menu-item - Each menu entry (the selected one also has menu-item-selected).
 * @csspart page - The page area.
 * @csspart page-loading - Shown while a page loads.
 * @csspart page-error - A page that failed or took too long to load, with a retry button.
 * @cssproperty --gd-color-surface - Dialog background.
 * @cssproperty --gd-color-accent - Accent colour of the selected entry and primary actions.
 * @cssproperty --gd-color-text - Main text colour.
 * @cssproperty --gd-radius - Corner radius of the dialog and sections.
 */
export const GdMemberCentreElement = defineElement('gd-member-centre', MemberCentre, {
  texts: ['member-centre'],
  props: { page: 'string', open: 'boolean' },
  styles: [formPartStyles, centreStyles, memberCentreStyles],
  slots: { ChangePasswordForm },
});
