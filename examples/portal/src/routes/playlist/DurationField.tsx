import { PLAYLIST_ITEM_DURATION_MAX_S } from '@screenplay/core';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';

/** A duration typed in seconds: a whole number from 1 to a day, or null. */
export function parseDuration(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= PLAYLIST_ITEM_DURATION_MAX_S
    ? value
    : null;
}

/**
 * How long the playlist item plays, in seconds (spec §3 "duration"; 60 for a new item): a number field that
 * reports each valid value and says what it accepts otherwise.
 */
export function DurationField({ seconds, onChange }: { seconds: number; onChange: (seconds: number) => void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(String(seconds));
  useEffect(() => {
    // A duration changed elsewhere (a video removed, undo) replaces what is typed, unless it already says so.
    setText((current) => (parseDuration(current) === seconds ? current : String(seconds)));
  }, [seconds]);
  const isValid = parseDuration(text) !== null;
  return (
    <div data-scope="layer-editor-page" data-part="duration">
      <label htmlFor={id}>{intl.formatMessage({ id: 'playlistEditor.duration' })}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={PLAYLIST_ITEM_DURATION_MAX_S}
        step={1}
        value={text}
        aria-invalid={!isValid || undefined}
        aria-describedby={isValid ? undefined : `${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
          const value = parseDuration(event.target.value);
          if (value !== null) onChange(value);
        }}
      />
      {isValid ? null : (
        <span id={`${id}-error`} data-part="error" role="alert">
          {intl.formatMessage(
            { id: 'playlistEditor.durationInvalid' },
            { max: intl.formatNumber(PLAYLIST_ITEM_DURATION_MAX_S) },
          )}
        </span>
      )}
    </div>
  );
}
