import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { brandConfig, languageNames, setLanguage } from '../../core';
import { emit } from '../ui/events';
import { useHost } from '../ui/host-context';
import { ChevronDownIcon, GlobeIcon } from '../ui/icons';
import { errorCodeOf } from '../ui/system-status';
import { useLanguage, useT } from '../ui/use-t';
import { useDelayedClose } from './use-delayed-close';

/** Switches the site language: every element on the page follows at once. */
export function LanguagePicker() {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const current = useLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const delayed = useDelayedClose(() => setOpen(false));
  const languages = brandConfig.value.supportedLanguages.filter((lang) => Object.hasOwn(languageNames, lang));

  const choose = async (lang: string) => {
    setOpen(false);
    try {
      await setLanguage(lang);
      emit(host, 'gd-language-change', { language: lang });
    } catch (failure) {
      emit(host, 'gd-error', { code: errorCodeOf(failure) });
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus tracking for the dropdown blur delay
    <div
      className="menu"
      ref={rootRef}
      onBlur={delayed.onBlur}
      onFocus={delayed.onFocus}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      part="language-picker"
    >
      <button
        type="button"
        className="btn btn--ghost btn--small lang-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        <GlobeIcon />
        {/* Named by the visible code with the word before it, so speech control can use what is shown. */}
        <span className="visually-hidden">{t('hdr_language')}</span>
        <span className="lang-btn__code">{current.toUpperCase()}</span>
        <ChevronDownIcon size={14} />
      </button>
      {open && (
        <div className="menu__list" role="menu" aria-label={t('hdr_language')}>
          {languages.map((lang) => (
            <button
              key={lang}
              type="button"
              role="menuitemradio"
              aria-checked={lang === current}
              className="menu__item"
              lang={lang}
              onClick={() => void choose(lang)}
            >
              <span className="menu__code">{lang.toUpperCase()}</span>
              {languageNames[lang]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
