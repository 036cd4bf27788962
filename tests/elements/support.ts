/**
 * Element test support: a fake platform API behind window.fetch (envelopes, a JWE key pair
 * so encrypted bodies can be read back), fixtures, and helpers to mount elements and find
 * things in their shadow roots.
 */
import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { createRoot, type Root } from 'react-dom/client';
import { gameCore, session, setLanguage } from '../../src/core';
import { PAGE_PREFETCH_KEY } from '../../src/core/api/page-prefetch';
import { auth, type Endpoint, member, type ResponseOf, system, wallet } from '../../src/core/contract';
import type { SystemStatus } from '../../src/core/contract/system';
import { forgetMenus } from '../../src/features/ui/nav/menus';
import { axeOptions, describeViolations, finishedAnimations } from '../axe-rules';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: Record<string, unknown> | null;
}

/**
 * What the fake API answers: the envelope's code, value and fields, and the HTTP status. The value
 * is the endpoint's response; a refusal that carries something else (a launch refused for
 * maintenance suggests other games) is made with `refusal`.
 */
export interface MockAnswer<Value = unknown> {
  code?: number;
  value?: Value | null;
  fields?: Record<string, string>;
  status?: number;
}

/** A refusal whose value is not the endpoint's response (a captcha flag, a launch's suggested games). */
export const refusal = (answer: { code: number; status?: number; value: unknown }): MockAnswer<never> =>
  answer as MockAnswer<never>;

export type MockHandler<Value = unknown> = (
  call: RecordedCall,
) => MockAnswer<Value> | Promise<MockAnswer<Value>>;

/** A call the fake API answers, named by the contract's endpoint. */
export type ApiRoute = Pick<Endpoint, 'method' | 'path'>;

/** One answer of the fake API, its value typed by the endpoint's response. */
export interface FakeRoute {
  endpoint: ApiRoute;
  handler: MockHandler;
}

export const route = <E extends Endpoint>(
  endpoint: E,
  handler: MockHandler<ResponseOf<NoInfer<E>>>,
): FakeRoute => ({
  endpoint,
  handler: handler as MockHandler,
});

const routeKey = (endpoint: ApiRoute) => `${endpoint.method} ${endpoint.path}`;

const realFetch = window.fetch.bind(window);
let keys: Awaited<ReturnType<typeof createKeys>> | null = null;

async function createKeys() {
  const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const jwk = await exportJWK(pair.publicKey);
  return { privateKey: pair.privateKey, jwk: { ...jwk, alg: 'RSA-OAEP-256', use: 'enc', kid: 'test-key' } };
}

/** One-pixel PNG, good enough for a captcha <img>. */
export const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function statusFixture(overrides: Partial<SystemStatus> = {}): SystemStatus {
  const node = (code: string, enabled = true) => ({ code, name: code, enabled, children: [] });
  return {
    status: 0,
    info: {
      whitelabel: [
        node('MOBILEVERCODELOGIN3'),
        node('DIRECTREG3'),
        node('FREEPLAY3'),
        node('CHNGPASSVERIF3'),
      ],
      register: {
        fields: [
          { name: 'username', enabled: true, required: true, min: 6, max: 12, pattern: '1' },
          { name: 'password', enabled: true, required: true, min: 8, max: 8, pattern: '*' },
          { name: 'mobileNum', enabled: true, required: false, min: 4, max: 15, pattern: '6' },
          { name: 'email', enabled: true, required: false, min: 6, max: 60, pattern: '3' },
          { name: 'qqNum', enabled: true, required: true, min: 5, max: 10, pattern: '6' },
          { name: 'affiliateCode', enabled: true, required: false, min: 1, max: 32, pattern: '*' },
          { name: 'nickname', enabled: false, required: false, min: 1, max: 20, pattern: '*' },
        ],
        smsVerification: false,
        captcha: false,
        phoneDigits: 10,
        phoneVerifier: 'sms',
        passwordExpiry: false,
      },
      resources: [],
      customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example.test/room' }],
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
    },
    location: { ip: '203.0.113.7', country: 'PH' },
    maintenance: false,
    regionRestriction: false,
    maintenanceEnd: null,
    ...overrides,
  };
}

export const memberFixture = {
  id: 7,
  account: 'demo_player',
  nickname: null,
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Bronze', rankLevel: 1 },
  memberLabel: [],
  mobileNum: null,
  email: null,
  firstTimeLogin: false,
  lastLoginTime: null,
  lastLoginIp: null,
  restriction: null,
};

export const loginResultFixture = {
  token: 'tok-123',
  userName: 'demo_player',
  memberType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  mustChangePassword: false,
};

