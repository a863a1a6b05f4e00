import { dayInZone, type ScreenshotDto } from '@screenplay/core/screens';
import type { MessageKey } from '@screenplay/core/messages';
import { ApiError } from '@screenplay/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScreenDetailsCalls } from '@screenplay/hooks/screens';

/** An archive period: from the start of `since` to the end of `until` ("YYYY-MM-DD", the screen's zone). */
export interface ScreenshotRange {
  since: string;
  until: string;
}

/** Where the screenshots of the proof-of-play page stand. */
export interface ScreenshotsState {
  range: ScreenshotRange;
  /** The screenshots shown: one just taken first, then the archive of the range, newest first. */
  shots: readonly ScreenshotDto[];
  /** The `uri` of the screenshot taken on this page, marked as the current one. */
  currentUri: string | null;
  isLoading: boolean;
  isTaking: boolean;
  /** The message key of the last failed request (spec §8 'Screenshot'), or null. */
  failure: MessageKey | null;
  showRange: (range: ScreenshotRange) => void;
  take: () => void;
}

/**
 * The key a failed screenshot request shows (spec accounts §4/§8): 'Not available. Device is offline' when
 * the server says the device is offline, else 'Something went wrong. Please try again' (the 20 s window
 * ended, or anything else went wrong).
 */
export function screenshotFailureKey(error: unknown): MessageKey {
  return error instanceof ApiError && error.code === 'proofOfPlay.deviceOffline'
    ? 'proofOfPlay.deviceOffline'
    : 'proofOfPlay.screenshotError';
}

/** A screenshot placed first in a list, any copy of it further down dropped (spec §4: "placed first in the list"). */
export function placeFirst(shot: ScreenshotDto, shots: readonly ScreenshotDto[]): ScreenshotDto[] {
  return [shot, ...shots.filter((one) => one.uri !== shot.uri && one.takenAt !== shot.takenAt)];
}

/**
 * The proof-of-play screenshots: the archive of a day range (today in the screen's zone at first) and
 * 'take screenshot', loading until the player's screenshot arrives or the server's 20 s window ends.
 */
export function useScreenshots(calls: ScreenDetailsCalls, timeZone: string): ScreenshotsState {
  const [range, setRange] = useState<ScreenshotRange>(() => {
    const today = dayInZone(Date.now(), timeZone);
    return { since: today, until: today };
  });
  const [archive, setArchive] = useState<readonly ScreenshotDto[]>([]);
  // Screenshots taken on this page, newest first: each new one goes on top, the earlier ones stay below it.
  const [taken, setTaken] = useState<readonly ScreenshotDto[]>([]);
  const [isLoading, setLoading] = useState(true);
  const [isTaking, setTaking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const loadSeq = useRef(0);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    const seq = ++loadSeq.current;
    setLoading(true);
    calls.screenshots(range.since, range.until).then(
      (shots) => {
        if (seq !== loadSeq.current || !isMounted.current) return;
        setArchive(shots);
        setLoading(false);
      },
      (error: unknown) => {
        if (seq !== loadSeq.current || !isMounted.current) return;
        setFailure(screenshotFailureKey(error));
        setLoading(false);
      },
    );
  }, [calls, range.since, range.until]);

  const take = useCallback(() => {
    setTaking(true);
    setFailure(null);
    calls.takeScreenshot().then(
      (shot) => {
        if (!isMounted.current) return;
        setTaken((earlier) => placeFirst(shot, earlier));
        setTaking(false);
      },
      (error: unknown) => {
        if (!isMounted.current) return;
        setFailure(screenshotFailureKey(error));
        setTaking(false);
      },
    );
  }, [calls]);

  const showRange = useCallback((next: ScreenshotRange) => {
    setFailure(null);
    setRange(next);
  }, []);

  return {
    range,
    shots: taken.reduceRight<readonly ScreenshotDto[]>((shots, shot) => placeFirst(shot, shots), archive),
    currentUri: taken[0]?.uri ?? null,
    isLoading,
    isTaking,
    failure,
    showRange,
    take,
  };
}
