import { RouteGuard } from '@/features/account';
import { paths } from '../paths';
import { ProfileScreen } from './profile-screen';

/** /profile: the profile page of the enterprise and international apps. */
function ProfileRoute() {
  return (
    <RouteGuard>
      <ProfileScreen path={paths.profile} />
    </RouteGuard>
  );
}

export default ProfileRoute;
