import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

const skills = [
  'TypeScript',
  'React',
  'Redux Toolkit and RTK Query',
  'MUI',
  'React Router',
  'Node.js and Express',
  'Sequelize, SQLite and PostgreSQL',
  'OpenAPI, contract first',
  'Firebase Authentication',
  'Stripe payments',
  'Vitest, Testing Library and MSW',
  'Accessibility (WCAG 2.2 AA)',
];

const projects = [
  {
    name: 'Hand Tool Shop',
    summary:
      'This shop. A searchable catalogue with cursor pagination, Firebase sign-in, orders that reserve stock without overselling, card payments confirmed on the server, and an admin dashboard for users, products and orders.',
    stack: ['React', 'RTK Query', 'MUI', 'Express', 'Sequelize', 'Stripe'],
    link: { to: '/', label: 'Visit the shop' },
  },
  {
    name: 'Workshop Stock Counter',
    summary:
      'A phone-first app for a joinery workshop to count stock by scanning barcodes. It keeps working without signal on the shop floor and syncs when the connection returns, with alerts when a fixing runs low.',
    stack: ['React', 'IndexedDB', 'Service workers', 'Node.js'],
  },
  {
    name: 'Trade Quote Builder',
    summary:
      'Quotes for small building firms: line items from a price list, labour at day rates, and a tidy PDF to send to the client. Quotes turn into invoices with one click, so the numbers never get typed twice.',
    stack: ['TypeScript', 'React Hook Form', 'Zod', 'PostgreSQL'],
  },
];

export default function PortfolioRoute() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>The shop's developer | Hand Tool Shop</title>
      <Box component="header" sx={{ mb: 6, maxWidth: 760 }}>
        <Typography variant="h1" component="h1" gutterBottom>
          The shop's developer
        </Typography>
        <Typography sx={{ fontSize: '1.15rem' }}>
          I build web shops and business tools with TypeScript, from the database to the last button. I care about pages that
          load fast on a phone on a building site, forms that say clearly what went wrong, and code the next developer can read.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="skills-heading" sx={{ mb: 6 }}>
        <Typography id="skills-heading" variant="h2" component="h2" gutterBottom>
          Skills
        </Typography>
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {skills.map((skill) => (
            <li key={skill}>
              <Chip label={skill} variant="outlined" />
            </li>
          ))}
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="projects-heading" sx={{ mb: 6 }}>
        <Typography id="projects-heading" variant="h2" component="h2" gutterBottom>
          Projects
        </Typography>
        <Grid container spacing={3}>
          {projects.map((project) => (
            <Grid key={project.name} size={{ xs: 12, md: 6, lg: 4 }}>
              <Card component="article" aria-label={project.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h4" component="h3" gutterBottom>
                    {project.name}
                  </Typography>
                  <Typography sx={{ mb: 2 }}>{project.summary}</Typography>
                  <Typography component="p" variant="body2" color="text.secondary">
                    Built with {project.stack.join(', ')}
                  </Typography>
                </CardContent>
                {project.link && (
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button component={RouterLink} to={project.link.to} variant="outlined">
                      {project.link.label}
                    </Button>
                  </CardActions>
                )}
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Box component="section" aria-labelledby="hire-heading">
        <Typography id="hire-heading" variant="h2" component="h2" gutterBottom>
          Work with me
        </Typography>
        <Typography sx={{ mb: 2 }}>Have a shop or a tool for your trade in mind? Send a message through the shop’s contact form.</Typography>
        <Button component={RouterLink} to="/#contact" variant="contained" size="large">
          Get in touch
        </Button>
      </Box>
    </Container>
  );
}
