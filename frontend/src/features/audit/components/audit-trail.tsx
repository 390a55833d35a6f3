import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ui/error-state';
import { PagedTableScreen } from '../../../components/ui/paged-table-screen';
import { RowCard } from '../../../components/ui/row-card';
import { formatDateTime } from '../../../lib/format';
import { ADMIN_LIST_FRESHNESS } from '../../../lib/freshness';
import { isRangeBackwards, useUrlFilters } from '../../../lib/url-filters';
import { useCsvExport } from '../../../lib/use-csv-export';
import type { AuditEntry, AuditKind } from '../../../types/api';
import { useListAuditEntriesInfiniteQuery, type AuditFilters } from '../api/audit-api';
import { AuditFilterBar } from './audit-filter-bar';
import { changesOf, KIND_WORDS } from './audit-words';

const FILTER_KEYS = ['actor', 'kind', 'subject', 'from', 'to'] as const;

function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value as AuditKind;
  }
  return filters;
}

const searchOf = (filters: AuditFilters) => new URLSearchParams(filters as Record<string, string>);
// A filter replaces the entry in the history rather than adding one.
const IN_PLACE = { replace: true };

const Changes = ({ entry }: { entry: AuditEntry }) => (
  <>
    {changesOf(entry).map((change) => (
      <Typography key={change} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {change}
      </Typography>
    ))}
  </>
);

/** The owner's audit trail: every staff action, newest first, filtered by the page's URL. */
export function AuditTrail() {
  const [filters, setFilters] = useUrlFilters(filtersOf, searchOf, IN_PLACE);
  const backwards = isRangeBackwards(filters);
  const query = useListAuditEntriesInfiniteQuery(filters, { ...ADMIN_LIST_FRESHNESS, skip: backwards });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { exportCsv, busy: exporting, error: exportError } = useCsvExport('/export/audit-entries', searchOf(filters), 'audit-trail');
  return (
    <>
      <PagedTableScreen
        title="Audit Trail"
        titleAction={
          <Button variant="outlined" onClick={() => void exportCsv()} loading={exporting} disabled={backwards}>
            Export CSV
          </Button>
        }
        toolbar={
          <>
            {exportError && (
              <Box sx={{ mb: 2 }}>
                <ErrorState message={`The export failed: ${exportError}`} onRetry={() => void exportCsv()} retrying={exporting} />
              </Box>
            )}
            <AuditFilterBar filters={filters} onChange={setFilters} />
          </>
        }
        query={query}
        rowCount={entries.length}
        things="entries"
        emptyText="No staff action matches these filters."
        notice={null}
        onNoticeClose={() => undefined}
        skeletonHeight={52}
        minWidth={960}
        headerCells={
          <>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>What</TableCell>
            <TableCell>About</TableCell>
            <TableCell>Change</TableCell>
            <TableCell>From</TableCell>
          </>
        }
        cards={entries.map((entry) => (
          <RowCard
            key={entry._id}
            title={KIND_WORDS[entry.kind]}
            fields={[
              ['When', formatDateTime(entry.createdAt)],
              ['Who', entry.actor.email],
              ['About', `${entry.subject.type} ${entry.subject.id}`],
              ['Change', <Changes key="change" entry={entry} />],
              ['From', entry.address ?? '—'],
            ]}
            actions={null}
          />
        ))}
      >
        {entries.map((entry) => (
          <TableRow key={entry._id}>
            <TableCell>{formatDateTime(entry.createdAt)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.actor.email}</TableCell>
            <TableCell component="th" scope="row">
              {KIND_WORDS[entry.kind]}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {entry.subject.type} {entry.subject.id}
            </TableCell>
            <TableCell>
              <Changes entry={entry} />
            </TableCell>
            <TableCell>{entry.address ?? '—'}</TableCell>
          </TableRow>
        ))}
      </PagedTableScreen>
    </>
  );
}
