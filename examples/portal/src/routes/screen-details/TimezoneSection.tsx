import { formatZonedTime } from '@screenplay/core';
import {
  NTP_SERVER_MAX_LENGTH,
  deviceClockAt,
  isNtpServer,
  timeZoneOptions,
  type ScreenDto,
} from '@screenplay/core/screens';
import { useLoader, useText } from '@screenplay/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Field, SettingSection, useSettingSave } from './SettingSection';
import type { ScreenDetailsCalls } from '@screenplay/hooks/screens';

/** How often the device's clock on the page ticks. */
const CLOCK_TICK_MS = 1_000;

/** The platform's IANA zones (every browser the portal supports has `Intl.supportedValuesOf`). */
function platformZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * The screen's time zone (`PUT .../details/timezone {time, timezone, ntpServer}`): the IANA list with each
 * zone's offset now, and the device's own clock from its last heartbeat (`GET .../details/device`), shown
 * in the chosen zone (named beside it) and ticking; `time` carries that device time as shown, the NTP server is kept as stored.
 */
export function TimezoneSection({
  screen,
  calls,
  onSaved,
}: {
  screen: ScreenDto;
  calls: ScreenDetailsCalls;
  onSaved: (screen: ScreenDto) => void;
}) {
  const t = useText();
  const title = t('screenDetails.timezone');
  const { isSaving, save } = useSettingSave(title, onSaved);
  const [timezone, setTimezone] = useState(screen.timezone);
  const [ntpServer, setNtpServer] = useState(screen.ntpServer ?? '');
  const [ntpError, setNtpError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const options = useMemo(() => timeZoneOptions(platformZones(), Date.now(), screen.timezone), [screen.timezone]);
  // The device reports on each heartbeat: read it again whenever the screen was seen alive again.
  const device = useLoader(() => calls.device(), [calls, screen.aliveAt], {
    keepPreviousData: true,
    onError: (error) => console.warn('[screen details] device', error),
  });

  useEffect(() => setTimezone(screen.timezone), [screen.timezone]);
  useEffect(() => setNtpServer(screen.ntpServer ?? ''), [screen.ntpServer]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const clock = device.data ? deviceClockAt(device.data, now) : null;
  const deviceTime =
    clock === null
      ? t('screenDetails.deviceTimeUnknown')
      : formatZonedTime(clock, { timeZone: timezone, withSeconds: true });

  const submit = () => {
    const ntp = ntpServer.trim() === '' ? null : ntpServer.trim();
    if (!isNtpServer(ntp)) {
      setNtpError(t('screensApi.ntpServerInvalid'));
      return;
    }
    setNtpError(null);
    // `time` is the device's time as the form shows it (the portal's own when the device has not reported yet).
    void save(() => calls.timezone(timezone, ntp, new Date(clock ?? Date.now()).toISOString()));
  };

  return (
    <SettingSection title={title} onSubmit={submit} isSaving={isSaving} part="timezone">
      <Field label={t('screenDetails.timezone')}>
        {(control) => (
          <select {...control} name="timezone" value={timezone} onChange={(event) => setTimezone(event.target.value)}>
            {options.map((option) => (
              <option key={option.zone} value={option.zone}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p data-part="device-time">
        <span>{t('screenDetails.deviceTime')}: </span>
        <output aria-label={t('screenDetails.deviceTime')}>{deviceTime}</output>
      </p>
      <Field label={t('screenDetails.ntpServer')} description={t('screenDetails.ntpServerHelp')} error={ntpError}>
        {(control) => (
          <input
            {...control}
            type="text"
            name="ntpServer"
            maxLength={NTP_SERVER_MAX_LENGTH}
            autoComplete="off"
            value={ntpServer}
            onChange={(event) => setNtpServer(event.target.value)}
          />
        )}
      </Field>
    </SettingSection>
  );
}
