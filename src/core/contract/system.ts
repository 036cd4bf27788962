/**
 * The system contract (`system.*`): the brand's setup, the site's status, downloads, countries, help and
 * announcements. Re-exports only: each subject is a module of its own, since Rollup places a whole module in
 * one chunk and an element's chunks then hold only the endpoints and schemas its code uses.
 */
export { type Announcement, announcement, announcements, announcementType } from './announcements';
export { type Country, countries, country } from './countries';
export { domainRoute, type Resource, resource } from './downloads';
export { helpCenter } from './help';
export {
  type RegisterFieldRule,
  type RegisterSettings,
  registerFieldRule,
  registerSettings,
  registerSettingsCall,
} from './register-settings';
export { bodyNonce, publicKey } from './server-key';
export { customerService, type SystemStatus, status, systemStatus } from './system-status';
export { featureSwitches, type WhitelabelNode, whitelabel, whitelabelNode } from './whitelabel';
