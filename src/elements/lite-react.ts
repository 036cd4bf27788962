/**
 * The React API of the lite bundles: preact and its hooks, plus the few React behaviours and functions the
 * components use (ARCHITECTURE.md, "Elements and their build"). vite.shared.ts points `react`, `react-dom`,
 * `react-dom/client` and the signals runtime's `use-sync-external-store` shim here in the lite build.
 *
 * It replaces preact/compat, whose 2.7 KB of gzip every lite element carried (Suspense and lazy, portals,
 * forwardRef, Children, the legacy render API) for the handful of pieces below, which follow compat's own
 * code. Code loaded on first need goes through features/ui/use-loaded.tsx, not lazy and Suspense. A React
 * function not exported here fails the lite build; tests/unit/build/lite-react.test.ts checks that every
 * one imported under src/ is, and tests/elements/lite-react.test.ts the behaviours.
 */
import {
  type ComponentChildren,
  type ComponentType,
  createElement,
  options,
  render,
  type VNode,
} from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export { Component, createContext, createElement, Fragment } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

/** The React major the signals runtime reads to pick its element symbol: compat's answer. */
export const version = '18.3.1';

/** React's root of a container (react-dom/client). */
export function createRoot(container: Element | DocumentFragment) {
  return {
    render(children: ComponentChildren) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}

/** preact renders synchronously within an event's handler already. */
export const flushSync = <R>(run: () => R): R => run();

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

/** Whether the store's snapshot moved from the one drawn (a snapshot that throws counts as moved). */
function snapshotChanged<T>(store: Store<T>): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

/** Subscribes to an outside store and re-renders when its snapshot changes (as compat does it). */
export function useSyncExternalStore<T>(
  subscribe: (changed: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  // One object for the component's life, so the effects below see the latest reading without re-subscribing.
  const [{ store }, forceUpdate] = useState<{ store: Store<T> }>({ store: { value, getSnapshot } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: React's contract: again when the store or its reading changes
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (snapshotChanged(store)) forceUpdate({ store });
  }, [subscribe, value, getSnapshot]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: React's contract: subscribed again only for another store
  useEffect(() => {
    if (snapshotChanged(store)) forceUpdate({ store });
    return subscribe(() => {
      if (snapshotChanged(store)) forceUpdate({ store });
    });
  }, [subscribe]);
  return value;
}

/** A component that renders again only when a prop changed (compared with ===). */
export function memo<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Memoed(this: { props: P; shouldComponentUpdate?: (next: P) => boolean }, props: P) {
    this.shouldComponentUpdate = (next) => {
      for (const key in this.props) if (!(key in next)) return true;
      for (const key in next) if (this.props[key] !== next[key]) return true;
      return false;
    };
    return createElement(Inner as ComponentType<object>, props);
  }
  Memoed.displayName = `Memo(${Inner.displayName ?? Inner.name})`;
  return Memoed as ComponentType<P>;
}

/** SVG presentation attributes written in camel case (strokeWidth) that the DOM knows in kebab case. */
const camelSvgProps =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
/** Events the DOM names in lower case only on some devices (touch) or never as React writes them. */
const lowerCaseEvents = /^on(Ani|Tra|Tou|BeforeInp|Compo)/;
/** Inputs whose change React reports on change, not on every input. */
const changeOnlyInputs = /fil|che|rad/;

/**
 * React's names and timing of DOM props: onChange of a text field on every keystroke (the input event),
 * onFocus and onBlur bubbling (focusin, focusout), onDoubleClick, and camel-case SVG attributes.
 */
function reactDomProps(vnode: VNode<Record<string, unknown>>): void {
  const type = vnode.type as string;
  const props = vnode.props;
  const renamed: Record<string, unknown> = {};
  for (const key in props) {
    let name = key;
    let value = props[key];
    const lower = key.toLowerCase();
    if (lower.startsWith('on')) {
      if (lower === 'ondoubleclick') name = 'ondblclick';
      else if (
        lower === 'onchange' &&
        (type === 'input' || type === 'textarea') &&
        !changeOnlyInputs.test(String(props.type))
      ) {
        name = 'oninput';
      } else if (lower === 'onfocus') name = 'onfocusin';
      else if (lower === 'onblur') name = 'onfocusout';
      else if (lowerCaseEvents.test(key) || lower === 'oninput') name = lower;
      // A field with both onInput and onChange keeps both: the second listens in the capture phase.
      if (name === 'oninput' && renamed.oninput) name = 'oninputCapture';
    } else if (!type.includes('-') && camelSvgProps.test(key)) {
      name = key.replace(/[A-Z0-9]/g, '-$&').toLowerCase();
    } else if (value === null) {
      value = undefined;
    }
    renamed[name] = value;
  }
  vnode.props = renamed as typeof vnode.props;
}

/** A controlled textarea shows its value even where the DOM kept the user's text (as compat does). */
function syncTextarea(vnode: VNode<Record<string, unknown>>): void {
  const dom = (vnode as unknown as { __e?: HTMLTextAreaElement | null }).__e;
  const { value } = vnode.props;
  if (dom && vnode.type === 'textarea' && 'value' in vnode.props && value !== dom.value) {
    dom.value = value == null ? '' : String(value);
  }
}

const previousVNode = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string') reactDomProps(vnode as VNode<Record<string, unknown>>);
  previousVNode?.(vnode);
};
const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  previousDiffed?.(vnode);
  syncTextarea(vnode as VNode<Record<string, unknown>>);
};
