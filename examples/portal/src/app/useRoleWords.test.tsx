import { TopBar } from '@screenplay/ui';
import { ScreenplayIntlProvider } from '@screenplay/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRoleWords } from './useRoleWords';

/** The shell's top bar as Shell.tsx fills it: the session's role identifiers shown through useRoleWords. */
function UserBlock({ roleNames }: { roleNames: string[] }) {
  const words = useRoleWords(roleNames);
  return (
    <TopBar
      title="Home"
      user={{ name: 'Nora', avatar: null, roleNames: words, status: 'active' }}
      menu={{ onUserSettings: () => {}, onLogout: () => {} }}
    />
  );
}

describe('useRoleWords', () => {
  it('shows the roles in the top bar as words, joined by commas, never as identifiers', () => {
    render(
      <ScreenplayIntlProvider>
        <UserBlock roleNames={['reseller-admin', 'customer-admin']} />
      </ScreenplayIntlProvider>,
    );
    const roles = screen.getByText('Reseller admin, Customer admin');
    expect(roles.getAttribute('data-part')).toBe('user-roles');
    expect(screen.queryByText(/customer-admin/)).toBeNull();
  });

  it('names each role the server assigns, and keeps one it does not know as given', () => {
    render(
      <ScreenplayIntlProvider>
        <UserBlock roleNames={['super-admin', 'workgroup-user', 'auditor']} />
      </ScreenplayIntlProvider>,
    );
    expect(screen.getByText('Super admin, Workgroup user, auditor')).toBeTruthy();
  });
});
