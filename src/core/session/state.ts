import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import type { MemberInfo } from '../contract/member';
import type { Restriction } from '../contract/member-info';
import { isAgentType, isFreePlayType } from '../contract/member-types';
import type { Country, SystemStatus, WhitelabelNode } from '../contract/system';
import { pageSingleton } from './page-singleton';
import { readJson, readText, sessionKeys } from './storage';

export type NoticeKind = 'warning' | 'info' | 'success' | 'error';

/** A request for the page's one dialog: an i18n key, its params, and an optional confirm button. */
export interface Notice {
  key: string;
  params?: Record<string, string | number>;
  kind: NoticeKind;
  confirmKey?: string;
}

export interface LoginPopup {
  open: boolean;
  messageKey?: string;
}

/** Codes of the whitelabel tree that are on: a node counts only when its ancestors are on too. */
export function enabledCodes(nodes: readonly WhitelabelNode[]): Set<string> {
  const codes = new Set<string>();
  const walk = (list: readonly WhitelabelNode[]) => {
    for (const node of list) {
      if (!node.enabled) continue;
      codes.add(node.code);
      walk(node.children);
    }
  };
  walk(nodes);
  return codes;
}

function storedMemberType(): number | null {
  const text = readText(sessionKeys.isAgent);
  const type = text === null ? Number.NaN : Number(text);
  return Number.isInteger(type) ? type : null;
}

function createState() {
  const token = signal<string | null>(readText(sessionKeys.token));
  const member = signal<MemberInfo | null>(null);
  /** The type the login answer gave, until member info arrives. */
  const loginMemberType = signal<number | null>(storedMemberType());
  const systemStatus = signal<SystemStatus | null>(readJson<SystemStatus>(sessionKeys.settings));
  const memberType = computed(() => member.value?.type ?? loginMemberType.value);
  return {
    token,
    member,
    loginMemberType,
    balanceMinor: signal<number | null>(null),
    memberType,
    loginState: signal(false),
    systemStatus,
    statusCode: computed(() => systemStatus.value?.status ?? null),
    switches: computed<ReadonlySet<string>>(() => enabledCodes(systemStatus.value?.info.whitelabel ?? [])),
    countries: signal<Country[]>([]),
    mustChangePassword: signal(false),
    balanceHidden: signal(false),
    loginPopup: signal<LoginPopup>({ open: false }),
    notice: signal<Notice | null>(null),
    sessionEnded: signal<string | null>(null),
    /** Username of a login that must change its password; memory only, used to sign in again after. */
    forcedUsername: { value: null as string | null },
  };
}

export type SessionState = ReturnType<typeof createState>;

export const state: SessionState = /* @__PURE__ */ pageSingleton('session', createState);

export const token: Signal<string | null> = state.token;
export const member: Signal<MemberInfo | null> = state.member;
export const balanceMinor: Signal<number | null> = state.balanceMinor;
export const memberType: ReadonlySignal<number | null> = state.memberType;
export const loginState: Signal<boolean> = state.loginState;
export const systemStatus: Signal<SystemStatus | null> = state.systemStatus;
export const statusCode: ReadonlySignal<0 | 1 | 2 | null> = state.statusCode;
export const switches: ReadonlySignal<ReadonlySet<string>> = state.switches;
export const countries: Signal<Country[]> = state.countries;
export const mustChangePassword: Signal<boolean> = state.mustChangePassword;
export const balanceHidden: Signal<boolean> = state.balanceHidden;
export const loginPopup: Signal<LoginPopup> = state.loginPopup;
export const notice: Signal<Notice | null> = state.notice;
export const sessionEnded: Signal<string | null> = state.sessionEnded;

export function isSwitchOn(code: string): boolean {
  return state.switches.value.has(code);
}

/**
 * The member's time-out or self-exclusion while it lasts (from member info, or from a call refused with
 * RG_RESTRICTED): the session may only get the money out, read the inbox, reach support and see the
 * responsible-gaming page, and the elements show only those.
 */
export const restriction: ReadonlySignal<Restriction | null> = /* @__PURE__ */ pageSingleton(
  'session.restriction',
  () => computed(() => state.member.value?.restriction ?? null),
);

export const canShowMemberCentre: ReadonlySignal<boolean> = /* @__PURE__ */ pageSingleton(
  'session.memberCentre',
  () => computed(() => state.token.value !== null && !isFreePlayType(state.memberType.value)),
);
export const canShowAgentCentre: ReadonlySignal<boolean> = /* @__PURE__ */ pageSingleton(
  'session.agentCentre',
  () => computed(() => state.token.value !== null && isAgentType(state.memberType.value)),
);
