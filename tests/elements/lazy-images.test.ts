import { expect } from '@esm-bundle/chai';
import {
  clearImageCache,
  type ImagePhase,
  lazyImageSettings,
  pauseImageLoads,
  watchImage,
} from '../../src/features/ui/games/lazy-images';
import { okImage } from './games-support';
import { sleep, waitFor } from './support';

/** A thumbnail's box on screen (in range at once). */
function box(): HTMLElement {
  const element = document.createElement('div');
  element.style.cssText = 'width: 40px; height: 40px';
  document.body.append(element);
  return element;
}

/** An address no earlier load used: a remembered one would show at once. */
const freshImage = (tag: string) =>
  okImage.replace('%3C/svg%3E', `%3C!--${tag}-${Date.now()}--%3E%3C/svg%3E`);

describe('lazy thumbnails', () => {
  const boxes: HTMLElement[] = [];
  const stops: (() => void)[] = [];
  const watch = (phases: Map<string, ImagePhase>, name: string) => {
    const element = box();
    boxes.push(element);
    stops.push(watchImage(element, freshImage(name), (state) => phases.set(name, state.phase)));
  };

  beforeEach(() => clearImageCache());
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    for (const element of boxes.splice(0)) element.remove();
  });

  it('starts each thumbnail once its own card has stayed in range, not when an earlier card has', async () => {
    const phases = new Map<string, ImagePhase>();
    watch(phases, 'first');
    await sleep(100);
    watch(phases, 'second');
    await waitFor(() => phases.has('first'));
    // The second card came in range about 100 ms after the first: its wait is not over yet.
    expect(phases.has('second')).to.equal(false);
    await waitFor(() => phases.has('second'));
  });

  it('asks for nothing for a card gone before it stayed in range', async () => {
    const phases = new Map<string, ImagePhase>();
    watch(phases, 'passed');
    await sleep(50);
    stops.pop()?.();
    watch(phases, 'stays');
    await waitFor(() => phases.get('stays') === 'loaded');
    expect(phases.has('passed')).to.equal(false);
  });

  it('starts no thumbnail while loads are paused, and those in range once the pause has been over a moment', async () => {
    const phases = new Map<string, ImagePhase>();
    const release = pauseImageLoads();
    watch(phases, 'held');
    // Well past the card's own wait and the start throttle: still nothing asked for.
    await sleep(lazyImageSettings.settleMs + lazyImageSettings.throttleMs + 150);
    expect(phases.has('held')).to.equal(false);
    release();
    await waitFor(() => phases.get('held') === 'loaded');
  });

  it('waits again when a new pause comes before the last one has been over a moment', async () => {
    const phases = new Map<string, ImagePhase>();
    pauseImageLoads()();
    const second = pauseImageLoads();
    watch(phases, 'typed-on');
    await sleep(lazyImageSettings.settleMs + lazyImageSettings.throttleMs + 150);
    expect(phases.has('typed-on')).to.equal(false);
    second();
    await waitFor(() => phases.get('typed-on') === 'loaded');
  });
});
