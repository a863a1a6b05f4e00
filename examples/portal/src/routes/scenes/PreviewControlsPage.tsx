import { Button } from '@screenplay/ui';
import { Link } from 'wouter';
import type { PageProps } from '../../app/pages';
import { usePreviewRemote } from './previewRemote';
import { useText } from '@screenplay/hooks';

/**
 * `/scenes/preview/controls/:uid/`: a remote control for the preview with this uid (opened from the
 * preview page, e.g. on a phone): play, pause, next, previous, and what the preview reports —
 * playing or paused, and the item each section shows. When no preview with that uid has answered
 * for 5 s, it says so and disables the buttons (a command would reach nobody).
 */
export default function PreviewControlsPage({ params }: PageProps) {
  const t = useText();
  const uid = params.uid ?? '';
  const { status, state, send } = usePreviewRemote(uid);
  const isSilent = status === 'silent';

  return (
    <div data-scope="preview-controls" data-part="root" data-state={status}>
      <header data-scope="preview-controls" data-part="header">
        <h2 data-part="name">{state?.sceneName ?? t('previewControls.unknownScene')}</h2>
        <p data-part="uid">
          {t('preview.uid')} <code>{uid}</code>
        </p>
      </header>
      <p role="status" data-scope="preview-controls" data-part="status">
        {status === 'waiting' ? t('previewControls.waiting') : null}
        {status === 'silent' ? t('previewControls.silent', { uid }) : null}
        {status === 'answering' && state ? (state.isPlaying ? t('preview.playing') : t('preview.paused')) : null}
      </p>
      <fieldset aria-label={t('preview.playback')} data-scope="preview-controls" data-part="buttons">
        <Button type="button" variant="secondary" disabled={isSilent} onClick={() => send('previous')}>
          {t('preview.previous')}
        </Button>
        <Button type="button" variant="primary" disabled={isSilent} onClick={() => send('play')}>
          {t('preview.play')}
        </Button>
        <Button type="button" variant="secondary" disabled={isSilent} onClick={() => send('pause')}>
          {t('preview.pause')}
        </Button>
        <Button type="button" variant="secondary" disabled={isSilent} onClick={() => send('next')}>
          {t('preview.next')}
        </Button>
      </fieldset>
      {state ? (
        <section aria-labelledby="preview-controls-now" data-scope="preview-controls" data-part="sections">
          <h3 id="preview-controls-now">{t('previewControls.nowPlaying')}</h3>
          <ul>
            {state.sections.map((section) => (
              <li key={section.id}>
                <span data-part="section-name">{section.name}</span>
                <span data-part="item">
                  {section.index < 0
                    ? t('previewControls.noItems')
                    : t('previewControls.item', { position: section.index + 1, count: section.count })}
                  {section.summary ? ` · ${section.summary}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link href="/scenes">{t('preview.back')}</Link>
    </div>
  );
}
