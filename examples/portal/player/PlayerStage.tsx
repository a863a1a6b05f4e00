import {
  type Layer,
  type PlaybackState,
  type Scene,
  type Section,
  defaultTextColor,
  leafSections,
  nextSwitchIn,
  playlistTimeline,
  positionsAt,
  sectionAnimation,
  startPlayback,
} from '@screenplay/core';
import type { ScreenOrientation } from '@screenplay/core/screens';
import { useLayersNow } from '@screenplay/hooks/layers';
import { type Box, stageScale } from '@screenplay/hooks/player';
import { DataLayerStack, SectionAnimation } from '@screenplay/ui/layers';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';

/**
 * The sections a screen plays, bottom to top: the scene's leaves without hidden or deleted ones (as the preview),
 * each looping only the playlist items that are not off now (items whose own schedule does not apply).
 */
export function playedSections(scene: Scene, offItemIds: readonly number[] = []): Section[] {
  const off = new Set(offItemIds);
  return leafSections(scene.sections)
    .filter((section) => !section.hidden && !section.markAsDeleted)
    .sort((a, b) => a.order - b.order)
    .map((section) =>
      off.size === 0
        ? section
        : {
            ...section,
            playlistItems: section.playlistItems.filter((item) => !off.has(item.id)),
            itemsOrder: section.itemsOrder.filter((id) => !off.has(id)),
          },
    );
}

/** The window's inner size now. */
function viewportBox(): Box {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The viewport's size, following resizes. */
function useViewport(): Box {
  const [box, setBox] = useState(viewportBox);
  useEffect(() => {
    const update = () => setBox(viewportBox());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return box;
}

/** Sets the volume (0..100) of every audio and video element under `root`, now and as they appear. */
function useMediaVolume(root: RefObject<HTMLElement | null>, volume: number): void {
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const level = Math.min(1, Math.max(0, volume / 100));
    const apply = () => {
      for (const media of node.querySelectorAll<HTMLMediaElement>('video, audio')) media.volume = level;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(node, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, volume]);
}

/** Plays the sections' playlists with core's playback rules, re-rendering exactly when the soonest item ends. */
function usePlayback(sections: readonly Section[]) {
  const timelines = useMemo(() => sections.map(playlistTimeline), [sections]);
  const [state, setState] = useState<PlaybackState>(() => startPlayback(timelines.length, Date.now()));
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const at = Date.now();
    setState(startPlayback(timelines.length, at));
    setClock(at);
  }, [timelines]);
  const positions = useMemo(() => positionsAt(state, timelines, clock), [state, timelines, clock]);
  useEffect(() => {
    const wait = nextSwitchIn(state, positions);
    if (wait === null) return;
    const timer = setTimeout(() => setClock(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [state, positions]);
  return positions;
}

/**
 * One section: its box and background, with the layers of the item it plays now; each item comes on with the
 * section's animation (none when the screen's system asks for reduced motion).
 */
function PlayedSection({
  section,
  layers,
  itemId,
}: {
  section: Section;
  layers: readonly Layer[];
  itemId: number | null;
}) {
  const now = useLayersNow(layers);
  return (
    <section
      aria-label={section.name}
      data-scope="player"
      data-part="section"
      style={{
        left: section.left,
        top: section.top,
        width: section.width,
        height: section.height,
        background: section.background,
      }}
    >
      <SectionAnimation animation={sectionAnimation(section)} playKey={itemId}>
        <DataLayerStack
          layers={layers}
          now={now}
          textColorOf={(_layer, index) => defaultTextColor(layers, index, section.background)}
        />
      </SectionAnimation>
    </section>
  );
}

const NO_ITEMS: readonly number[] = [];

/** Props of {@link PlayerStage}. */
export interface PlayerStageProps {
  scene: Scene;
  orientation: ScreenOrientation;
  /** 0..100. */
  volume: number;
  label: string;
  /** The scene's playlist items whose schedule does not apply now (the display's `offItemIds`). */
  offItemIds?: readonly number[];
}

/**
 * A scene as the screen shows it: laid out in scene pixels and scaled once to fit the viewport (letterboxed on
 * black), turned by 90° for a PORTRAIT screen; each section loops its playlist item by item (core's preview
 * playback) with its layers drawn by `@screenplay/ui/layers`' `DataLayerStack`, as the portal's preview (forecasts and feeds
 * read through a `LayerDataProvider` above it, `PlayerLayerData`).
 */
export function PlayerStage({ scene, orientation, volume, label, offItemIds = NO_ITEMS }: PlayerStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  const offKey = offItemIds.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: offKey stands for offItemIds' content (a new array each evaluation).
  const sections = useMemo(() => playedSections(scene, offItemIds), [scene, offKey]);
  const positions = usePlayback(sections);
  const viewport = useViewport();
  const scale = stageScale(scene, viewport, orientation);
  const turn = orientation === 'PORTRAIT' ? 90 : 0;
  useMediaVolume(stage, volume);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stage of played sections, not a set of form controls: a fieldset would claim form semantics and put the placed sections in its anonymous content box
    <div
      ref={stage}
      role="group"
      aria-label={label}
      data-scope="player"
      data-part="stage"
      data-orientation={orientation}
      style={{
        width: scene.width,
        height: scene.height,
        transform: `translate(-50%, -50%) rotate(${turn}deg) scale(${scale})`,
      }}
    >
      {sections.map((section, index) => (
        <PlayedSection
          key={section.id}
          section={section}
          layers={positions[index]?.item?.layers ?? []}
          itemId={positions[index]?.item?.id ?? null}
        />
      ))}
    </div>
  );
}
