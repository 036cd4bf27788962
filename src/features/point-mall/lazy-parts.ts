import { addTextLoaders } from '../../core/i18n/locales';
import { lazyPart } from '../ui/lazy-part';

addTextLoaders(import.meta.glob('./*/{points,records}.json', { base: '../../../locales' }));

/**
 * The mall's parts a member may never open, each loaded (code and texts) on first show: the
 * redeem dialog when a reward is chosen, the history, the points details (with the records'
 * date filter texts) and the convert form when their tab is.
 */
export const RedeemDialog = lazyPart(['points'], () => import('./RedeemDialog'), { look: 'quiet' });
export const RedeemHistory = lazyPart(['points'], () => import('./RedeemHistory'));
export const PointsDetails = lazyPart(['points', 'records'], () => import('./PointsDetails'));
export const ConvertForm = lazyPart(['points'], () => import('./ConvertForm'));
