/**
 * Every Gamedeck element of the sign-in journey in one import, plus the page-level API:
 * `gamedeck.configure({...})` (brand settings) and `gamedeck.version`.
 */
import { configure } from '../core';
import { version } from './define';
import './gd-header';
import './gd-login';
import './gd-register';
import './gd-forgot-password';
import './gd-change-password';
import './gd-maintenance';
import './gd-region';

export type { BrandConfig } from '../core';
export { configure } from '../core';
export type { GamedeckEventDetails, GamedeckEventName } from './define';
export { defineElement, emit, navigate, version } from './define';

declare global {
  var gamedeck: { configure: typeof configure; version: string } | undefined;
}

globalThis.gamedeck = { ...globalThis.gamedeck, configure, version };
