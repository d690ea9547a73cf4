import { ROUTES } from '@fastforward/domain';
import { Avatar, Box, Button, Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { isStoredPlatformAdmin, isStoredSuperUser } from '../../../lib/permissions';
import { logout } from '../../auth/api/logout';
import { useMyProfile } from '../api/get-my-profile';

type UserMenuProps = {
  /** In the platform administration the way there is its own navigation, not a menu item. */
  area?: 'dashboard' | 'platform';
};

/** The header's user menu: the platform administration, change password and logout. */
export function UserMenu({ area = 'dashboard' }: UserMenuProps) {
  const navigate = useNavigate();
  const profile = useMyProfile();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          px="xs"
          aria-label="User menu"
          leftSection={<Avatar size="sm" color="blue" name={profile.data?.fullName} />}
          rightSection={<span aria-hidden="true">▾</span>}
        >
          {/* On a phone the avatar alone: the name would push the header onto two lines. */}
          <Box component="span" visibleFrom="sm">
            {profile.data?.username ?? 'Account'}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {profile.data?.company ? <Menu.Label>{profile.data.company.name}</Menu.Label> : null}
        {area === 'dashboard' && isStoredPlatformAdmin() ? (
          <Menu.Item onClick={() => navigate(ROUTES.superUserDashboard)}>Platform administration</Menu.Item>
        ) : null}
        {/* The super user has no company dashboard, where the password is changed. */}
        {isStoredSuperUser() ? null : (
          <Menu.Item onClick={() => navigate(ROUTES.dashboardChangePassword)}>Change Password</Menu.Item>
        )}
        <Menu.Item color="red" onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
