/**
 * Inline SVG icons (stroke icons on a 24 px grid, currentColor). Rollup places a whole module in one
 * chunk, so the icons are split into modules (icons/) and each lands only in the chunks of the elements
 * that draw it. Icons drawn by mostly the same elements share a module: a module used by a set of elements
 * of its own becomes a chunk of its own, about 170 bytes of gzip more than the 40 or so an icon costs in a
 * chunk it shares.
 * Re-exports only: vite.shared.ts marks this file and icons/ free of side effects, so importing the barrel
 * keeps no icon the importer does not name.
 */
export { FileIcon, GiftIcon, WalletIcon } from './icons/account-menu';
export { ChatIcon } from './icons/chat';
export { ClockIcon } from './icons/clock';
export { CopyIcon } from './icons/copy';
export { EyeIcon, EyeOffIcon } from './icons/eye';
export { GlobeIcon } from './icons/globe';
export { GridIcon } from './icons/grid';
export { ListIcon } from './icons/list';
export { LogoutIcon } from './icons/logout';
export { MapPinIcon } from './icons/map-pin';
export { PlayIcon } from './icons/play';
export { RefreshIcon } from './icons/refresh';
export {
  AlertIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  CrownIcon,
  InfoIcon,
  LockIcon,
  PhoneIcon,
  UserIcon,
} from './icons/shared';
export { ToolIcon } from './icons/tool';
export { UsersIcon } from './icons/users';
export { MailIcon, ShieldIcon } from './icons/verification';
