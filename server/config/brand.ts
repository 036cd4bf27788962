import type { ContractKind, ContractTerms } from '../../src/core/contract/agents';
import { optionalRegisterFields } from '../../src/core/contract/auth';
import type { RegisterFieldRule, RegisterSettings, WhitelabelNode } from '../../src/core/contract/system';

/** The brand this server runs: seeded into brand_settings on first start and read back from there. */
export interface Brand {
  merchantCode: string;
  /** The brand's {secret}: new and reset accounts get it, and logging in with it forces a change. */
  defaultPassword: string;
  passwordExpiryDays: number;
  defaultDialingCode: string;
  defaultCountry: string;
  register: RegisterSettings;
  whitelabel: WhitelabelNode[];
  /**
   * The most a top agent (one without an upline contract of the kind) may offer its direct
   * children; every other agent is bounded by its own accepted contract.
   */
  agentContractCeilings: { [K in ContractKind]: Extract<ContractTerms, { kind: K }> };
}

/**
 * Pattern ids of the shared validation catalogue (spec section 5 order):
 * '1' letter first then letters/numbers, '3' e-mail, '4' alphanumeric, '5' letters and numbers combined,
 * '6' digits only, '*' any text.
 */
const enabledRules: Record<string, Omit<RegisterFieldRule, 'name'>> = {
  username: { enabled: true, required: true, min: 4, max: 16, pattern: '1' },
  password: { enabled: true, required: true, min: 6, max: 20, pattern: '5' },
  mobileNum: { enabled: true, required: true, min: 10, max: 10, pattern: '6' },
  email: { enabled: true, required: false, min: 5, max: 50, pattern: '3' },
  affiliateCode: { enabled: true, required: false, min: 4, max: 16, pattern: '4' },
};
const disabledRule = { enabled: false, required: false, min: 1, max: 50, pattern: '*' };

const registerFields: RegisterFieldRule[] = (
  ['username', 'password', 'mobileNum', ...optionalRegisterFields] as const
).map((name) => ({ name, ...(enabledRules[name] ?? disabledRule) }));

const node = (
  code: string,
  name: string,
  children: WhitelabelNode[] = [],
  enabled = true,
): WhitelabelNode => ({
  code,
  name,
  enabled,
  children,
});

export const defaultBrand: Brand = {
  merchantCode: 'GD',
  defaultPassword: 'Gd@12345',
  passwordExpiryDays: 90,
  defaultDialingCode: '+63',
  defaultCountry: 'PH',
  register: {
    fields: registerFields,
    smsVerification: false,
    captcha: true,
    phoneDigits: 10,
    phoneVerifier: 'sms',
    passwordExpiry: true,
  },
  whitelabel: [
    node('ACCOUNT3', 'Sign-in and account', [
      node('MOBILEVERCODELOGIN3', 'Mobile verification-code login'),
      node('DIRECTREG3', 'Direct registration'),
      node('FREEPLAY3', 'Free demo play'),
      node('CHNGPASSVERIF3', 'Password reset by phone'),
      node('PASSEXPIRY3', 'Password expiry'),
      // Off: accounts an agent registers get a one-time password; on: the default password above.
      node('AGENTDEFAULTPASS3', "Agent-registered accounts get the brand's default password", [], false),
    ]),
    node('MENU3', 'Main menu', [
      node('HOME3', 'Home'),
      node('SPORTS3', 'Sports'),
      node('CASINO3', 'Live casino'),
      node('SLOTS3', 'Slots'),
      node('FISHING3', 'Fishing'),
      node('LOTTERY3', 'Lottery'),
      node('PROMOTION3', 'Promotions'),
    ]),
    node('AGENT3', 'Agent contracts', [
      node('DIVIDEND3', 'Dividend contracts'),
      node('DAILYSALARY3', 'Daily salary contracts'),
      node('HOURSALARY3', 'Hourly salary contracts'),
      node('REALTIMESALARY3', 'Real-time salary contracts'),
    ]),
  ],
  agentContractCeilings: {
    dividend: {
      kind: 'dividend',
      periodType: 'weekly',
      rate: 3000,
      activeMembers: 0,
      periodValidBet: 0,
      periodProfitLoss: 0,
    },
    dailySalary: { kind: 'dailySalary', rate: 200, activeMembers: 0, dailyBetAmount: 0 },
    hourlySalary: { kind: 'hourlySalary', rate: 100, hourlyBetAmount: 0 },
    realtimeSalary: { kind: 'realtimeSalary', winRate: 50, lossRate: 50, singleBetAmount: 0 },
  },
};

/** Whether a whitelabel switch is on: the node and all its ancestors enabled. */
export function isSwitchOn(tree: WhitelabelNode[], code: string): boolean {
  for (const item of tree) {
    if (!item.enabled) continue;
    if (item.code === code) return true;
    if (isSwitchOn(item.children, code)) return true;
  }
  return false;
}
