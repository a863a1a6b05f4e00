import { playlistTimeline, previewUid, type PreviewState } from '@screenplay/core';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useItemContentName } from '@screenplay/ui/scene-editor';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../app/pages';
import { usePreviewKeyboard } from './previewKeyboard';
import { usePreviewPlayback } from './previewPlayback';
import { usePreviewClient, usePreviewPublisher } from './previewRealtime';
import { previewSections, useSceneRecord } from '../../shared/previewScene';
import { PreviewStage } from './PreviewStage';
import { useText } from '@screenplay/hooks';
import { useMayOpen } from '../../app/useMayOpen';

/**
 * `/scenes/preview/:sceneId/`: the scene playing as a screen would show it. Every section plays its
 * playlist (visible items in `itemsOrder`, each for its duration); play/pause, next and previous act
 * on all sections at once, from the buttons, the keyboard (Space, arrows) or a remote control
 * (`/scenes/preview/controls/<uid>/`) over `scene-preview:{sceneId}`, where the page also reports
 * its state. The uid is `<sceneId>-<random>`, new for every opened preview.
 */
export default function ScenePreviewPage({ params }: PageProps) {
  const mayOpen = useMayOpen();
  const t = useText();
  const contentName = useItemContentName();
  const sceneId = Number(params.sceneId);
  const uid = useMemo(() => previewUid(sceneId, crypto.randomUUID().slice(0, 8)), [sceneId]);
  const { status, scene } = useSceneRecord(sceneId);
  const sections = useMemo(() => (scene ? previewSections(scene) : []), [scene]);
  const timelines = useMemo(() => sections.map(playlistTimeline), [sections]);
  const playback = usePreviewPlayback(timelines);
  const { isPlaying, positions, toggle, next, previous, play, pause } = playback;
  usePreviewKeyboard(useMemo(() => ({ toggle, next, previous }), [toggle, next, previous]));

  const state = useMemo<PreviewState | null>(
    () =>
      scene && {
        uid,
        sceneId: scene.id,
        sceneName: scene.name,
        isPlaying,
        sections: sections.map((section, index) => {
          const position = positions[index] ?? null;
          return {
            id: section.id,
            name: section.name,
            index: position?.index ?? -1,
            count: timelines[index]?.entries.length ?? 0,
            // What the item shows, as the playlist panel names it (issue 24): a text, a file's name, a widget.
            summary: position ? contentName(position.item) : null,
          };
        }),
      },
    [scene, uid, isPlaying, sections, positions, timelines, contentName],
  );
  const client = usePreviewClient('preview');
  usePreviewPublisher(client, state, (command) => ({ play, pause, next, previous })[command]());

  if (status === 'missing') {
    return (
      <section data-scope="scene-preview" data-part="missing">
        <p role="alert">{t('sceneEditor.notFound')}</p>
        <Link href="/scenes">{t('preview.back')}</Link>
      </section>
    );
  }
  if (!scene) return <LoadingIndicator />;
  const controlsPath = `/scenes/preview/controls/${encodeURIComponent(uid)}/`;
  return (
    <div data-scope="scene-preview" data-part="root" data-state={isPlaying ? 'playing' : 'paused'}>
      <header data-scope="scene-preview" data-part="header">
        <Link href="/scenes" data-part="back">
          {t('preview.back')}
        </Link>
        <h2 data-part="name">{scene.name}</h2>
        <fieldset aria-label={t('preview.playback')} data-part="controls">
          <Button type="button" variant="secondary" onClick={previous}>
            {t('preview.previous')}
          </Button>
          <Button type="button" variant="primary" onClick={toggle}>
            {isPlaying ? t('preview.pause') : t('preview.play')}
          </Button>
          <Button type="button" variant="secondary" onClick={next}>
            {t('preview.next')}
          </Button>
        </fieldset>
        <p role="status" data-part="state">
          {isPlaying ? t('preview.playing') : t('preview.paused')}
        </p>
      </header>
      <PreviewStage
        scene={scene}
        sections={sections}
        positions={positions}
        label={t('preview.stage', { name: scene.name })}
      />
      <footer data-scope="scene-preview" data-part="footer">
        <p data-part="uid">
          {t('preview.uid')} <code>{uid}</code>
        </p>
        <Link href={controlsPath}>{t('preview.openControls')}</Link>
        <Link href={`/scenes/scene_details/${scene.id}`}>{t('preview.details')}</Link>
        {mayOpen('/scenes/edit_scene/:sceneId') ? (
          <Link href={`/scenes/edit_scene/${scene.id}`}>{t('preview.edit')}</Link>
        ) : null}
        <p data-part="hint">{t('preview.keyboardHint')}</p>
      </footer>
    </div>
  );
}
