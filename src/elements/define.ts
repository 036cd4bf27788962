/**
 * The one factory for Gamedeck custom elements: a React component wrapped by
 * @r2wc/react-to-web-component with an open shadow root, constructable stylesheets
 * (design tokens + shared primitives + the feature's CSS), the element's language and
 * direction, an error boundary, the global-overlay role, and the r2wc traps handled:
 * - booleans parse only from "true" (documented as attr="true");
 * - moving an element would unmount it: disconnect is deferred a microtask and skipped
 *   when the element is connected again;
 * - properties set before the tag was defined are upgraded on first connect;
 * - only string/number/boolean props (callbacks are events, data lives in the core).
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { TextNamespace } from '../core';
import { baseStyles } from '../features/ui/base.styles';
import { emit, navigate, navigationFallback } from '../features/ui/events';
import type { FeatureSlots } from '../features/ui/feature-slots';
import { claimOverlays, releaseOverlays } from '../features/ui/overlay-registry';
import { tokensStyles } from '../features/ui/tokens.styles';
import { installPageApi } from './page-api';
import { makeShell } from './shell/ElementShell';

export type { GamedeckEventDetails, GamedeckEventName } from '../features/ui/events';
export { emit, navigate, navigationFallback };

/** Version stamped on every element class, to tell two bundles apart. */
export const version = '0.1.0';

installPageApi(version);

// Outside tests nobody replaces this: an un-cancelled gd-navigate becomes a page navigation.
navigationFallback.assign = (path) => window.location.assign(path);

export type PropType = 'string' | 'number' | 'boolean';

export interface ElementOptions {
  /** camelCase prop name -> type; attributes are the kebab-case names. */
  props?: Record<string, PropType>;
  /** The feature's CSS (strings from *.styles.ts). */
  styles?: string[];
  /** Other features' pieces the feature shows (see FeatureSlots). */
  slots?: Partial<FeatureSlots>;
  /**
   * The text namespaces the element's first screen uses besides `common` (locales/<lang>/<name>.json),
   * loaded before it renders; lazily loaded parts bring their own (`lazyPart`).
   */
  texts?: readonly TextNamespace[];
}

const sheetCache = new Map<string, CSSStyleSheet>();

/** One CSSStyleSheet per CSS module, shared by every element instance. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheetCache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetCache.set(css, sheet);
  }
  return sheet;
}

type R2wcBase = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/**
 * Defines `tag` once. A second definition of the same tag is ignored (a warning only when
 * a different version of the bundle defined it).
 */
export function defineElement<P extends object>(
  tag: string,
  Feature: ComponentType<P>,
  options: ElementOptions = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) {
    const existingVersion = (existing as unknown as { gamedeckVersion?: string }).gamedeckVersion;
    if (existingVersion !== version) {
      console.warn(`<${tag}> is already defined by another version (${existingVersion ?? 'unknown'}).`);
    }
    return existing;
  }

  const props: Record<string, PropType> = { ...options.props, lang: 'string', apiBase: 'string' };
  const propNames = Object.keys(props);
  // The global overlays bring their own styles when they load, so an element adopts only its feature's.
  const sheets = [tokensStyles, baseStyles, ...(options.styles ?? [])].map(sheetFor);
  const Base = r2wc(
    makeShell(Feature as ComponentType<Record<string, unknown>>, options.slots, options.texts),
    {
      shadow: 'open',
      props,
    },
  ) as unknown as R2wcBase;

  class GamedeckElement extends Base {
    static readonly gamedeckVersion = version;
    #upgraded = false;

    constructor() {
      super();
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = sheets;
    }

    override connectedCallback(): void {
      if (!this.#upgraded) {
        this.#upgraded = true;
        this.#upgradeProperties();
      }
      claimOverlays(this);
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // A move (disconnect then connect in the same task) must not unmount the React tree.
      queueMicrotask(() => {
        if (this.isConnected) return;
        releaseOverlays(this);
        super.disconnectedCallback();
      });
    }

    /** Properties assigned before the tag was defined shadow the accessors: re-apply them. */
    #upgradeProperties(): void {
      for (const name of propNames) {
        if (Object.hasOwn(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }
  }

  customElements.define(tag, GamedeckElement);
  return GamedeckElement;
}
