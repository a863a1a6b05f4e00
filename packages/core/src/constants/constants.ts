/** How long a toast stays open before it fades. */
export const TOAST_DURATION_MS = 3000; // spec: toasts auto-dismiss after 3 s (3000 ms)

/** Length of a toast's fade-out. */
export const TOAST_FADE_MS = 250; // spec: toast fade 250 ms

/** Hover time before a user-menu tooltip shows. */
export const MENU_TOOLTIP_DELAY_MS = 300; // spec: tooltip shown after hovering 300 ms

/** Length of a popup's close animation. */
export const POPUP_CLOSE_MS = 250; // spec: popup close animation 250 ms

/** Delay before a popup focuses its first control. */
export const POPUP_FOCUS_DELAY_MS = 170; // spec: popup focus delay 170 ms

/** Delay before a popup focuses its first control when animations are off. */
export const POPUP_FOCUS_DELAY_NO_ANIMATION_MS = 100; // spec: 100 ms without animation

/** How many times a failed translation read is retried. */
export const TRANSLATION_RETRIES = 5; // spec: translation loading retries a failed read up to 5 times

/** First delay between translation retries; each retry doubles it. */
export const TRANSLATION_RETRY_DELAY_MS = 350; // spec: delay starting at 350 ms and doubling

/** The version shown in the side navigation. */
export const APP_VERSION = '0.1.30'; // spec: version label 0.1.30

/** The locale used to format dates and numbers. */
export const LOCALE = 'en-GB'; // spec: locale en-GB

/** Seconds during which a second forgot-password request for the same e-mail is refused. */
export const FORGOT_THROTTLE_SECONDS = 60; // contract: 'passwords.throttled' within 60 s (spec names no number)
