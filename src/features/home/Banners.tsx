import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { call } from '../../core';
import { type Announcement, announcements } from '../../core/contract/system';
import { assetUrl } from '../../core/games';
import { navigate } from '../ui/events';
import { useHost } from '../ui/host-context';
import { SafeHtml } from '../ui/SafeHtml';
import { useLanguage, useT } from '../ui/use-t';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './home-icons';
import { useReducedMotion } from './use-reduced-motion';

export interface BannersProps {
  /** The announcement banner group, e.g. w_home. */
  group?: string;
  /** Milliseconds each banner stays before the next (default 6000). */
  interval?: number;
}

/** A horizontal drag longer than this (px) changes the banner. */
const SWIPE_PX = 40;

/**
 * The banner carousel of an announcement group: advances by itself (not under reduced
 * motion, and never while hovered, focused or paused), with arrows, dots, keyboard and swipe.
 * Banners are decoration: while they load or when there are none, nothing is shown.
 */
export function Banners({ group = 'w_home', interval = 6000 }: BannersProps) {
  useSignals();
  const t = useT();
  const { host } = useHost();
  const language = useLanguage();
  const reducedMotion = useReducedMotion();
  const [items, setItems] = useState<Announcement[] | null>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [brokenImages, setBrokenImages] = useState<ReadonlySet<number>>(new Set());
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts follow the language (sent as the Language header)
  useEffect(() => {
    let active = true;
    call(announcements, { group, types: 'B', execution: 'B' }).then(
      (answer) => {
        if (!active) return;
        setItems(answer.banners.filter((item) => item.group === group));
        setIndex(0);
      },
      // A banner that cannot load is not worth an error on the home page.
      () => active && setItems([]),
    );
    return () => {
      active = false;
    };
  }, [group, language]);

  const count = items?.length ?? 0;
  const rotating = count > 1 && !paused && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => {
        if (document.visibilityState !== 'hidden') setIndex((now) => (now + 1) % count);
      },
      Math.max(2000, interval),
    );
    return () => clearInterval(timer);
  }, [rotating, count, interval]);

  if (!items || count === 0) return null;
  const shown = Math.min(index, count - 1);
  const go = (next: number) => setIndex(((next % count) + count) % count);
  // Relative moves build on the latest index, so quick presses each count.
  const step = (delta: 1 | -1) =>
    setIndex((now) => (((Math.min(now, count - 1) + delta) % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    step(dx < 0 ? 1 : -1);
  };

  const open = (item: Announcement) => {
    if (!item.link) return;
    const target = new URL(item.link, location.href);
    if (target.origin === location.origin) navigate(host, `${target.pathname}${target.search}${target.hash}`);
    else window.open(target.href, '_blank', 'noopener');
  };

  return (
    <section
      className="banners"
      part="banners"
      aria-roledescription={t('home_banners_carousel')}
      aria-label={t('home_banners_label')}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) =>
        !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocused(false)
      }
      onKeyDown={onKeyDown}
    >
      <div
        className={reducedMotion ? 'banners__track banners__track--still' : 'banners__track'}
        style={{ transform: `translateX(${-shown * 100}%)` }}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {items.map((item, position) => {
          const current = position === shown;
          const showImage = item.imageUrl !== null && !brokenImages.has(item.id);
          const body = showImage ? (
            <img
              className="slide__image"
              src={assetUrl(item.imageUrl ?? '')}
              alt={item.title}
              draggable={false}
              loading={position === 0 ? 'eager' : 'lazy'}
              onError={() => setBrokenImages((now) => new Set(now).add(item.id))}
            />
          ) : (
            <span className="slide__text">
              <strong className="slide__title">{item.title}</strong>
              <SafeHtml as="span" className="slide__content" html={item.content} />
            </span>
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              key={item.id}
              className="slide"
              part="banner"
              role="group"
              aria-roledescription={t('home_banners_slide')}
              aria-label={t('home_banners_position', { n: position + 1, count })}
              aria-hidden={!current || undefined}
              inert={!current || undefined}
            >
              {item.link ? (
                <a
                  className="slide__link"
                  href={item.link}
                  onClick={(event) => {
                    event.preventDefault();
                    open(item);
                  }}
                >
                  {body}
                </a>
              ) : (
                body
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="banners__controls" part="controls">
          <button
            type="button"
            className="banners__arrow"
            aria-label={t('home_banners_previous')}
            onClick={() => step(-1)}
          >
            <PreviousIcon />
          </button>
          <div className="banners__dots">
            {items.map((item, position) => (
              <button
                key={item.id}
                type="button"
                className="banners__dot"
                aria-label={t('home_banners_show', { n: position + 1, title: item.title })}
                aria-current={position === shown || undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banners__arrow"
            aria-label={t('home_banners_next')}
            onClick={() => step(1)}
          >
            <NextIcon />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className="banners__pause"
              aria-pressed={paused}
              aria-label={t(paused ? 'home_banners_play' : 'home_banners_pause')}
              onClick={() => setPaused((now) => !now)}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
