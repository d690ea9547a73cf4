import { ROUTES } from '@fastforward/domain';
import { Avatar, Button, Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { isStoredPlatformAdmin } from '../../../lib/permissions';
import { logout } from '../../auth/api/logout';
import { useMyProfile } from '../api/get-my-profile';

/** The header's user menu: change password and logout. */
export function UserMenu() {
  const navigate = useNavigate();
  const profile = useMyProfile();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          aria-label="User menu"
          leftSection={<Avatar size="sm" color="blue" name={profile.data?.fullName} />}
          rightSection={<span aria-hidden="true">▾</span>}
        >
          {profile.data?.username ?? 'Account'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {profile.data?.company ? <Menu.Label>{profile.data.company.name}</Menu.Label> : null}
        {isStoredPlatformAdmin() ? (
          <Menu.Item onClick={() => navigate(ROUTES.superUserDashboard)}>Platform administration</Menu.Item>
        ) : null}
        <Menu.Item onClick={() => navigate(ROUTES.dashboardChangePassword)}>Change Password</Menu.Item>
        <Menu.Item color="red" onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
