import { DashboardLayout } from '../../dashboard/dashboard-layout';

export default DashboardLayout;
