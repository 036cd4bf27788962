/**
 * The one error catalogue: `NAME: [code, status, key?]`. Every non-zero envelope `code` comes from here;
 * the UI shows `t(key)` (locales/*.json), the server answers with `status`. The text key is
 * `err_<name in lower case>` unless the entry names another (every element carries this table, so
 * the keys that follow the rule are not written out).
 */
const catalogue = {
  OK: [0, 200, 'ok'],
  INVALID_INPUT: [1000, 400],
  MALFORMED_BODY: [1001, 400],
  BODY_TOO_LARGE: [1002, 413],
  ENCRYPTION_REQUIRED: [1003, 415],
  DECRYPTION_FAILED: [1004, 400],
  NOT_FOUND: [1005, 404],
  IDEMPOTENCY_CONFLICT: [1006, 409],
  BODY_NONCE_INVALID: [1007, 400],
  /** A text holds a NUL or half of a UTF-16 surrogate pair, which no field may store. */
  INVALID_CHARACTERS: [1008, 400],

  NOT_LOGGED_IN: [1100, 401],
  SESSION_ENDED_ELSEWHERE: [1101, 401, 'in_been_out'],
  PASSWORD_CHANGE_REQUIRED: [1102, 403],
  NEED_REAL_ACCOUNT: [1103, 403, 'in_need_true_account'],

  LOGIN_FAILED: [1200, 401],
  CAPTCHA_INVALID: [1201, 400],
  NON_MEMBER: [1202, 403],
  NON_AGENT: [1203, 403],
  VERIFICATION_REQUIRED: [1204, 403],
  VERIFICATION_FAILED: [1205, 403, 'err_complete_verification'],
  ACCOUNT_DISABLED: [1206, 403],

  USERNAME_TAKEN: [1300, 409],
  INVALID_AFFILIATE: [1301, 400, 'err_invalid_invitation'],
  SMS_CODE_INVALID: [1302, 400],
  SMS_CODE_EXPIRED: [1303, 400, 'err_code_expired'],
  TOO_MANY_REQUESTS: [1304, 429],
  SMS_WAIT: [1305, 429],
  PHONE_INVALID: [1306, 400],
  PHONE_DIGITS: [1307, 400],
  MOBILE_TAKEN: [1308, 409],
  REGISTRATION_CLOSED: [1309, 403],

  USER_EMAIL_NOT_FOUND: [1400, 404],
  RESET_LINK_INVALID: [1401, 400],
  OLD_PASSWORD_WRONG: [1402, 400],
  PASSWORD_REUSED: [1403, 400],

  MAINTENANCE: [1500, 503, 'maintenance_text'],
  REGION_RESTRICTED: [1501, 403, 'region_text'],
  FEATURE_DISABLED: [1502, 403],
  /** Too many sign-ins at once: value `{ retryAfterSeconds }`, also sent as Retry-After. */
  SERVER_BUSY: [1503, 503],

  INSUFFICIENT_FUNDS: [1600, 409],

  PAYMENT_PASSWORD_NOT_SET: [1700, 403],
  PAYMENT_PASSWORD_WRONG: [1701, 403],
  PAYMENT_PASSWORD_MISMATCH: [1702, 400],
  BANK_ACCOUNT_REQUIRED: [1703, 403],
  AMOUNT_OUT_OF_BOUNDS: [1704, 400],
  DEPOSIT_LIMIT_EXCEEDED: [1705, 403],
  ORDER_NOT_PENDING: [1706, 409],
  MATCH_NOT_OPEN: [1707, 409],
  PROOF_REQUIRED: [1708, 400],
  PROOF_INVALID: [1709, 415],
  TOO_MANY_PROOFS: [1710, 409],
  SELF_EXCLUDED: [1711, 403],
  LIMIT_INCREASE_PENDING: [1712, 409],
  /** No payment provider takes deposits on this channel: the order is not opened. */
  DEPOSIT_CHANNEL_UNAVAILABLE: [1713, 409],
  /** A stake that could take the net loss of a window past the member's loss limit: {window, limit, remaining}. */
  RG_LOSS_LIMIT: [1714, 403],
  /** A stake that would take the wagers of a window past the member's wager limit: {window, limit, remaining}. */
  RG_WAGER_LIMIT: [1715, 403],
  /** A slot round staking more than the jurisdiction profile allows: {maxStake}. */
  RG_STAKE_LIMIT: [1716, 403],
  /** A product the jurisdiction profile switches off (e.g. roulette under de): {product}. */
  RG_PRODUCT_OFF: [1717, 403],
  /** The jurisdiction's national self-exclusion register could not be asked: sign-in and registration wait. {register} */
  EXCLUSION_REGISTER_UNAVAILABLE: [1719, 503],
  /** Registration by a person the jurisdiction's self-exclusion register lists: no account is opened. {register} */
  EXCLUSION_REGISTER_LISTED: [1720, 403],
  /**
   * The jurisdiction profile asks for a birth date (uk, nl): a registration without one, or a stake or deposit by a
   * member who has not given theirs yet (they enter it once in the member centre).
   */
  BIRTH_DATE_REQUIRED: [1724, 403],
  /** A birth date of someone under the minimum age: no account is opened. {minimumAge} */
  UNDER_AGE: [1725, 403],
  /**
   * nl: a deposit that would take the calendar month's net deposits past the member's threshold waits until the
   * operator records an affordability check. {threshold, netDeposits}
   */
  AFFORDABILITY_CHECK_REQUIRED: [1726, 403],
  /**
   * A raise of a limit asked for sooner than the jurisdiction profile allows after the last one (es: one per
   * 3 months): {kind, possibleFrom} (ISO time from which a raise may be asked).
   */
  RG_RAISE_TOO_SOON: [1727, 409],
  /**
   * Deposit limits the jurisdiction profile requires are missing or too high, at registration or later:
   * {rule: 'choice' (limits or an explicit "no limit"), 'any' (at least one window) or 'month' (a monthly
   * limit of at most maxMonthly), maxMonthly}.
   */
  RG_DEPOSIT_LIMIT_REQUIRED: [1728, 400],
  /**
   * The member's session ended because play or deposits reached 100 % of one of their limits, where the jurisdiction
   * profile signs the member out there (nl).
   */
  RG_LIMIT_SIGNED_OUT: [1731, 401, 'in_rg_limit_signed_out'],
  /** The jurisdiction profile requires the reality check at least this often: no "off", no longer interval. {maxMinutes} */
  RG_REALITY_CHECK_REQUIRED: [1732, 409],
  /**
   * A member in a time-out or self-exclusion is signed in to a restricted session: this call is not one it may
   * make (only the balance, withdrawals, the inbox, support and the responsible-gaming page). value `{ kind, until }`.
   */
  RG_RESTRICTED: [1718, 403],
  /**
   * The session reached a time limit and the server ended it (every game of it ended too): value `{ reason }`,
   * `time_limit` (the member's own session-time limit) or `session_limit` (the limit set for this session).
   */
  RG_SESSION_TIME_LIMIT: [1721, 401],
  /** A sign-in during the mandatory break after a session-time limit was reached: value `{ until }`. */
  RG_SESSION_BREAK: [1722, 403],
  /** Under a profile that asks for them (es): a game or bet before this session's time and loss limits are set. */
  RG_SESSION_LIMITS_REQUIRED: [1723, 403],
  /** The brand's jurisdiction profile offers no panic button (only de does): nothing is locked. */
  RG_PANIC_BUTTON_OFF: [1729, 403],
  /**
   * The game session ended because the member opened another game, where the jurisdiction profile allows no
   * play in two games at once (de): launch this game again to play it.
   */
  GAME_SESSION_REPLACED: [1730, 409],
  /** A live-channel `sub` names a topic the server does not have (an unknown game, a misspelt name). */
  LIVE_TOPIC_UNKNOWN: [1733, 404],
  /** A live-channel connection holds MAX_LIVE_TOPICS topics already: unsubscribe one first. */
  LIVE_TOO_MANY_TOPICS: [1734, 409],
  /** No tournament has this id (or it is not shown on this site). */
  TOURNAMENT_NOT_FOUND: [1735, 404],
  /** Joining a tournament that has ended, was cancelled, or that every eligible member enters without joining. */
  TOURNAMENT_NOT_OPEN: [1736, 409],
  /** Free-play accounts and excluded or timed-out members take no part in tournaments. */
  TOURNAMENT_NOT_ELIGIBLE: [1737, 403],
  /** An operator change to a tournament that has started: its rules are frozen (cancel it or end it instead). */
  TOURNAMENT_RULES_FROZEN: [1738, 409],
  /** Ending or cancelling a tournament that has already ended or been cancelled. */
  TOURNAMENT_ALREADY_ENDED: [1739, 409],
  /** The brand has no lucky wheel, or its jurisdiction profile allows none. */
  WHEEL_OFF: [1740, 404],
  /** No spin left: play a round today, finish a mission or buy one with points. */
  WHEEL_NO_SPINS: [1741, 409],
  /** Free-play accounts and excluded or timed-out members do not spin the wheel. */
  WHEEL_NOT_ELIGIBLE: [1742, 403],
  /** This wheel does not sell spins for points. */
  WHEEL_SPINS_NOT_SOLD: [1743, 409],
  /** No jackpot has this id (or no cycle this number, or it is not shown on this site). */
  JACKPOT_NOT_FOUND: [1744, 404],
  /** The brand's jurisdiction profile forbids jackpots. */
  JACKPOTS_OFF: [1745, 404],

  AVATAR_INVALID: [1800, 415],
  EMAIL_TAKEN: [1801, 409],
  TOTP_CODE_WRONG: [1802, 400],
  TOTP_SETUP_MISSING: [1803, 409],
  UPLOAD_QUOTA_EXCEEDED: [1804, 409],
  PROMOTION_NOT_OPEN: [1810, 409],
  REWARD_NOT_CLAIMABLE: [1811, 409],
  REWARD_ALREADY_CLAIMED: [1812, 409],
  MISSION_NOT_JOINED: [1820, 409],
  MISSION_NOT_COMPLETE: [1821, 409],
  GAME_MAINTENANCE: [1830, 503],
  LAUNCH_EXPIRED: [1831, 410],
  GAME_TOO_FAST: [1832, 429],
  GAME_SESSION_ENDED: [1833, 401],
  /** The game wallet's money went home to main while the game stood idle: reopen the game to bring it back. */
  GAME_WALLET_RECALLED: [1834, 409],
  LOTTERY_BETTING_CLOSED: [1860, 409],
  LOTTERY_DRAW_NOT_OPEN: [1861, 409],
  /** value `{ maxStake }`. */
  LOTTERY_STAKE_LIMIT: [1862, 400],
  /** value `{ playType, number, limit, remaining }`. */
  LOTTERY_NUMBER_LIMIT: [1863, 409],
  /** value `{ playType, number }`. */
  LOTTERY_LIABILITY_CAP: [1864, 409],
  LOTTERY_NOT_CANCELLABLE: [1865, 409],
  AGENT_ONLY: [1840, 403],
  NOT_IN_DOWNLINE: [1841, 403],
  NOT_DIRECT_DOWNLINE: [1842, 403],
  SUB_AGENT_NOT_ALLOWED: [1843, 403],
  AFFILIATE_NO_TRANSFER: [1844, 403],
  CONTRACT_ABOVE_OWN: [1845, 409],
  CONTRACT_TERMINATES_DOWNLINE: [1846, 409],
  CONTRACT_NOT_PENDING: [1847, 409],
  CONTRACT_FEATURE_OFF: [1848, 403],
  OPERATOR_KEY_WRONG: [1850, 401],
  /** Too many wrong payment passwords in a row: payments that ask for it wait (value.retryAfterSeconds). */
  PAYMENT_PASSWORD_LOCKED: [1851, 423],
  POINTS_INSUFFICIENT: [1852, 409],
  REWARD_OUT_OF_STOCK: [1853, 409],
  POINTS_BELOW_REQUIREMENT: [1854, 400],
  REDEMPTION_NOT_PENDING: [1855, 409],
  REWARD_NOT_FOUND: [1856, 404],
  /** A live-chat socket's ticket is unknown, used or expired: ask for a new one. */
  SERVICE_TICKET_INVALID: [1870, 401],
  /** A live-chat socket opened from a page of an origin the operator does not allow. */
  ORIGIN_REFUSED: [1871, 403],
  /** The operator muted this member in the chat rooms for a while (value.until). */
  CHAT_MUTED: [1872, 403],

  /** 1910-1949: the site's notices, promotions, help centre, feedback and agent applications. */
  NOTICE_NOT_FOUND: [1910, 404],
  APPLICATION_IMAGE_INVALID: [1911, 400],
  /** An image id that is not the member's own unused application image. */
  APPLICATION_IMAGE_UNKNOWN: [1912, 400],
  /** The member already has an agent application waiting for the operator. */
  AGENT_APPLICATION_PENDING: [1920, 409],
  /** The member is an agent already: there is nothing to apply for. */
  ALREADY_AGENT: [1921, 409],
  /** The operator decided an application that was no longer pending. */
  AGENT_APPLICATION_NOT_PENDING: [1922, 409],
  /** Feedback content outside the operator's bounds: value `{ minWords, maxWords }`. */
  FEEDBACK_WORDS: [1913, 400],
  FEEDBACK_IMAGE_INVALID: [1914, 400, 'err_application_image_invalid'],
  /** An image id that is not the member's own unused feedback image. */
  FEEDBACK_IMAGE_UNKNOWN: [1915, 400, 'err_application_image_unknown'],
  /** The operator answers a feedback once. */
  FEEDBACK_ANSWERED: [1916, 409],

  NETWORK: [1900, 0],
  TIMEOUT: [1901, 0, 'err_page_timeout'],
  INVALID_URL: [1902, 0],
  /** Encrypted calls need WebCrypto, which browsers only give https pages (and localhost). */
  INSECURE_CONTEXT: [1903, 0],
  UNKNOWN: [1999, 500],
} as const;

