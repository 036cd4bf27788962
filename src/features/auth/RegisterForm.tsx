import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { brandConfig, call, isThirdParty, PhoneVerificationError, session, smsVerifier } from '../../core';
import { ApiError, auth } from '../../core/contract';
import { type OptionalRegisterField, optionalRegisterFields } from '../../core/contract/auth';
import type { RegisterSettings } from '../../core/contract/system';
import { addTextLoaders } from '../../core/i18n/locales';
import { checkRegistration, checkSendCode } from '../../core/validation';
import { Banner } from '../ui/Banner';
import { emit, navigate } from '../ui/events';
import { Checkbox, TextField } from '../ui/Field';
import { FormShell } from '../ui/forms/FormShell';
import { PhoneNumberField, VerificationCodeField } from '../ui/forms/PhoneFields';
import { useFormState } from '../ui/forms/use-form';
import { useHost } from '../ui/host-context';
import { UserIcon } from '../ui/icons';
import { lazyPart } from '../ui/lazy-part';
import { errorKeyFor } from '../ui/system-status';
import { Tabs } from '../ui/Tabs';
import { useT } from '../ui/use-t';
import { CaptchaField } from './lazy-parts';
import { NewPasswordFields } from './NewPasswordFields';
import type { DepositLimitsChoice } from './RegisterDepositLimits';
import { fieldLabelKey, optionalFieldInputs } from './register-fields';
import { SecurePageNotice } from './SecurePageNotice';
import { useCaptcha } from './use-captcha';
import { phoneErrorField, useMobileVerifier } from './use-mobile-verifier';

addTextLoaders(import.meta.glob('./*/responsible.json', { base: '../../../locales' }));

/** The deposit limits a jurisdiction profile asks for at registration (uk, de, nl), with their texts. */
/** The registration call and the sign-in after it: fetched when the visitor first focuses the form. */
const loadRegistration = () => import('../../core/session/register');

const RegisterDepositLimits = lazyPart(['responsible'], () =>
  import('./RegisterDepositLimits').then((module) => ({ default: module.RegisterDepositLimits })),
);

type RegisterTab = 'username' | 'mobile';
type Values = Record<string, string>;

/**
 * Registration on the username tab or the mobile tab, with exactly the fields the brand's
 * register settings switch on, validated by the shared rules on blur and on submit.
 */
