import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';

// MUI marks a control focused from the keyboard with this class; set here, the rings stay drawn for
// the picture (a real focus would leave as the screenshot is taken).
const focused = 'Mui-focusVisible';

/** On charcoal the outlined and text buttons take the white text, as the navbar's do. */
function Controls({ onDark = false }: { onDark?: boolean }) {
  const color = onDark ? 'inherit' : 'primary';
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 3 }}>
      <Button variant="contained" className={focused}>
        Buy Now
      </Button>
      <Button variant="outlined" color={color} className={focused}>
        Load more tools
      </Button>
      <Button color={color} className={focused}>
        Retry
      </Button>
      <IconButton aria-label="Open menu" color="inherit" className={focused}>
        <MenuIcon />
      </IconButton>
    </Stack>
  );
}

/** Every control focused from the keyboard, on the page and on the charcoal navbar and hero. */
function FocusRings() {
  return (
    <Stack>
      <Box sx={{ p: 4 }}>
        <Typography sx={{ mb: 2 }}>On the page</Typography>
        <Controls />
      </Box>
      <Box sx={{ p: 4, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        <Typography sx={{ mb: 2 }}>On charcoal</Typography>
        <Controls onDark />
      </Box>
      <Box sx={{ p: 4 }}>
        <Button variant="contained">Tab to me</Button>
      </Box>
    </Stack>
  );
}

const meta = preview.meta({ title: 'Shared/Focus Ring', component: FocusRings });

export const Desktop = meta.story({
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Tab to me' });
    for (let tabs = 0; tabs < 12 && document.activeElement !== button; tabs += 1) await userEvent.tab();
    await expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineWidth).toBe('3px');
  },
});
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
