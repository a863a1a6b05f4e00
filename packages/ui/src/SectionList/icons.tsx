/** Small stroke icons of the section list's buttons (decorative: each button has an accessible name). */
const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  focusable: false,
} as const;

/** Arrow up. */
export const UpIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M8 13V3M4 7l4-4 4 4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
/** Arrow down. */
export const DownIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M8 3v10M4 9l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
/** Two overlapping boxes. */
export const DuplicateIcon = () => (
  <svg {...common} aria-hidden="true">
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5v-1a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1" />
  </svg>
);
/** An open eye (visible) or a struck-through eye (hidden). */
export const EyeIcon = ({ isHidden }: { isHidden: boolean }) => (
  <svg {...common} aria-hidden="true">
    <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z" />
    <circle cx="8" cy="8" r="2" />
    {isHidden ? <path d="M2.5 13.5l11-11" strokeLinecap="round" /> : null}
  </svg>
);
/** A cross. */
export const DeleteIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
  </svg>
);
