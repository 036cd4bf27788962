import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  elementLanguage,
  loadTexts,
  pageReady,
  type TextNamespace,
  textsSettled,
  whenPageReady,
} from '../../core';
import { ErrorBoundary } from '../../features/ui/ErrorBoundary';
import { emit } from '../../features/ui/events';
import { type FeatureSlots, FeatureSlotsContext } from '../../features/ui/feature-slots';
import { HostContext, type HostInfo } from '../../features/ui/host-context';
import { overlayOwner, subscribeOverlayOwner } from '../../features/ui/overlay-registry';
import { ensureSystemStatus, errorCodeOf } from '../../features/ui/system-status';
import { effectiveLanguage } from '../../features/ui/use-t';
import { OverlaysGate } from './OverlaysGate';

const rtlLanguages = new Set(['ar', 'he', 'fa', 'ur']);

interface ShellProps {
  container?: ShadowRoot;
  lang?: string;
  /** Applied to the page's config by the element itself (define.ts), before the first render. */
  apiBase?: string;
  [prop: string]: unknown;
}

/**
 * What every element renders around its feature: host context, language and direction,
 * the error boundary, the shared i18n and system-status loads, and (for the one element
 * that owns the role) the page's global overlays, and the feature slots the element fills.
 */
export function makeShell(
  Feature: ComponentType<Record<string, unknown>>,
  slots: Partial<FeatureSlots> = {},
  featureTexts: readonly TextNamespace[] = [],
) {
  // Every element shows errors and the shared building blocks (common), plus its feature's namespaces.
  const texts: readonly TextNamespace[] = ['common', ...featureTexts.filter((name) => name !== 'common')];
  function ElementShell({
    container,
    lang,
    apiBase: _appliedByTheElement,
    ...featureProps
  }: ShellProps): ReactNode {
    useSignals();
    const host = (container?.host ?? null) as HTMLElement | null;
    // Its own lang, else the visitor's choice, else the nearest lang around it, else the brand default.
    const langOverride = host ? elementLanguage(host, lang?.trim() || null) : null;
    const info = useMemo<HostInfo | null>(() => (host ? { host, langOverride } : null), [host, langOverride]);
    const lng = effectiveLanguage(langOverride);
    const ownsOverlays = useSyncExternalStore(
      subscribeOverlayOwner,
      () => host !== null && overlayOwner() === host,
    );

    // No API call and no feature before the page's own scripts ran: a partner's configure({ apiBase })
    // in a later script tag decides where even the first call goes.
    const ready = pageReady.value;
    useEffect(() => {
      if (!host) return;
      const report = (error: unknown) => emit(host, 'gd-error', { code: errorCodeOf(error) });
      whenPageReady(() => void ensureSystemStatus().catch(report));
    }, [host]);

    // The element's namespaces in the one language it renders in (again after a language change).
    useEffect(() => {
      if (!host) return;
      loadTexts(lng, texts).catch((error: unknown) => emit(host, 'gd-error', { code: errorCodeOf(error) }));
    }, [host, lng]);

    if (!info || !host) return null;
    return (
      <HostContext.Provider value={info}>
        <div className="gd-root" lang={lng} dir={rtlLanguages.has(lng.split('-')[0] ?? '') ? 'rtl' : 'ltr'}>
          <ErrorBoundary host={host}>
            {/* Nothing until the texts are here: raw keys must never flash on a slow connection. */}
            {ready && textsSettled(lng, texts) && (
              <FeatureSlotsContext.Provider value={slots}>
                <Feature {...featureProps} />
              </FeatureSlotsContext.Provider>
            )}
            {ready && textsSettled(lng, texts) && ownsOverlays && <OverlaysGate />}
          </ErrorBoundary>
        </div>
      </HostContext.Provider>
    );
  }
  ElementShell.displayName = `Gamedeck(${Feature.displayName ?? Feature.name ?? 'Element'})`;
  return ElementShell;
}
