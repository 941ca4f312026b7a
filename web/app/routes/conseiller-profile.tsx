import { RouteGuard } from '@/features/account';
import { paths } from '../paths';
import { ProfileScreen } from './profile-screen';

/** /conseiller-sst/profil: the adviser's profile page. */
function ConseillerProfileRoute() {
  return (
    <RouteGuard>
      <ProfileScreen path={paths.conseillerProfile} />
    </RouteGuard>
  );
}

export default ConseillerProfileRoute;
