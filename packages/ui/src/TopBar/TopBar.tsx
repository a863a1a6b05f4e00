import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { UI_MESSAGE_IDS as M } from '../messages/uiMessageIds';
import { Avatar } from '../Avatar/Avatar';
import { UserMenu, type UserMenuProps } from '../UserMenu/UserMenu';

/** The user shown in the top bar. */
export interface TopBarUser {
  name: string;
  avatar: string | null;
  /** The user's roles as the user reads them ("Customer admin"), shown joined by commas (spec accounts §2). */
  roleNames: readonly string[];
  /** 'active' lights the dot on the bell. */
  status: string;
}

/** Props of {@link TopBar}. */
export interface TopBarProps {
  title: ReactNode;
  /** Optional content before the title (e.g. a back button). */
  left?: ReactNode;
  user: TopBarUser;
  menu: Omit<UserMenuProps, 'children'>;
  onNotificationsClick?: () => void;
  className?: string;
}

/** Top bar avatar edge length in CSS pixels. */
const TOPBAR_AVATAR_SIZE = 32;

/** The page header: optional left area, the page title, the notifications bell and the user block that opens the user menu. */
export function TopBar({ title, left, user, menu, onNotificationsClick, className }: TopBarProps) {
  const intl = useIntl();
  const isActive = user.status === 'active';
  return (
    <header data-scope="topbar" data-part="root" className={className}>
      {left != null ? <div data-part="left">{left}</div> : null}
      <h1 data-part="title">{title}</h1>
      <div data-part="actions">
        <button
          type="button"
          data-part="bell"
          data-state={isActive ? 'active' : 'inactive'}
          aria-label={intl.formatMessage({ id: M.notifications })}
          onClick={onNotificationsClick}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          {isActive ? <span data-part="bell-dot" data-state="active" aria-hidden="true" /> : null}
        </button>
        <UserMenu {...menu}>
          <Avatar name={user.name} src={user.avatar} size={TOPBAR_AVATAR_SIZE} decorative />
          <span data-part="user-text">
            <span data-part="user-name">{user.name}</span>{' '}
            <span data-part="user-roles">{user.roleNames.join(', ')}</span>
          </span>
        </UserMenu>
      </div>
    </header>
  );
}
