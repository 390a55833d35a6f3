import { MakeAdmin } from '../../../features/users/components/make-admin';

export default MakeAdmin;
