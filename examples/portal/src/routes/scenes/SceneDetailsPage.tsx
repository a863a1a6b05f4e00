import type { Folder } from '@screenplay/core';
import { useLoader, useText } from '@screenplay/hooks';
import { LoadingIndicator } from '@screenplay/ui';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import type { PageProps } from '../../app/pages';
import { durationParts, folderPath, sectionSummaries } from './sceneDetailsFormat';
import { useSceneRecord } from '../../shared/previewScene';
import { scenesCalls } from '@screenplay/hooks';
import { useIsGranted, useMayOpen } from '../../app/useMayOpen';

/** The assignment dialog in its screens mode, and a screen's details (spec accounts §2). */
const ASSIGN_SCREEN_ROUTE = '/scenes/:sceneId/assign_screen';
const EDIT_SCENE_ROUTE = '/scenes/edit_scene/:sceneId';
const SCREEN_DETAILS_ROUTE = '/screens/screen_details/:screenId';

/**
 * `/scenes/scene_details/:sceneId`: a scene at a glance — name, size, ratio, tags, folder, last
 * update, screens count and the screens it plays on (with the assignment dialog) — and its sections with their geometry, items and playlist length, with
 * links to edit and preview it. The folder's name comes from `GET folders/scenes`; when that fails
 * the folder is shown as unknown rather than blocking the page.
 */
export default function SceneDetailsPage({ params }: PageProps) {
  const mayOpen = useMayOpen();
  // A Hidden scheduling scenes grant hides which screens the scene is on (issue 22): no count, not 0.
  const seesSchedules = useIsGranted('scheduleScenes', 'read');
  const intl = useIntl();
  const t = useText();
  const { api } = usePortal();
  const { status, scene } = useSceneRecord(Number(params.sceneId));
  const hasFolder = (scene?.folderIds.length ?? 0) > 0;
  const listing = useLoader(
    async (): Promise<readonly Folder[] | null> => (hasFolder ? (await scenesCalls(api).list()).folders : null),
    [api, hasFolder],
    { onError: (error) => console.warn('[scene details] folders', error) },
  );
  const folders = listing.status === 'error' ? [] : (listing.data ?? null);

  if (status === 'missing') {
    return (
      <section data-scope="scene-details" data-part="missing">
        <p role="alert">{t('sceneEditor.notFound')}</p>
        <Link href="/scenes">{t('preview.back')}</Link>
      </section>
    );
  }
  if (!scene) return <LoadingIndicator />;

  const duration = (ms: number) => {
    const { minutes, seconds } = durationParts(ms);
    return minutes > 0
      ? t('sceneDetails.minutesSeconds', { minutes, seconds })
      : t('sceneDetails.seconds', { seconds });
  };
  const path = hasFolder ? (folders === null ? null : folderPath(scene.folderIds[0], folders)) : null;
  const folderText = !hasFolder
    ? t('folders.all')
    : folders === null
      ? t('common.loading')
      : path
        ? path.join(' / ')
        : t('sceneDetails.unknown');
  const updatedAt = intl.formatDate(scene.updatedAt, { dateStyle: 'medium', timeStyle: 'short' });
  const rows: [string, string][] = [
    [t('sceneDetails.size'), t('scenes.size', { width: scene.width, height: scene.height })],
    [t('sceneDetails.ratio'), scene.ratio],
    [
      t('sceneDetails.tags'),
      scene.tags.length > 0 ? scene.tags.map((tag) => tag.name).join(', ') : t('sceneDetails.noTags'),
    ],
    [t('sceneDetails.folder'), folderText],
    [t('sceneDetails.updatedAt'), updatedAt],
    [t('sceneDetails.updatedBy'), scene.updatedBy ?? t('sceneDetails.unknown')],
    ...(seesSchedules ? [[t('sceneDetails.screensCount'), String(scene.screensCount)] as [string, string]] : []),
  ];
  const sections = sectionSummaries(scene);

  return (
    <div data-scope="scene-details" data-part="root">
      <header data-scope="scene-details" data-part="header">
        <Link href="/scenes" data-part="back">
          {t('preview.back')}
        </Link>
        <h2 data-part="name">{scene.name}</h2>
        <nav aria-label={t('sceneDetails.actions')} data-part="links">
          {mayOpen(EDIT_SCENE_ROUTE) ? <Link href={`/scenes/edit_scene/${scene.id}`}>{t('preview.edit')}</Link> : null}
          <Link href={`/scenes/preview/${scene.id}/`}>{t('scenes.preview')}</Link>
          {mayOpen(ASSIGN_SCREEN_ROUTE) ? (
            <Link href={`/scenes/${scene.id}/assign_screen`}>{t('sceneDetails.assignScreens')}</Link>
          ) : null}
        </nav>
      </header>
      <dl data-scope="scene-details" data-part="facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {seesSchedules ? (
          <div>
            <dt>{t('sceneDetails.playsOn')}</dt>
            <dd>
              {(scene.screens ?? []).length === 0 ? (
                t('sceneDetails.playsNowhere')
              ) : (
                <ul data-part="screens">
                  {(scene.screens ?? []).map((screen) => (
                    <li key={screen.id}>
                      {mayOpen(SCREEN_DETAILS_ROUTE) ? (
                        <Link href={`/screens/screen_details/${screen.id}`}>{screen.name}</Link>
                      ) : (
                        screen.name
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <table data-scope="scene-details" data-part="sections">
        <caption>{t('sceneDetails.sections')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sceneDetails.sectionName')}</th>
            <th scope="col">{t('sceneDetails.size')}</th>
            <th scope="col">{t('sceneDetails.position')}</th>
            <th scope="col">{t('sceneDetails.items')}</th>
            <th scope="col">{t('sceneDetails.totalDuration')}</th>
          </tr>
        </thead>
        <tbody>
          {sections.map(({ section, itemsCount, totalMs }) => (
            <tr key={section.id} data-state={section.hidden ? 'hidden' : undefined}>
              <th scope="row">
                {section.name}
                {section.hidden ? <span data-part="badge">{t('sceneDetails.hidden')}</span> : null}
                {section.draft ? <span data-part="badge">{t('sceneEditor.draft')}</span> : null}
              </th>
              <td>{t('scenes.size', { width: section.width, height: section.height })}</td>
              <td>{t('sceneDetails.positionValue', { x: section.left, y: section.top })}</td>
              <td>{itemsCount}</td>
              <td>{duration(totalMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sections.length === 0 ? <p data-part="empty">{t('sceneDetails.noSections')}</p> : null}
    </div>
  );
}
