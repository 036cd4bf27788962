/**
 * Every Gamedeck element in one import, plus the page-level API
 * (installed on `globalThis.gamedeck` by every element bundle, see ./page-api):
 * `gamedeck.configure({...})` (brand settings), `gamedeck.setPhoneProvider(provider)`
 * (third-party phone verification) and `gamedeck.version`.
 */
import './gd-header';
import './gd-login';
import './gd-register';
import './gd-forgot-password';
import './gd-change-password';
import './gd-maintenance';
import './gd-region';
import './gd-member-centre';
import './gd-lobby';
import './gd-game-frame';
import './gd-agent-centre';
import './gd-nav';
import './gd-sports';
import './gd-winners';
import './gd-game-shelf';
import './gd-banners';
import './gd-notices';
import './gd-help';
import './gd-feedback';
import './gd-lottery';
import './gd-live-chat';
import './gd-side-bar';
import './gd-point-mall';
import './gd-vip';
import './gd-chat-room';
import './gd-promotions';
import './gd-download';
import './gd-join';
import './gd-tournaments';
import './gd-lucky-wheel';
import './gd-jackpot';

export type { BrandConfig, ThirdPartyPhoneProvider } from '../core';
export { setPhoneProvider } from '../core';
export type { BalanceChangeDetail } from '../features/ui/money/balance-change';
export type { GamedeckEventDetails, GamedeckEventName } from './define';
export { defineElement, emit, navigate, version } from './define';
export type { GamedeckPageApi } from './page-api';
export { configure } from './page-api';
