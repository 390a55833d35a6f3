import { MyProfile } from '../../../features/profile/components/my-profile';
import { PageTitle } from '../../../components/layout/page-title';

export default function MyProfileRoute() {
  return (
    <>
      <PageTitle>My Profile</PageTitle>
      <MyProfile />
    </>
  );
}
