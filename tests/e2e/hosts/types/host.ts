// A partner's TypeScript, compiled with nothing but the packed gamedeck package and the DOM types.
import 'gamedeck/elements/gd-login';
import 'gamedeck/lite/elements/gd-header';
import type { BrandConfig, GdLoginElement } from 'gamedeck';

const login: GdLoginElement = document.createElement('gd-login');
login.mode = 'modal';
login.open = true;
login.apiBase = 'https://api.example.com';
login.site = 'agent';
const isOpen: boolean = login.open;

login.addEventListener('gd-close', (event) => {
  const detail: Record<string, never> = event.detail;
  console.log(isOpen, detail);
});
login.addEventListener('gd-login', (event) => {
  const account: string = event.detail.account;
  const memberType: number = event.detail.memberType;
  console.log(account, memberType);
});
document.querySelector('gd-header')?.addEventListener('gd-navigate', (event) => {
  event.preventDefault();
  console.log(event.detail.path.toUpperCase());
});
document.addEventListener('gd-game-launch', (event) => console.log(event.detail.game.vendorCode));
document.addEventListener('gd-error', (event) => console.log(event.detail.code, event.detail.message));

const nav = document.createElement('gd-nav');
nav.hideBottomBar = false;
const lobby = document.querySelector('gd-lobby');
console.log(lobby?.pageType);

const settings: Partial<BrandConfig> = {
  apiBase: '',
  supportedLanguages: ['en', 'es'],
  defaultLanguage: 'en',
};
const problems: string[] | undefined = globalThis.gamedeck?.configure(settings);
console.log(problems);

// @ts-expect-error `open` is a boolean property
login.open = 'yes';
// @ts-expect-error no such property
login.opened = true;
// @ts-expect-error the detail of gd-login has no `user`
login.addEventListener('gd-login', (event) => event.detail.user);
