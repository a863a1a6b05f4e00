import type { ReactNode } from 'react';

/**
 * A link out of the editor: a plain click runs `onClick` instead of navigating (a single-page app's router, a
 * question first); modified clicks (a new tab…) stay with the browser, and without `onClick` the link navigates.
 */
export function BackLink({
  href,
  onClick,
  part,
  children,
}: {
  href: string;
  onClick: (() => void) | undefined;
  part?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      data-part={part}
      onClick={(event) => {
        if (!onClick || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onClick();
      }}
    >
      {children}
    </a>
  );
}
