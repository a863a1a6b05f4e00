import { useText } from '@screenplay/hooks';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import type { PageProps } from '../../app/pages';
import { useIsGranted } from '../../app/useMayOpen';
import { ScreenHeader } from './ScreenHeader';
import { ScreenScenesSection } from './ScreenScenesSection';
import { ScreenUnavailable } from './ScreenUnavailable';
import { ScreenWeekSection } from '../../shared/screens/ScreenWeekSection';
import { ScreenshotsSection } from './ScreenshotsSection';
import { screenDetailsCalls } from '@screenplay/hooks/screens';
import { useScreenRecord } from './useScreenRecord';
import './screenDetails.css';

/**
 * `/screens/proof_of_play/:screenId` (spec accounts §2, §4): the current screenshot and the archive, and the
 * screen's scenes with their sync status and a force push each, and the screen's week (what plays when, and
 * why); the status stays live.
 */
export default function ProofOfPlayPage({ params }: PageProps) {
  const t = useText();
  const { api } = usePortal();
  const screenId = Number(params.screenId);
  const record = useScreenRecord(screenId);
  const calls = useMemo(() => screenDetailsCalls(api, screenId), [api, screenId]);
  const { screen } = record;
  // What plays here is scheduling (issue 13): a workgroup that hides it sees the screenshots only.
  const seesSchedules = useIsGranted('scheduleScenes', 'read');

  if (record.state !== 'ready' || !screen) {
    return <ScreenUnavailable state={record.state === 'ready' ? 'loading' : record.state} onRetry={record.reload} />;
  }
  return (
    <div data-scope="screen-details" data-part="root">
      <ScreenHeader
        screen={screen}
        title={t('proofOfPlay.heading', { name: screen.name })}
        back={
          <Link href="/screens" data-part="back">
            {t('screenDetails.back')}
          </Link>
        }
        links={<Link href={`/screens/screen_details/${screen.id}`}>{t('proofOfPlay.back')}</Link>}
      />
      <ScreenshotsSection screen={screen} calls={calls} />
      {seesSchedules ? (
        <>
          <ScreenScenesSection screen={screen} calls={calls} />
          <ScreenWeekSection screen={screen} revision={record.revision} />
        </>
      ) : null}
    </div>
  );
}
