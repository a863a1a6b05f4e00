import type { MouseEvent, ReactNode } from 'react';

/** Props of {@link CardLink}. */
export interface CardLinkProps {
  href: string;
  /** Client-side navigation; a plain link when omitted. Modified clicks (new tab...) stay with the browser. */
  onNavigate?: (href: string) => void;
  label: string;
  part: string;
  children: ReactNode;
}

/** A real link (so it opens in a new tab and reads as a link) that a router can take over. */
export function CardLink({ href, onNavigate, label, part, children }: CardLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a href={href} data-part={part} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
