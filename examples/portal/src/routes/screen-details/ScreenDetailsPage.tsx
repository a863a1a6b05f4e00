import { useText } from '@screenplay/hooks';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import type { PageProps } from '../../app/pages';
import { useIsGranted } from '../../app/useMayOpen';
import { DisplaySection, FinanceTagSection, ForceReloadSection, RemoteControlSection } from './DeviceSections';
import { DeleteSection } from './DeleteSection';
import { GeneralSection } from './GeneralSection';
import { BrightnessSection, VolumeSection } from './LevelSections';
import { ScreenHeader } from './ScreenHeader';
import { ScreenUnavailable } from './ScreenUnavailable';
import { CanChangeScreen } from './SettingSection';
import { ScreenWeekSection } from '../../shared/screens/ScreenWeekSection';
import { TimersSection } from './TimersSection';
import { TimezoneSection } from './TimezoneSection';
import { screenDetailsCalls } from '@screenplay/hooks/screens';
import { useScreenRecord } from './useScreenRecord';
import './screenDetails.css';

/**
 * `/screens/screen_details/:screenId` (spec accounts §2, §7): the screen's name and tags, time zone with the
 * device's time, its week (what plays when, and why: issue 12), volume, brightness, timers, orientation and resolution, remote-control lock, force reload, finance tag
 * and deletion. Each setting saves on its own with a loading flag and a toast; the status stays live.
 */
export default function ScreenDetailsPage({ params }: PageProps) {
  const t = useText();
  const { api } = usePortal();
  const screenId = Number(params.screenId);
  const record = useScreenRecord(screenId);
  const calls = useMemo(() => screenDetailsCalls(api, screenId), [api, screenId]);
  const { screen, replace } = record;
  const seesSchedules = useIsGranted('scheduleScenes', 'read');

  if (record.state !== 'ready' || !screen) {
    return <ScreenUnavailable state={record.state === 'ready' ? 'loading' : record.state} onRetry={record.reload} />;
  }
  const props = { screen, calls, onSaved: replace };
  return (
    <div data-scope="screen-details" data-part="root">
      <ScreenHeader
        screen={screen}
        title={screen.name}
        back={
          <Link href="/screens" data-part="back">
            {t('screenDetails.back')}
          </Link>
        }
        links={<Link href={`/screens/proof_of_play/${screen.id}`}>{t('titles.proofOfPlay')}</Link>}
      />
      {seesSchedules ? <ScreenWeekSection screen={screen} revision={record.revision} /> : null}
      {record.canChange ? null : (
        <p data-scope="screen-details" data-part="read-only-note" role="note">
          {t('screenDetails.readOnly')}
        </p>
      )}
      <CanChangeScreen.Provider value={record.canChange}>
        <div data-scope="screen-details" data-part="settings">
          <GeneralSection {...props} />
          <TimezoneSection {...props} />
          <VolumeSection {...props} />
          <BrightnessSection {...props} />
          <DisplaySection {...props} />
          <RemoteControlSection {...props} />
          {record.canChange ? <ForceReloadSection calls={calls} /> : null}
          <TimersSection {...props} />
          <FinanceTagSection {...props} />
          {record.canChange ? <DeleteSection screen={screen} calls={calls} /> : null}
        </div>
      </CanChangeScreen.Provider>
    </div>
  );
}
