import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { visuallyHidden } from '@mui/utils';
import { formatPrice } from '../../../lib/money';
import { formatDay, type OverviewDay } from './daily-figures';

const CHART_HEIGHT = 220;

interface DayBarsProps {
  title: string;
  labels: string[];
  values: number[];
  color: string;
  /** Room for the value axis's widest tick label. */
  axisWidth: number;
  /** How a value reads (money); whole numbers without it. */
  format?: (value: number) => string;
}

function DayBars({ title, labels, values, color, axisWidth, format }: DayBarsProps) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <BarChart
        height={CHART_HEIGHT}
        hideLegend
        disableKeyboardNavigation
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[format ? { width: axisWidth, valueFormatter: format } : { width: axisWidth, tickMinStep: 1 }]}
        series={[{ data: values, label: title, color, ...(format ? { valueFormatter: (value: number | null) => format(value ?? 0) } : {}) }]}
      />
    </Box>
  );
}

/**
 * Orders and revenue per day as two charts over the same days. The charts are pictures to a screen
 * reader, which reads the same figures from a table instead; so they take no keyboard focus either
 * (focus inside what a screen reader is told to skip would be lost).
 */
export function DailyChart({ days }: { days: OverviewDay[] }) {
  const { palette } = useTheme();
  const labels = days.map((day) => formatDay(day.day));
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} aria-hidden="true">
        <DayBars title="Orders per day" labels={labels} values={days.map((day) => day.orders)} color={palette.primary.main} axisWidth={36} />
        <DayBars title="Revenue per day" labels={labels} values={days.map((day) => Number(day.revenue))} color={palette.success.main} axisWidth={64} format={formatPrice} />
      </Stack>
      {/* Hidden by a box around it, not on the table: a table is never narrower than its content and
          doesn't clip it, so hiding the table itself still widened and lengthened the page. */}
      <Box sx={visuallyHidden}>
        <Table>
          <caption>Orders and paid revenue per day, oldest first</caption>
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell>Orders</TableCell>
              <TableCell>Revenue</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day, i) => (
              <TableRow key={day.day}>
                <TableCell component="th" scope="row">
                  {labels[i]}
                </TableCell>
                <TableCell>{day.orders}</TableCell>
                <TableCell>{formatPrice(day.revenue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
