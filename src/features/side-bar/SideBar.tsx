import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errors, session, type system } from '../../core';
import { DownloadQr, loadDownloads } from '../ui/downloads';
import { emit } from '../ui/events';
import { useHost } from '../ui/host-context';
import { openLiveChatWindow } from '../ui/live-chat-window';
import { useT } from '../ui/use-t';

const COLLAPSED_STORAGE = 'gd-side-bar-collapsed';

/** The download resources the bar shows, in the spec's order, with their text keys. */
const RESOURCE_KEYS: Record<string, string> = {
  IOS: 'sb_ios',
  MOBILECONFIG: 'sb_mobile_config',
  ANDROID: 'sb_android',
};

interface Entry {
  id: string;
  label: string;
  /** A QR code (size 125) of this address is shown when the entry opens. */
  qr?: string;
  href?: string;
  act?: () => void;
}

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_STORAGE) === '1';
  } catch {
    return false;
  }
}

export interface SideBarProps {
  /** Where the promotions entry leads (default /promotions). */
  promotionsUrl?: string;
}

/**
 * The right side bar (spec §2): promotions, Telegram, iOS, mobile-config and Android downloads with
 * their QR codes (size 125), and the live chat. Collapsible (remembered); on phones a floating
 * button opens the same entries as a sheet.
 */
export function SideBar({ promotionsUrl = '/promotions' }: SideBarProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const [sheetOpen, setSheetOpen] = useState(false);
  const fabRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [resources, setResources] = useState<system.Resource[]>([]);
  /** The text key of the live chat's failure to open. */
  const [chatError, setChatError] = useState<string | null>(null);
  const telegram =
    session.systemStatus.value?.info.customerService.find((entry) => entry.csType === 'TELEGRAM')?.path ??
    null;

  useEffect(() => {
    loadDownloads().then(setResources, () => setResources([]));
  }, []);

  // The bar floats over the page's right edge: the host page can keep its content clear of the open bar.
  useEffect(() => {
    host.toggleAttribute('data-collapsed', collapsed);
  }, [host, collapsed]);

  // The phone sheet gives way to whatever the visitor does next elsewhere on the page (a menu, a link).
  useEffect(() => {
    if (!sheetOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.some((target) => target === sheetRef.current || target === fabRef.current))
        setSheetOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [sheetOpen]);

  const closeSheet = () => {
    setSheetOpen(false);
    fabRef.current?.focus();
  };

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_STORAGE, next ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  const openChat = () => {
    setChatError(null);
    openLiveChatWindow().catch((error: unknown) => {
      const code = error instanceof ApiError ? error.code : errors.UNKNOWN.code;
      setChatError(error instanceof ApiError ? error.key : errors.UNKNOWN.key);
      emit(host, 'gd-error', { code });
    });
  };

  const openRoom = () => {
    host.ownerDocument.querySelector('gd-chat-room')?.setAttribute('open', 'true');
    setSheetOpen(false);
  };

  const entries: Entry[] = [
    { id: 'promotions', label: t('sb_promotions'), href: promotionsUrl },
    ...(telegram ? [{ id: 'telegram', label: t('sb_telegram'), qr: telegram, href: telegram }] : []),
    ...Object.keys(RESOURCE_KEYS).flatMap((type) => {
      const resource = resources.find((entry) => entry.resourceType === type);
      return resource
        ? [{ id: type.toLowerCase(), label: t(RESOURCE_KEYS[type]!), qr: resource.url, href: resource.url }]
        : [];
    }),
    // The page's chat room modal, when it has one (<gd-chat-room>).
    ...(host.ownerDocument.querySelector('gd-chat-room')
      ? [{ id: 'room', label: t('sb_chat_room'), act: openRoom }]
      : []),
    { id: 'chat', label: t('sb_live_chat'), act: openChat },
  ];

  const list = (
    <ul className="bar__list">
      {entries.map((entry) => (
        <li key={entry.id} className={`bar__entry bar__entry--${entry.id}`}>
          {entry.qr ? (
            <button
              type="button"
              className="bar__button"
              aria-expanded={shown === entry.id}
              aria-controls={`qr-${entry.id}`}
              onClick={() => setShown(shown === entry.id ? null : entry.id)}
            >
              <span className="bar__label">{entry.label}</span>
            </button>
          ) : entry.href ? (
            <a className="bar__button" href={entry.href} part="link">
              <span className="bar__label">{entry.label}</span>
            </a>
          ) : (
            <button type="button" className="bar__button bar__button--chat" onClick={entry.act}>
              <span className="bar__label">{entry.label}</span>
            </button>
          )}
          {entry.qr && shown === entry.id && (
            <DownloadQr
              id={`qr-${entry.id}`}
              className="bar__qr"
              linkClassName="bar__qr-link"
              url={entry.qr}
              label={t('sb_qr_of', { name: entry.label })}
              linkText={t('sb_open_link')}
            />
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <aside className={`bar${collapsed ? ' bar--collapsed' : ''}`} aria-label={t('sb_title')} part="bar">
        <button type="button" className="bar__toggle" aria-expanded={!collapsed} onClick={toggle}>
          {t(collapsed ? 'sb_show' : 'sb_hide')}
        </button>
        {!collapsed && list}
        {chatError && (
          <p className="bar__error" role="alert">
            {t(chatError)}
          </p>
        )}
      </aside>
      <button
        ref={fabRef}
        type="button"
        className="fab"
        part="fab"
        aria-expanded={sheetOpen}
        aria-controls="side-sheet"
        onClick={() => setSheetOpen(!sheetOpen)}
      >
        {t('sb_help')}
      </button>
      {sheetOpen && (
        <div
          ref={sheetRef}
          className="sheet"
          id="side-sheet"
          role="dialog"
          aria-label={t('sb_title')}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            closeSheet();
          }}
        >
          <button type="button" className="sheet__close" onClick={closeSheet}>
            {t('sb_close')}
          </button>
          {list}
          {chatError && (
            <p className="bar__error" role="alert">
              {t(chatError)}
            </p>
          )}
        </div>
      )}
    </>
  );
}
