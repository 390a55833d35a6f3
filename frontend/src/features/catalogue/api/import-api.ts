import { api } from '../../../lib/api';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ImportProblem, ProductImportReport } from '../../../types/api';

// A CSV file of tools: checked first (a dry run changes nothing), then imported all or nothing,
// which refetches whatever shows tools.
export const importApi = api.injectEndpoints({
  endpoints: (build) => ({
    importProducts: build.mutation<ProductImportReport, { file: File; dryRun: boolean }>({
      query: ({ file, dryRun }) => ({ url: '/product-imports', method: 'POST', params: dryRun ? { dryRun: true } : undefined, body: file, headers: { 'Content-Type': 'text/csv' } }),
      invalidatesTags: (_result, _error, { dryRun }) => (dryRun ? [] : ['Product']),
    }),
  }),
});

export const { useImportProductsMutation } = importApi;

/** The file's problems by row and column, when the shop refused it for them (422 `import_problems`). */
export function importProblems(error: FetchBaseQueryError | SerializedError | undefined): ImportProblem[] | undefined {
  if (!error || !('status' in error) || error.status !== 422) return undefined;
  const problems = (error.data as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? (problems as ImportProblem[]) : undefined;
}
