import type { NavItem, NavItemId } from '@screenplay/core';
import type { LucideIcon } from 'lucide-react';
// One module per icon (not the package's index), so the bundle holds only these seven glyphs.
import Building2 from 'lucide-react/icons/building-2';
import Clapperboard from 'lucide-react/icons/clapperboard';
import CreditCard from 'lucide-react/icons/credit-card';
import Handshake from 'lucide-react/icons/handshake';
import LibraryBig from 'lucide-react/icons/library-big';
import Monitor from 'lucide-react/icons/monitor';
import Users from 'lucide-react/icons/users';

/**
 * The side navigation's icon per item (lucide, DESIGN.md's icon set), chosen so that items with the same initial
 * (Screens and Scenes) are told apart at a glance, also when the navigation is collapsed to its icons.
 */
export const NAV_ICONS: Readonly<Record<NavItemId, LucideIcon>> = {
  screens: Monitor,
  scenes: Clapperboard,
  library: LibraryBig,
  workgroups: Users,
  customers: Building2,
  billing: CreditCard,
  resellers: Handshake,
};

/** Renders a side-navigation item's icon (decorative: the link is named by its label). */
export function renderNavIcon(item: NavItem) {
  const Icon = NAV_ICONS[item.id];
  return <Icon size={20} strokeWidth={1.75} aria-hidden="true" focusable="false" data-icon={item.id} />;
}