type Catalogue = typeof catalogue;

export type ErrorName = keyof Catalogue;

/** One error of the catalogue: its envelope code, HTTP status and text key. */
type ErrorEntry<N extends ErrorName> = {
  readonly code: Catalogue[N][0];
  readonly status: Catalogue[N][1];
  readonly key: Catalogue[N] extends readonly [number, number, infer Key] ? Key : `err_${Lowercase<N>}`;
};

export const errors = Object.fromEntries(
  Object.entries(catalogue).map(
    ([name, [code, status, key]]: [string, readonly [number, number, string?]]) => [
      name,
      { code, status, key: key ?? `err_${name.toLowerCase()}` },
    ],
  ),
) as { readonly [N in ErrorName]: ErrorEntry<N> };

export type ErrorCode = (typeof errors)[ErrorName]['code'];

const byCode = new Map<number, ErrorName>(
  Object.entries(errors).map(([name, e]) => [e.code, name as ErrorName]),
);

export function errorNameOf(code: number): ErrorName {
  return byCode.get(code) ?? 'UNKNOWN';
}

/** A text key as the server sends it with a code (`err_…`, `maintenance_text`). */
const textKey = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * The text key of an error code: the catalogue's; for a code the catalogue here does not hold, the key the server
 * sent with it (`sentKey`: the envelope's `message`, a socket refusal's); else the generic message. The elements'
 * build keeps only the entries the browser code names (vite.shared.ts `browserErrorCatalogue`), so the server's
 * key is what a browser shows for any other code.
 */
export function errorKeyOf(code: number, sentKey?: string): string {
  const name = byCode.get(code);
  if (name) return errors[name].key;
  return sentKey !== undefined && textKey.test(sentKey) ? sentKey : errors.UNKNOWN.key;
}

/** A failed call, thrown by the client and by server services alike. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message?: string,
    /** Extra data the server sent with the failure (e.g. `{ captcha: true }`). */
    readonly value: unknown = null,
    /** Per-field i18n keys on INVALID_INPUT. */
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? errorKeyOf(code));
  }

  static of(name: ErrorName, value: unknown = null, fields?: Record<string, string>): ApiError {
    return new ApiError(errors[name].code, errors[name].key, value, fields);
  }

  get key(): string {
    return errorKeyOf(this.code, this.message);
  }

  is(name: ErrorName): boolean {
    return this.code === errors[name].code;
  }
}
