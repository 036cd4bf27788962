/**
 * The one error catalogue. Every non-zero envelope `code` comes from here; the UI
 * shows `t(key)` (locales/*.json), the server answers with `status`.
 */
export const errors = {
  OK: { code: 0, status: 200, key: 'ok' },
  INVALID_INPUT: { code: 1000, status: 400, key: 'err_invalid_input' },
  MALFORMED_BODY: { code: 1001, status: 400, key: 'err_malformed_body' },
  BODY_TOO_LARGE: { code: 1002, status: 413, key: 'err_body_too_large' },
  ENCRYPTION_REQUIRED: { code: 1003, status: 415, key: 'err_encryption_required' },
  DECRYPTION_FAILED: { code: 1004, status: 400, key: 'err_decryption_failed' },
  NOT_FOUND: { code: 1005, status: 404, key: 'err_not_found' },
  IDEMPOTENCY_CONFLICT: { code: 1006, status: 409, key: 'err_idempotency_conflict' },
  BODY_NONCE_INVALID: { code: 1007, status: 400, key: 'err_body_nonce_invalid' },
  /** A text holds a NUL or half of a UTF-16 surrogate pair, which no field may store. */
  INVALID_CHARACTERS: { code: 1008, status: 400, key: 'err_invalid_characters' },

  NOT_LOGGED_IN: { code: 1100, status: 401, key: 'err_not_logged_in' },
  SESSION_ENDED_ELSEWHERE: { code: 1101, status: 401, key: 'in_been_out' },
  PASSWORD_CHANGE_REQUIRED: { code: 1102, status: 403, key: 'err_password_change_required' },
  NEED_REAL_ACCOUNT: { code: 1103, status: 403, key: 'in_need_true_account' },

  LOGIN_FAILED: { code: 1200, status: 401, key: 'err_login_failed' },
  CAPTCHA_INVALID: { code: 1201, status: 400, key: 'err_captcha_invalid' },
  NON_MEMBER: { code: 1202, status: 403, key: 'err_non_member' },
  NON_AGENT: { code: 1203, status: 403, key: 'err_non_agent' },
  VERIFICATION_REQUIRED: { code: 1204, status: 403, key: 'err_verification_required' },
  VERIFICATION_FAILED: { code: 1205, status: 403, key: 'err_complete_verification' },
  ACCOUNT_DISABLED: { code: 1206, status: 403, key: 'err_account_disabled' },

  USERNAME_TAKEN: { code: 1300, status: 409, key: 'err_username_taken' },
  INVALID_AFFILIATE: { code: 1301, status: 400, key: 'err_invalid_invitation' },
  SMS_CODE_INVALID: { code: 1302, status: 400, key: 'err_sms_code_invalid' },
  SMS_CODE_EXPIRED: { code: 1303, status: 400, key: 'err_code_expired' },
  TOO_MANY_REQUESTS: { code: 1304, status: 429, key: 'err_too_many_requests' },
  SMS_WAIT: { code: 1305, status: 429, key: 'err_sms_wait' },
  PHONE_INVALID: { code: 1306, status: 400, key: 'err_phone_invalid' },
  PHONE_DIGITS: { code: 1307, status: 400, key: 'err_phone_digits' },
  MOBILE_TAKEN: { code: 1308, status: 409, key: 'err_mobile_taken' },
  REGISTRATION_CLOSED: { code: 1309, status: 403, key: 'err_registration_closed' },

  USER_EMAIL_NOT_FOUND: { code: 1400, status: 404, key: 'err_user_email_not_found' },
  RESET_LINK_INVALID: { code: 1401, status: 400, key: 'err_reset_link_invalid' },
  OLD_PASSWORD_WRONG: { code: 1402, status: 400, key: 'err_old_password_wrong' },
  PASSWORD_REUSED: { code: 1403, status: 400, key: 'err_password_reused' },

  MAINTENANCE: { code: 1500, status: 503, key: 'maintenance_text' },
  REGION_RESTRICTED: { code: 1501, status: 403, key: 'region_text' },
  FEATURE_DISABLED: { code: 1502, status: 403, key: 'err_feature_disabled' },
  /** Too many sign-ins at once: value `{ retryAfterSeconds }`, also sent as Retry-After. */
  SERVER_BUSY: { code: 1503, status: 503, key: 'err_server_busy' },

  INSUFFICIENT_FUNDS: { code: 1600, status: 409, key: 'err_insufficient_funds' },

  PAYMENT_PASSWORD_NOT_SET: { code: 1700, status: 403, key: 'err_payment_password_not_set' },
  PAYMENT_PASSWORD_WRONG: { code: 1701, status: 403, key: 'err_payment_password_wrong' },
  PAYMENT_PASSWORD_MISMATCH: { code: 1702, status: 400, key: 'err_payment_password_mismatch' },
  BANK_ACCOUNT_REQUIRED: { code: 1703, status: 403, key: 'err_bank_account_required' },
  AMOUNT_OUT_OF_BOUNDS: { code: 1704, status: 400, key: 'err_amount_out_of_bounds' },
  DEPOSIT_LIMIT_EXCEEDED: { code: 1705, status: 403, key: 'err_deposit_limit_exceeded' },
  ORDER_NOT_PENDING: { code: 1706, status: 409, key: 'err_order_not_pending' },
  MATCH_NOT_OPEN: { code: 1707, status: 409, key: 'err_match_not_open' },
  PROOF_REQUIRED: { code: 1708, status: 400, key: 'err_proof_required' },
  PROOF_INVALID: { code: 1709, status: 415, key: 'err_proof_invalid' },
  TOO_MANY_PROOFS: { code: 1710, status: 409, key: 'err_too_many_proofs' },
  SELF_EXCLUDED: { code: 1711, status: 403, key: 'err_self_excluded' },
  LIMIT_INCREASE_PENDING: { code: 1712, status: 409, key: 'err_limit_increase_pending' },

  AVATAR_INVALID: { code: 1800, status: 415, key: 'err_avatar_invalid' },
  EMAIL_TAKEN: { code: 1801, status: 409, key: 'err_email_taken' },
  TOTP_CODE_WRONG: { code: 1802, status: 400, key: 'err_totp_code_wrong' },
  TOTP_SETUP_MISSING: { code: 1803, status: 409, key: 'err_totp_setup_missing' },
  UPLOAD_QUOTA_EXCEEDED: { code: 1804, status: 409, key: 'err_upload_quota_exceeded' },
  PROMOTION_NOT_OPEN: { code: 1810, status: 409, key: 'err_promotion_not_open' },
  REWARD_NOT_CLAIMABLE: { code: 1811, status: 409, key: 'err_reward_not_claimable' },
  REWARD_ALREADY_CLAIMED: { code: 1812, status: 409, key: 'err_reward_already_claimed' },
  MISSION_NOT_JOINED: { code: 1820, status: 409, key: 'err_mission_not_joined' },
  MISSION_NOT_COMPLETE: { code: 1821, status: 409, key: 'err_mission_not_complete' },
  GAME_MAINTENANCE: { code: 1830, status: 503, key: 'err_game_maintenance' },
  LAUNCH_EXPIRED: { code: 1831, status: 410, key: 'err_launch_expired' },
  GAME_TOO_FAST: { code: 1832, status: 429, key: 'err_game_too_fast' },
  GAME_SESSION_ENDED: { code: 1833, status: 401, key: 'err_game_session_ended' },
  LOTTERY_BETTING_CLOSED: { code: 1860, status: 409, key: 'err_lottery_betting_closed' },
  LOTTERY_DRAW_NOT_OPEN: { code: 1861, status: 409, key: 'err_lottery_draw_not_open' },
  /** value `{ maxStake }`. */
  LOTTERY_STAKE_LIMIT: { code: 1862, status: 400, key: 'err_lottery_stake_limit' },
  /** value `{ playType, number, limit, remaining }`. */
  LOTTERY_NUMBER_LIMIT: { code: 1863, status: 409, key: 'err_lottery_number_limit' },
  /** value `{ playType, number }`. */
  LOTTERY_LIABILITY_CAP: { code: 1864, status: 409, key: 'err_lottery_liability_cap' },
  LOTTERY_NOT_CANCELLABLE: { code: 1865, status: 409, key: 'err_lottery_not_cancellable' },
  AGENT_ONLY: { code: 1840, status: 403, key: 'err_agent_only' },
  NOT_IN_DOWNLINE: { code: 1841, status: 403, key: 'err_not_in_downline' },
  NOT_DIRECT_DOWNLINE: { code: 1842, status: 403, key: 'err_not_direct_downline' },
  SUB_AGENT_NOT_ALLOWED: { code: 1843, status: 403, key: 'err_sub_agent_not_allowed' },
  AFFILIATE_NO_TRANSFER: { code: 1844, status: 403, key: 'err_affiliate_no_transfer' },
  CONTRACT_ABOVE_OWN: { code: 1845, status: 409, key: 'err_contract_above_own' },
  CONTRACT_TERMINATES_DOWNLINE: { code: 1846, status: 409, key: 'err_contract_terminates_downline' },
  CONTRACT_NOT_PENDING: { code: 1847, status: 409, key: 'err_contract_not_pending' },
  CONTRACT_FEATURE_OFF: { code: 1848, status: 403, key: 'err_contract_feature_off' },
  OPERATOR_KEY_WRONG: { code: 1850, status: 401, key: 'err_operator_key_wrong' },
  /** Too many wrong payment passwords in a row: payments that ask for it wait (value.retryAfterSeconds). */
  PAYMENT_PASSWORD_LOCKED: { code: 1851, status: 423, key: 'err_payment_password_locked' },
  POINTS_INSUFFICIENT: { code: 1852, status: 409, key: 'err_points_insufficient' },
  REWARD_OUT_OF_STOCK: { code: 1853, status: 409, key: 'err_reward_out_of_stock' },
  POINTS_BELOW_REQUIREMENT: { code: 1854, status: 400, key: 'err_points_below_requirement' },
  REDEMPTION_NOT_PENDING: { code: 1855, status: 409, key: 'err_redemption_not_pending' },
  REWARD_NOT_FOUND: { code: 1856, status: 404, key: 'err_reward_not_found' },
  /** A live-chat socket's ticket is unknown, used or expired: ask for a new one. */
  SERVICE_TICKET_INVALID: { code: 1870, status: 401, key: 'err_service_ticket_invalid' },
  /** A live-chat socket opened from a page of an origin the operator does not allow. */
  ORIGIN_REFUSED: { code: 1871, status: 403, key: 'err_origin_refused' },
  /** The operator muted this member in the chat rooms for a while (value.until). */
  CHAT_MUTED: { code: 1872, status: 403, key: 'err_chat_muted' },

  /** 1910-1949: the site's notices, promotions, help centre, feedback and agent applications. */
  NOTICE_NOT_FOUND: { code: 1910, status: 404, key: 'err_notice_not_found' },
  APPLICATION_IMAGE_INVALID: { code: 1911, status: 400, key: 'err_application_image_invalid' },
  /** An image id that is not the member's own unused application image. */
  APPLICATION_IMAGE_UNKNOWN: { code: 1912, status: 400, key: 'err_application_image_unknown' },
  /** The member already has an agent application waiting for the operator. */
  AGENT_APPLICATION_PENDING: { code: 1920, status: 409, key: 'err_agent_application_pending' },
  /** The member is an agent already: there is nothing to apply for. */
  ALREADY_AGENT: { code: 1921, status: 409, key: 'err_already_agent' },
  /** The operator decided an application that was no longer pending. */
  AGENT_APPLICATION_NOT_PENDING: { code: 1922, status: 409, key: 'err_agent_application_not_pending' },
  /** Feedback content outside the operator's bounds: value `{ minWords, maxWords }`. */
  FEEDBACK_WORDS: { code: 1913, status: 400, key: 'err_feedback_words' },
  FEEDBACK_IMAGE_INVALID: { code: 1914, status: 400, key: 'err_application_image_invalid' },
  /** An image id that is not the member's own unused feedback image. */
  FEEDBACK_IMAGE_UNKNOWN: { code: 1915, status: 400, key: 'err_application_image_unknown' },
  /** The operator answers a feedback once. */
  FEEDBACK_ANSWERED: { code: 1916, status: 409, key: 'err_feedback_answered' },

  NETWORK: { code: 1900, status: 0, key: 'err_network' },
  TIMEOUT: { code: 1901, status: 0, key: 'err_page_timeout' },
  INVALID_URL: { code: 1902, status: 0, key: 'err_invalid_url' },
  /** Encrypted calls need WebCrypto, which browsers only give https pages (and localhost). */
  INSECURE_CONTEXT: { code: 1903, status: 0, key: 'err_insecure_context' },
  UNKNOWN: { code: 1999, status: 500, key: 'err_unknown' },
} as const;

export type ErrorName = keyof typeof errors;
export type ErrorCode = (typeof errors)[ErrorName]['code'];

const byCode = new Map<number, ErrorName>(
  Object.entries(errors).map(([name, e]) => [e.code, name as ErrorName]),
);

export function errorNameOf(code: number): ErrorName {
  return byCode.get(code) ?? 'UNKNOWN';
}

/** i18n key for an envelope code; unknown codes map to the generic message. */
export function errorKeyOf(code: number): string {
  return errors[errorNameOf(code)].key;
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
    return errorKeyOf(this.code);
  }

  is(name: ErrorName): boolean {
    return this.code === errors[name].code;
  }
}