export function RegisterForm({ referralCode, onDone }: { referralCode?: string; onDone?: () => void }) {
  useSignals();
  const settings = session.systemStatus.value?.info.register;
  if (!settings) {
    return (
      <div className="loading-block" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  }
  return <RegisterFields settings={settings} referralCode={referralCode} onDone={onDone} />;
}

function RegisterFields({
  settings,
  referralCode,
  onDone,
}: {
  settings: RegisterSettings;
  referralCode?: string;
  onDone?: () => void;
}) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [tab, setTab] = useState<RegisterTab>('username');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  // The deposit limits the jurisdiction profile asks for (settings.depositLimits), as chosen so far.
  const [limitsChoice, setLimitsChoice] = useState<DepositLimitsChoice | null>(null);
  const form = useFormState<Values>({}, (values) => {
    const problems = checkRegistration({ ...values, ageConfirmed, termsAccepted }, settings, tab);
    const limitsProblem = settings.depositLimits && limitsChoice?.problem;
    return limitsProblem ? { ...problems, depositLimits: limitsProblem } : problems;
  });
  const { values, set, setField, setErrors, error } = form;
  const captchaState = useCaptcha();
  // The mobile tab may verify the number through a third party; the username tab's
  // optional code is always the platform's SMS (its call carries no third-party token).
  const mobileVerifier = useMobileVerifier(settings);
  const tabVerifier = tab === 'mobile' ? mobileVerifier : smsVerifier;

  const rule = (name: string) => settings.fields.find((field) => field.name === name);
  const mobileRule = rule('mobileNum');
  const showMobile = tab === 'mobile' || mobileRule?.enabled === true;
  const showCode = tab === 'mobile' || (settings.smsVerification && showMobile);
  const showUsername = tab === 'username' || rule('username')?.enabled === true;
  const optional = optionalRegisterFields.filter((name) => rule(name)?.enabled);

  const invitationField = optional.includes('affiliateCode');
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per code, not per keystroke
  useEffect(() => {
    if (!referralCode) return;
    // An affiliate landing page's code: an agent's invitation code fills the invitation field (unless the
    // visitor typed one); a code that is not valid is told right away.
    call(auth.affiliate, { code: referralCode })
      .then(() => {
        if (!invitationField) return;
        form.setValues((current) =>
          current.affiliateCode ? current : { ...current, affiliateCode: referralCode },
        );
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.is('INVALID_AFFILIATE')) {
          session.notice.value = { key: failure.key, kind: 'warning' };
        }
      });
  }, [referralCode, invitationField]);

  const checkAffiliate = async () => {
    form.checkField('affiliateCode');
    const code = values.affiliateCode?.trim();
    if (!code) return;
    try {
      await call(auth.affiliate, { code });
    } catch (failure) {
      if (failure instanceof ApiError && failure.is('INVALID_AFFILIATE')) {
        session.notice.value = { key: failure.key, kind: 'warning' };
        setField('affiliateCode', { key: failure.key });
      }
    }
  };

  const sendCode = async (): Promise<number | null> => {
    const found = checkSendCode(
      { mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode },
      settings,
    );
    setErrors((current) => ({ ...current, ...found }));
    if (Object.keys(found).length > 0) return null;
    try {
      const sent = await tabVerifier.sendCode({
        mobileNum: values.mobileNum?.trim() ?? '',
        countryDialingCode: values.countryDialingCode ?? '',
        purpose: 'register',
        regType: tab,
      });
      return sent.countdownSeconds;
    } catch (failure) {
      if (failure instanceof PhoneVerificationError) setField(phoneErrorField(failure), { key: failure.key });
      else session.notice.value = { key: errorKeyFor(failure), kind: 'warning' };
      return null;
    }
  };

  /** A third-party verifier confirms the typed code; its id token then replaces the code. */
  const confirmThirdParty = async () =>
    isThirdParty(tabVerifier) ? await tabVerifier.confirm(values.verificationCode?.trim() ?? '') : null;

  const buildInput = (confirmation: Awaited<ReturnType<typeof confirmThirdParty>>) => {
    const trimmed = (name: string) => values[name]?.trim() || undefined;
    const input: Record<string, unknown> = {
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      ageConfirmed: true,
      termsAccepted: true,
    };
    if (showUsername && trimmed('username')) input.username = trimmed('username');
    if (showMobile && trimmed('mobileNum')) {
      input.mobileNum = trimmed('mobileNum');
      input.countryDialingCode = values.countryDialingCode;
    }
    if (confirmation) Object.assign(input, confirmation);
    else if (showCode) input.verificationCode = trimmed('verificationCode');
    if (referralCode) input.referralCode = referralCode;
    for (const name of optional) if (trimmed(name)) input[name] = trimmed(name);
    if (settings.depositLimits && limitsChoice) input.depositLimits = limitsChoice.limits;
    if (settings.birthDateRequired) input.birthDate = trimmed('birthDate');
    if (settings.captcha) {
      input.captcha = trimmed('captcha');
      input.captchaId = captchaState.captchaId;
    }
    return input;
  };

  /** The server spends a captcha on every attempt: clear the answer and draw a fresh one. */
  const renewCaptcha = () => {
    if (!settings.captcha) return;
    set('captcha')('');
    captchaState.refresh(true);
  };

  const handleFailure = (failure: unknown) => {
    if (failure instanceof PhoneVerificationError) {
      setField(phoneErrorField(failure), { key: failure.key });
      return;
    }
    if (failure instanceof ApiError) {
      if (failure.fields && Object.keys(failure.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(failure.fields).map(([name, key]) => [name, { key }])));
      }
      if (failure.is('USERNAME_TAKEN')) setField('username', { key: failure.key });
      if (failure.is('MOBILE_TAKEN')) setField('mobileNum', { key: failure.key });
      if (failure.is('INVALID_AFFILIATE')) session.notice.value = { key: failure.key, kind: 'warning' };
      if (failure.is('CAPTCHA_INVALID')) setField('captcha', { key: failure.key });
      if (failure.is('RG_DEPOSIT_LIMIT_REQUIRED')) setField('depositLimits', { key: failure.key });
      if (failure.is('BIRTH_DATE_REQUIRED') || failure.is('UNDER_AGE'))
        setField('birthDate', { key: failure.key });
    }
    renewCaptcha();
    form.showFailure(failure);
  };

  const submit = () =>
    form.submit(async () => {
      const confirmation = await confirmThirdParty();
      const { register } = await loadRegistration();
      const result = await register(buildInput(confirmation) as Parameters<typeof register>[0], tab);
      emit(host, 'gd-login', { account: result.userName, memberType: result.memberType });
      onDone?.();
      if (!session.mustChangePassword.value) navigate(host, '/');
    }, handleFailure);

  const isRequired = (name: string) => rule(name)?.required === true;

  const phoneFields = (
    <>
      {showMobile && (
        <PhoneNumberField
          value={form.value('mobileNum')}
          onValueChange={set('mobileNum')}
          onBlur={() => form.checkField('mobileNum')}
          error={error('mobileNum') ?? error('countryDialingCode')}
          countryCode={form.value('countryDialingCode')}
          onCountryChange={set('countryDialingCode')}
          requiredMark={tab === 'mobile' || isRequired('mobileNum')}
        />
      )}
      {showCode && (
        <VerificationCodeField
          {...form.field('verificationCode')}
          onSend={sendCode}
          sendKey={tab}
          requiredMark
        />
      )}
    </>
  );
  const usernameField = showUsername && (
    <TextField
      label={t('field_username')}
      {...form.field('username')}
      icon={<UserIcon />}
      autoComplete="username"
      maxLength={rule('username')?.max ?? 32}
      requiredMark={tab === 'username'}
    />
  );

  return (
    <FormShell
      part="register-form"
      onSubmit={submit}
      error={form.formError}
      busy={form.busy}
      submitLabel={t('reg_submit')}
      onFocus={() => void loadRegistration().catch(() => undefined)}
    >
      <SecurePageNotice />
      <Banner group="w_register" />
      <Tabs
        label={t('reg_title')}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          form.clearMessages();
          renewCaptcha();
        }}
        items={[
          { key: 'username', label: t('reg_tab_register') },
          { key: 'mobile', label: t('reg_tab_registerMobile') },
        ]}
      />
      {referralCode && (
        <div className="alert alert--info" part="referral">
          {t('field_referralCode')}: <strong>{referralCode}</strong>
        </div>
      )}
      <div className="form__grid">
        {tab === 'mobile' ? phoneFields : usernameField}
        {tab === 'mobile' ? usernameField : phoneFields}
        <NewPasswordFields field={form.field} pair="password" />
        {optional.map((name: OptionalRegisterField) => {
          const input = optionalFieldInputs[name];
          return (
            <TextField
              key={name}
              label={t(fieldLabelKey(name))}
              {...form.field(name)}
              type={input.type ?? 'text'}
              onBlur={() => (name === 'affiliateCode' ? void checkAffiliate() : form.checkField(name))}
              autoComplete={input.autoComplete ?? 'off'}
              inputMode={input.inputMode}
              placeholder={name === 'birthday' ? 'yyyy-MM-dd' : undefined}
              maxLength={rule(name)?.max ?? 100}
              requiredMark={isRequired(name)}
            />
          );
        })}
        {settings.birthDateRequired && (
          // The jurisdiction asks for it (uk, nl); the browser shows the date in the visitor's own format.
          <TextField
            label={t('field_birthDate')}
            {...form.field('birthDate')}
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            min="1900-01-01"
            hint={t('reg_birth_date_hint')}
            requiredMark
          />
        )}
        {settings.captcha && (
          <CaptchaField
            value={form.value('captcha')}
            onValueChange={set('captcha')}
            error={error('captcha')}
            captcha={captchaState}
          />
        )}
      </div>
      {settings.depositLimits && (
        <RegisterDepositLimits
          rule={settings.depositLimits}
          error={form.errors.depositLimits ?? null}
          onChoiceChange={(choice: DepositLimitsChoice) => {
            setLimitsChoice(choice);
            if (!choice.problem) setField('depositLimits', null);
          }}
        />
      )}
      <Checkbox
        name="ageConfirmed"
        checked={ageConfirmed}
        onCheckedChange={(checked) => {
          setAgeConfirmed(checked);
          if (checked) setField('ageConfirmed', null);
        }}
        error={error('ageConfirmed')}
      >
        {t('reg_age_confirm')}
      </Checkbox>
      <Checkbox
        name="termsAccepted"
        checked={termsAccepted}
        onCheckedChange={(checked) => {
          setTermsAccepted(checked);
          if (checked) setField('termsAccepted', null);
        }}
        error={error('termsAccepted')}
      >
        <TermsText />
      </Checkbox>
    </FormShell>
  );
}

/** The help centre article holding the user agreement (spec §2: /help is its target). */
export const TERMS_ARTICLE = 'terms';

/**
 * "I have read and accept the <link>": the link opens the user agreement in the operator's help
 * centre in a new tab, so the form keeps what was typed (a click on it does not tick the box).
 */
function TermsText() {
  const t = useT();
  const marker = '\u0000';
  const [before = '', after = ''] = t('reg_terms', { link: marker }).split(marker);
  const href = `${brandConfig.value.apiBase}/help?article=${TERMS_ARTICLE}`;
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener" className="link" part="terms-link">
        {t('reg_terms_link')}
      </a>
      {after}
    </>
  );
}
