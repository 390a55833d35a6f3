import { MyProfile } from '../../../features/profile/components/my-profile';

export default MyProfile;
