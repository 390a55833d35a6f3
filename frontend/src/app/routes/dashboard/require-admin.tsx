import { RequireAdmin } from '../../../features/users/components/require-admin';

export default RequireAdmin;
