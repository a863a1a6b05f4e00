import { useIntl } from 'react-intl';
import { Avatar } from '../Avatar/Avatar';

/** Props of {@link PresenceIndicator}. */
export interface PresenceIndicatorProps {
  /** The other users with the same scene open. */
  users: readonly { id: number; name: string; avatar: string | null }[];
  className?: string;
}

/** The avatars of the other users editing the same scene, named for assistive technology. */
export function PresenceIndicator({ users, className }: PresenceIndicatorProps) {
  const intl = useIntl();
  if (users.length === 0) return null;
  return (
    <ul
      data-scope="presence"
      data-part="root"
      className={className}
      aria-label={intl.formatMessage({ id: 'sceneEditor.otherEditors' })}
    >
      {users.map((user) => (
        <li key={user.id} data-part="user" title={user.name}>
          <Avatar name={user.name} src={user.avatar} size={28} />
        </li>
      ))}
    </ul>
  );
}
