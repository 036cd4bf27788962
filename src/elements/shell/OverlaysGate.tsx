import { useSignals } from '@preact/signals-react/runtime';
import { arrivedValue, Loaded } from '../../features/ui/use-loaded';
import { useReportedLoad } from '../../features/ui/use-reported-load';
import { anyOverlayWanted } from './overlay-wants';

const loadOverlays = () => import('./GlobalOverlays').then((module) => module.GlobalOverlays);

/**
 * Where the page's global overlays go, their code fetched the first time one has something to show: a
 * visitor who only looks carries none of it. Once here they stay mounted. When the code does not arrive,
 * gd-error says so and the next overlay wanted asks for it again.
 */
export function OverlaysGate() {
  useSignals();
  const code = useReportedLoad(anyOverlayWanted() || arrivedValue(loadOverlays) ? loadOverlays : null);
  return <Loaded code={code} props={{}} />;
}
