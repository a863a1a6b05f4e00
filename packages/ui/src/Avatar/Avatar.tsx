import { useState } from 'react';

/** Default avatar edge length in CSS pixels. */
export const AVATAR_DEFAULT_SIZE = 40;

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's name: the image's alternative text and the source of the initials. */
  name: string;
  /** Image URL; without one (or when it fails to load) the initials are shown. */
  src?: string | null;
  /** Edge length in CSS pixels. */
  size?: number;
  /** Hides the avatar from assistive technology when the name is already written next to it. */
  decorative?: boolean;
  className?: string;
}

/** Up to two initials from a name: first letters of the first and last words ('Ada King Lovelace' -> 'AL'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A user's picture, or their initials when there is no picture. */
export function Avatar({ name, src, size = AVATAR_DEFAULT_SIZE, decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const geometry = { width: size, height: size };
  if (src && src !== failedSrc) {
    return (
      <img
        data-scope="avatar"
        data-part="image"
        className={className}
        src={src}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        style={geometry}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      data-scope="avatar"
      data-part="initials"
      className={className}
      style={geometry}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initialsOf(name)}
    </span>
  );
}
