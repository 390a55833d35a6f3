import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '../../../lib/problem';
import type { Problem } from '../../../types/api';
import { issueMessage, lineName } from '../line-issues';

const problemOf = (error: FetchBaseQueryError | SerializedError): Partial<Problem> =>
  'status' in error && typeof error.data === 'object' && error.data !== null ? (error.data as Partial<Problem>) : {};

/** Where lines that can't be ordered are put right: the cart, or Buy Now's tool page. */
export interface FixLink {
  to: string;
  label: string;
}

export const fixInCart: FixLink = { to: '/cart', label: 'Fix your cart' };

/** Why the checkout was refused, naming the tools that stood in the way, and the way to put it right. */
export function CheckoutProblem({ error, fix = fixInCart }: { error: FetchBaseQueryError | SerializedError; fix?: FixLink }) {
  const problem = problemOf(error);
  if (problem.code === 'lines_unavailable' && problem.lines?.length) {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>Nothing was ordered: some tools can’t be ordered as they are</AlertTitle>
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {problem.lines.map((line) => (
            <li key={line.productId}>
              <strong>{lineName(line)}</strong> ({line.quantity}): {issueMessage(line)}
            </li>
          ))}
        </ul>
        {/* Under the list rather than beside it: on a phone the list needs the width. */}
        <Button color="inherit" variant="outlined" size="small" component={RouterLink} to={fix.to} sx={{ mt: 1.5 }}>
          {fix.label}
        </Button>
      </Alert>
    );
  }
  if (problem.code === 'price_changed') {
    return (
      <Alert severity="warning" role="alert">
        <AlertTitle>Nothing was ordered: prices have changed</AlertTitle>
        {problemMessage(error)} The total above is today’s; press Pay again to order and pay it.
      </Alert>
    );
  }
  if (problem.code === 'cart_empty') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/#tools">
            Browse the tools
          </Button>
        }
      >
        {problemMessage(error)}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      {problemMessage(error)}
    </Alert>
  );
}
