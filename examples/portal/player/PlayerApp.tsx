import type { ReadonlySignal } from '@preact/signals-core';
import { formatPairingCode } from '@screenplay/core/screens';
import type { BrandDto } from '@screenplay/core/tenant';
import { useText } from '@screenplay/hooks';
import type { PlayerStore } from '@screenplay/hooks/player';
import { type ReactNode, useEffect, useState } from 'react';
import { PlayerLayerData } from './playerLayerData';
import { PlayerStage } from './PlayerStage';

/** A signal's value, re-rendering when it changes. */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const [value, setValue] = useState(() => source.peek());
  useEffect(() => source.subscribe((next) => setValue(() => next)), [source]);
  return value;
}

/** Props of {@link PlayerApp}. */
export interface PlayerAppProps {
  store: PlayerStore;
  /** The paired screen's brand (its reseller's), null for the product's own (unpaired, or a customer without one). */
  brand: ReadonlySignal<BrandDto | null>;
  /** Where a person adds this screen: the portal's add-screen page. */
  addScreenAddress: string;
}

/**
 * The web player's one page, full-screen on black: the product's name, the pairing code (large, read across a room)
 * and one line of instructions while unpaired; once paired, the scene the schedule plays now, or the screen's name and
 * "Nothing scheduled"; a blank stage outside the screen's timers; the brightness as a black veil over all. The
 * document's title is '{product} player' with the screen's brand product name, or the product's own (issue 25).
 */
export function PlayerApp({ store, brand, addScreenAddress }: PlayerAppProps) {
  const t = useText();
  const productName = useSignalValue(brand)?.productName ?? t('app.name');
  const title = t('player.title', { product: productName });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const phase = useSignalValue(store.$phase);
  const pairing = useSignalValue(store.$pairing);
  const content = useSignalValue(store.$content);
  const display = useSignalValue(store.$display);
  const credentials = useSignalValue(store.$credentials);

  let view: ReactNode;
  if (phase === 'starting' || (phase === 'pairing' && !pairing) || (phase === 'paired' && !content)) {
    view = (
      <main data-scope="player" data-part="message">
        <p role="status" data-scope="player" data-part="status">
          {t('player.starting')}
        </p>
      </main>
    );
  } else if (phase === 'pairing' && pairing) {
    view = (
      <main data-scope="player" data-part="message">
        <h1 data-scope="player" data-part="brand">
          {productName}
        </h1>
        <p role="status" aria-label={t('player.pairingCode')} data-scope="player" data-part="code">
          {formatPairingCode(pairing.code)}
        </p>
        <p data-scope="player" data-part="instructions">
          {t('player.pairingInstructions', { address: addScreenAddress })}
        </p>
      </main>
    );
  } else if (!display.isOn) {
    view = <main aria-label={t('player.blank')} data-scope="player" data-part="blank" />;
  } else {
    const scene = content?.scenes.find((candidate) => candidate.id === display.sceneId) ?? null;
    view =
      content && scene ? (
        <main data-scope="player" data-part="playing">
          <PlayerLayerData credentials={credentials}>
            <PlayerStage
              key={`${scene.id}:${content.version}`}
              scene={scene}
              orientation={content.screen.orientation}
              volume={display.volume}
              offItemIds={display.offItemIds}
              label={t('player.stage', { name: scene.name })}
            />
          </PlayerLayerData>
        </main>
      ) : (
        <main data-scope="player" data-part="message">
          <h1 data-scope="player" data-part="name">
            {content?.screen.name ?? ''}
          </h1>
          <p data-scope="player" data-part="status">
            {t('player.nothingScheduled')}
          </p>
        </main>
      );
  }
  const dim = phase === 'paired' && display.isOn ? Math.min(1, Math.max(0, 1 - display.brightness / 100)) : 0;
  return (
    <div data-scope="player" data-part="root" data-phase={phase}>
      {view}
      {dim > 0 ? <div aria-hidden="true" data-scope="player" data-part="dim" style={{ opacity: dim }} /> : null}
    </div>
  );
}
