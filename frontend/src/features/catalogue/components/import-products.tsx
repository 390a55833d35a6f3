import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { useCsvExport } from '../../../lib/use-csv-export';
import type { ImportProblem, ProductImportReport } from '../../../types/api';
import { importProblems, useImportProductsMutation } from '../api/import-api';

const COLUMNS = 'slug, name, category, brand, price, priceBreaks, minimum, available, weightGrams, taxClass, image, description';
const tools = (count: number) => `${count} ${count === 1 ? 'tool' : 'tools'}`;
const changes = (report: ProductImportReport) => `${tools(report.added)} ${report.dryRun ? 'to add' : 'added'}, ${tools(report.updated)} ${report.dryRun ? 'to update' : 'updated'}`;

function ProblemTable({ problems }: { problems: ImportProblem[] }) {
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label="Problems in the file">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Problem</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            <TableRow key={`${problem.row}-${problem.column}-${index}`}>
              <TableCell>{problem.row}</TableCell>
              <TableCell>{problem.column || '—'}</TableCell>
              <TableCell>{problem.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A failed check or import: the file's problems by row and column, or why the call failed with Retry. */
function Refusal({ error, onRetry, retrying }: { error: Parameters<typeof problemMessage>[0]; onRetry: () => void; retrying: boolean }) {
  const problems = importProblems(error);
  if (!problems) return <ErrorState message={problemMessage(error)} onRetry={onRetry} retrying={retrying} />;
  return (
    <Stack spacing={1}>
      <Alert severity="error" role="alert">
        {problemMessage(error)} Put them right in the file and choose it again.
      </Alert>
      <ProblemTable problems={problems} />
    </Stack>
  );
}

/** The dashboard's catalogue as CSV: export it, and import a file, checked before anything changes. */
export function ImportProducts() {
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [check, checked] = useImportProductsMutation();
  const [apply, applied] = useImportProductsMutation();
  const { exportCsv, busy: exporting, error: exportError } = useCsvExport('/export/products', new URLSearchParams(), 'products');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file chosen again (after putting it right) must fire again.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    checked.reset();
    applied.reset();
    void check({ file: chosen, dryRun: true });
  };
  const importIt = () => file && void apply({ file, dryRun: false });

  return (
    <Stack spacing={3}>
      <Typography variant="h2" sx={{ fontSize: '1.75rem' }}>
        Import and export
      </Typography>
      <Stack spacing={1.5} component="section" aria-labelledby="export-heading">
        <Typography id="export-heading" variant="h3" sx={{ fontSize: '1.25rem' }}>
          Export the catalogue
        </Typography>
        <Typography color="text.secondary">Every tool as a row of a CSV file, in the columns an import takes.</Typography>
        <Box>
          <Button variant="outlined" onClick={() => void exportCsv()} loading={exporting}>
            Export CSV
          </Button>
        </Box>
        {exportError && <ErrorState message={`The export failed: ${exportError}`} onRetry={() => void exportCsv()} retrying={exporting} />}
      </Stack>
      <Stack spacing={1.5} component="section" aria-labelledby="import-heading">
        <Typography id="import-heading" variant="h3" sx={{ fontSize: '1.25rem' }}>
          Import tools from a CSV file
        </Typography>
        <Typography color="text.secondary">
          Columns: {COLUMNS}. A row with a slug updates that tool; a row without one adds a tool. The file is checked first, and imported whole or not at
          all.
        </Typography>
        <Box>
          <Button variant="contained" onClick={() => input.current?.click()} loading={checked.isLoading}>
            Choose a CSV file
          </Button>
          <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={choose} />
        </Box>
        {file && checked.isError && <Refusal error={checked.error} onRetry={() => void check({ file, dryRun: true })} retrying={checked.isLoading} />}
        {file && checked.data && !applied.data && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" onClick={importIt} loading={applied.isLoading}>
                Import
              </Button>
            }
          >
            {file.name} is ready: {changes(checked.data)}. Nothing has changed yet.
          </Alert>
        )}
        {applied.isError && <Refusal error={applied.error} onRetry={importIt} retrying={applied.isLoading} />}
        {file && applied.data && (
          <Alert severity="success" role="status">
            Imported {file.name}: {changes(applied.data)}.
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
