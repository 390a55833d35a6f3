import { useCsvExport } from '../../lib/use-csv-export';
import { searchOfFilters, type OrderFilters } from './order-filters';

/** Downloads the orders the filters find as CSV (lib/use-csv-export.ts says how). */
export const useExportOrders = (filters: OrderFilters) => useCsvExport('/export/orders', searchOfFilters(filters), 'orders');
