import { useLayoutEffect } from 'react';
import { useHost } from '../../ui/host-context';
import { fundsStyles } from './funds.styles';

let sheet: CSSStyleSheet | null = null;

/**
 * Adds the deposit and withdrawal styles to the member centre's shadow root the first time one
 * of these pages shows, so the centre does not carry them until they are needed.
 */
export function useFundsStyles(): void {
  const { host } = useHost();
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!root) return;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(fundsStyles);
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host]);
}
