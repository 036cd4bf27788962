/**
 * The one factory for Gamedeck custom elements: a React component rendered into an open shadow root,
 * with constructable stylesheets (design tokens + shared primitives + the feature's CSS), the element's
 * language and direction, an error boundary and the global-overlay role:
 * - every prop has an attribute (the kebab-case name) and a property; a string or number attribute
 *   sets its prop when it has a value (removing it or emptying it keeps the last one), and its property
 *   writes the attribute;
 * - booleans follow the platform (attribute present = true, property typed boolean), with
 *   "false" as a string meaning false for pages written to the older attr="true"/"false" way;
 * - `api-base` configures the page before the first render, and the first element to connect
 *   starts the session core (a stored session is restored against that API base);
 * - moving an element would unmount it: disconnect is deferred a microtask and skipped
 *   when the element is connected again;
 * - properties set before the tag was defined are upgraded on first connect;
 * - an enumerated prop (`oneOf([...])`) takes only its listed values, in any letter case, as the
 *   listed spelling; another value is ignored with a warning naming the allowed ones;
 * - only string/number/boolean/enumerated props (callbacks are events, data lives in the core).
 */
import { type ComponentType, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { TextNamespace } from '../core';
import { startSession } from '../core/session';
import { sheetFor } from '../features/ui/adopted-styles';
import { baseStyles } from '../features/ui/base.styles';
import { booleanFromAttribute, booleanFromProperty } from '../features/ui/boolean-attribute';
import { emit, navigate, navigationFallback } from '../features/ui/events';
import type { FeatureSlots } from '../features/ui/feature-slots';
import { claimOverlays, releaseOverlays } from '../features/ui/overlay-registry';
import { tokensStyles } from '../features/ui/tokens.styles';
import { applyApiBaseAttribute, installPageApi } from './page-api';
import { makeShell } from './shell/ElementShell';

export type { GamedeckEventDetails, GamedeckEventName } from '../features/ui/events';
export { emit, navigate, navigationFallback };

/** Version stamped on every element class, to tell two bundles apart. */
export const version = '0.1.0';

installPageApi(version);

// Outside tests nobody replaces this: an un-cancelled gd-navigate becomes a page navigation.
navigationFallback.assign = (path, options) =>
  options?.replace ? window.location.replace(path) : window.location.assign(path);

/** An enumerated prop: its attribute takes one of `values` and nothing else. */
export interface OneOf<T extends string = string> {
  readonly oneOf: readonly T[];
}
export const oneOf = <const T extends string>(values: readonly T[]): OneOf<T> => ({ oneOf: values });

export type PropType = 'string' | 'number' | 'boolean' | OneOf;

/** The listed value an attribute names, compared without letter case; undefined when it names none. */
const listedValue = (values: readonly string[], value: string): string | undefined =>
  values.find((listed) => listed.toLowerCase() === value.toLowerCase());

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

const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

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
  /** attribute name -> prop name */
  const propOfAttribute = new Map(propNames.map((name) => [kebab(name), name]));
  // The global overlays bring their own styles when they load, so an element adopts only its feature's.
  const sheets = [tokensStyles, baseStyles, ...(options.styles ?? [])].map(sheetFor);
  const Shell = makeShell(Feature as ComponentType<Record<string, unknown>>, options.slots, options.texts);

  class GamedeckElement extends HTMLElement {
    static readonly gamedeckVersion = version;
    static readonly observedAttributes = [...propOfAttribute.keys()];
    /** What the shell renders with: the props and the shadow root (`container`). */
    readonly #props: Record<string, unknown>;
    #root: Root | null = null;
    #upgraded = false;

    static {
      for (const [attribute, name] of propOfAttribute) {
        const boolean = props[name] === 'boolean';
        Object.defineProperty(GamedeckElement.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: GamedeckElement) {
            return boolean ? this.#props[name] === true : this.#props[name];
          },
          // The property writes the attribute, whose change updates the prop; booleans reflect as
          // present (true) or absent (false).
          set(this: GamedeckElement, value: unknown) {
            if (boolean) {
              if (booleanFromProperty(value)) {
                if (!booleanFromAttribute(this.getAttribute(attribute))) this.setAttribute(attribute, '');
              } else if (this.hasAttribute(attribute)) {
                this.removeAttribute(attribute);
              }
            } else if (value == null) {
              this.removeAttribute(attribute);
            } else if (this.getAttribute(attribute) !== String(value)) {
              this.setAttribute(attribute, String(value));
            }
          },
        });
      }
    }

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      shadow.adoptedStyleSheets = sheets;
      this.#props = { container: shadow };
      for (const [attribute, name] of propOfAttribute) this.#read(name, this.getAttribute(attribute));
    }

    connectedCallback(): void {
      if (!this.#upgraded) {
        this.#upgraded = true;
        this.#upgradeProperties();
      }
      // Before anything renders or calls the API: the element's API base is the page's.
      applyApiBaseAttribute(this.getAttribute('api-base'));
      startSession();
      claimOverlays(this);
      this.#render();
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      if (attribute === 'api-base' && this.isConnected) applyApiBaseAttribute(value);
      const name = propOfAttribute.get(attribute);
      if (name && this.#read(name, value)) this.#render();
    }

    disconnectedCallback(): void {
      // A move (disconnect then connect in the same task) must not unmount the React tree.
      queueMicrotask(() => {
        if (this.isConnected) return;
        releaseOverlays(this);
        this.#root?.unmount();
        this.#root = null;
      });
    }

    /** An attribute's value into its prop; whether the prop changed. */
    #read(name: string, value: string | null): boolean {
      const type = props[name];
      if (type !== 'boolean' && !value) return false;
      const next =
        type === 'boolean'
          ? booleanFromAttribute(value)
          : type === 'number'
            ? Number.parseFloat(value as string)
            : typeof type === 'object'
              ? listedValue(type.oneOf, value as string)
              : value;
      if (next === undefined && typeof type === 'object') {
        console.warn(`<${tag}> ${kebab(name)}="${value}" is not one of ${type.oneOf.join(', ')}: ignored.`);
        return false;
      }
      if (Object.is(this.#props[name], next)) return false;
      this.#props[name] = next;
      return true;
    }

    #render(): void {
      if (!this.isConnected || !this.shadowRoot) return;
      this.#root ??= createRoot(this.shadowRoot);
      this.#root.render(createElement(Shell, this.#props));
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