export interface FakeApi {
  calls: RecordedCall[];
  /** Replaces or adds the answer of an endpoint. */
  on<E extends Endpoint>(endpoint: E, handler: MockHandler<ResponseOf<NoInfer<E>>>): void;
  callsTo(endpoint: ApiRoute): RecordedCall[];
  restore(): void;
}

/**
 * Replaces window.fetch with a fake platform API answering the contract's endpoints under /wps/
 * /lgw/ and /lotto/ (the given routes over the defaults); every call is recorded. Other addresses (game
 * pictures, the elements' own files) are fetched for real.
 */
export async function fakeApi(overrides: FakeRoute[] = []): Promise<FakeApi> {
  keys ??= await createKeys();
  const { privateKey, jwk } = keys;
  const defaults = [
    route(system.status, () => ({ value: statusFixture() })),
    route(system.countries, () => ({
      value: [
        { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
        { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' },
        { countryCode: 'BR', countryDialingCode: '+55', name: 'Brasil' },
      ],
    })),
    route(system.publicKey, () => ({ value: { kid: 'test-key', jwk } })),
    route(system.bodyNonce, () => ({ value: { nonce: 'test-nonce', expiresInSeconds: 120 } })),
    route(system.announcements, () => ({
      value: { player: [], banners: [], popup: [], promotion: [] },
    })),
    route(auth.captchaImage, () => ({ value: tinyPng })),
    route(member.info, () => ({ value: memberFixture })),
    route(wallet.balance, () => ({ value: { sumBalance: 1_000_000 } })),
    route(system.domainRoute, () => ({ value: { domainList: [], resources: [] } })),
    route(auth.login, () => ({ value: loginResultFixture })),
    route(auth.firstLogin, () => ({ value: null })),
    route(auth.logout, () => ({ value: null })),
  ];
  const routes = new Map<string, MockHandler>(
    [...defaults, ...overrides].map(({ endpoint, handler }) => [routeKey(endpoint), handler]),
  );
  const calls: RecordedCall[] = [];

  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // The platform's calls live under /wps/, /lgw/ (games) and /lotto/ (lottery bets); anything else is a real file.
    if (!/^\/(wps|lgw|lotto)\//.test(url.pathname)) return realFetch(input, init);
    let body: Record<string, unknown> | null = null;
    const type = request.headers.get('content-type') ?? '';
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    if (text) {
      if (type.includes('application/jose')) {
        const { plaintext } = await compactDecrypt(text, privateKey);
        body = JSON.parse(new TextDecoder().decode(plaintext));
      } else if (type.includes('x-www-form-urlencoded')) {
        body = Object.fromEntries(new URLSearchParams(text));
      } else {
        body = JSON.parse(text);
      }
    }
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    calls.push(call);
    const handler = routes.get(`${request.method} ${url.pathname}`);
    const answer: MockAnswer = handler ? await handler(call) : { code: 1005, status: 404 };
    const envelope = {
      code: answer.code ?? 0,
      message: '',
      value: answer.value ?? null,
      fields: answer.fields,
    };
    return new Response(JSON.stringify(envelope), {
      status: answer.status ?? (envelope.code === 0 ? 200 : 400),
      headers: { 'content-type': 'application/json' },
    });
  };
  window.fetch = fake as typeof window.fetch;

  return {
    calls,
    on: (endpoint, handler) => routes.set(routeKey(endpoint), handler as MockHandler),
    callsTo: (endpoint) => calls.filter((c) => `${c.method} ${c.path}` === routeKey(endpoint)),
    restore: () => {
      window.fetch = realFetch;
    },
  };
}

/**
 * The global overlays, the sign-in forms' parts (captcha, SMS fields), jose and DOMPurify load
 * when first needed. The test server compiles each module on its first request, which can outlast a waitFor
 * on a busy machine: the first resetPage() fetches them once, so a test times what the element does and not
 * the compiler (the element still goes through its lazy path). A file that never resets the page starts as
 * a bare partner page does, with none of them loaded.
 */
let lazyModules: Promise<unknown> | null = null;
const fetchLazyModules = () =>
  Promise.all([
    import('../../src/elements/shell/overlays/LoginPopup'),
    import('../../src/elements/shell/overlays/ForcedPasswordChange'),
    import('../../src/elements/shell/overlays/MemberOverlays'),
    import('../../src/features/header/RealityCheck'),
    import('../../src/features/contracts/ContractOffersDialog'),
    import('../../src/features/notices/PopupNotices'),
    import('../../src/features/games/GameOverlays'),
    import('../../src/elements/lazy-forms/header-forms'),
    import('../../src/features/auth/CaptchaField'),
    import('../../src/features/auth/LoginSmsFields'),
    import('../../src/core/api/jose-parts'),
    import('dompurify'),
  ]);

/** A fresh page state: no session, no cached status, English texts, no elements left over. */
export async function resetPage(): Promise<void> {
  lazyModules ??= fetchLazyModules();
  await lazyModules;
  for (const el of Array.from(document.body.children)) el.remove();
  await nextFrame();
  session.clearLocalSession();
  session.systemStatus.value = null;
  session.countries.value = [];
  session.notice.value = null;
  session.sessionEnded.value = null;
  session.loginPopup.value = { open: false };
  sessionStorage.clear();
  session.remember(null);
  const holder = globalThis as unknown as Record<string, unknown>;
  holder.__gamedeckStatusLoad = undefined;
  holder.__gamedeckCountriesLoad = undefined;
  holder[PAGE_PREFETCH_KEY] = undefined;
  // The game menus are loaded once per page for every element reading them: each test starts without.
  forgetMenus();
  // So are the running tournaments the game cards' badge reads.
  gameCore.forgetTournaments();
  // …and the pots they feed.
  gameCore.forgetJackpots();
  await setLanguage('en');
}

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `probe` returns something truthy (or fails after `timeoutMs`). The default leaves room for
 * the dev server compiling a lazily imported module for the first time on a busy machine; a test that
 * passes returns as soon as the probe does.
 */
export async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    let found: T | null | undefined | false = null;
    try {
      found = probe();
    } catch {
      // Not there yet.
    }
    if (found) return found;
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${probe.toString()}`);
    await sleep(20);
  }
}

/** Mounts `<tag attrs>` into the body and waits for its shadow root to render. */
export async function mount(tag: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  await waitFor(() => el.shadowRoot?.querySelector('.gd-root'));
  return el;
}

/** A React root on a new element of the page, for a building block tested on its own; `dispose` removes both. */
export function componentRoot(): { host: HTMLDivElement; root: Root; dispose: () => void } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return {
    host,
    root,
    dispose: () => {
      root.unmount();
      host.remove();
    },
  };
}

export function $(el: HTMLElement, selector: string): HTMLElement | null {
  return el.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
}

export function $$(el: HTMLElement, selector: string): HTMLElement[] {
  return Array.from(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? []);
}

/** Visible text of the element's shadow root. */
export function textOf(el: HTMLElement): string {
  return el.shadowRoot?.textContent ?? '';
}

/** Types into an input the way React notices (native value setter + input event). */
export function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function input(el: HTMLElement, name: string): HTMLInputElement {
  const found = el.shadowRoot?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`No input named ${name}`);
  return found;
}

export function blur(target: HTMLInputElement): void {
  target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

export function buttonWithText(el: HTMLElement, text: string): HTMLButtonElement {
  const found = Array.from(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? []).find(
    (b) => b.textContent?.trim() === text,
  );
  if (!found) throw new Error(`No button "${text}"`);
  return found;
}

/** Submits the first form in the element. */
export function submit(el: HTMLElement, selector = 'form'): void {
  const form = el.shadowRoot?.querySelector<HTMLFormElement>(selector);
  if (!form) throw new Error('No form');
  form.requestSubmit();
}

/**
 * Rules about the host page as a whole (its landmarks, its one h1, its title, a skip link): an element
 * placed on a partner's page cannot answer for them. The demo site's journeys check them
 * (tests/e2e/accessibility.spec.ts).
 */
const hostPageRules = [
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'bypass',
  'document-title',
  'html-has-lang',
];

/**
 * Runs axe-core on the element (its open shadow root included) in the state the test brought it to and
 * expects no violation of the project's bar (tests/axe-rules.ts).
 */
export async function expectAccessible(el: HTMLElement, state = 'as shown'): Promise<void> {
  const rules = {
    ...axeOptions.rules,
    ...Object.fromEntries(hostPageRules.map((id) => [id, { enabled: false }])),
  };
  // A host page lies behind the element in its palette's background (docs/embedding.md), as the demo's does.
  const pageBackground = document.body.style.background;
  document.body.style.background = getComputedStyle(el).getPropertyValue('--_bg');
  try {
    await finishedAnimations();
    const results = await axe.run(el, { ...axeOptions, rules });
    expect(describeViolations(results.violations), `axe on <${el.localName}> ${state}`).to.deep.equal([]);
  } finally {
    document.body.style.background = pageBackground;
  }
}
