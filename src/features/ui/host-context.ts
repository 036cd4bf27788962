import { createContext, useContext } from 'react';

/** What every feature component can know about the element it renders in. */
export interface HostInfo {
  /** The custom element: events are dispatched from it. */
  host: HTMLElement;
  /** The element's own `lang` attribute, overriding the site language for this element. */
  langOverride: string | null;
}

export const HostContext = createContext<HostInfo | null>(null);

export function useHost(): HostInfo {
  const info = useContext(HostContext);
  if (!info) throw new Error('Gamedeck components render inside a gd-* element');
  return info;
}
