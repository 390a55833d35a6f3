import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

interface Answer {
  question: string;
  /** Paragraphs; text between backticks is shown as code. */
  paragraphs: string[];
  example?: string;
}

const topics: { id: string; title: string; answers: Answer[] }[] = [
  {
    id: 'react',
    title: 'React',
    answers: [
      {
        question: 'How does React decide when to re-render a component?',
        paragraphs: [
          'A component renders again when its own state changes, when its parent renders again, or when a context it reads gets a new value. Setting state to a value that is `Object.is`-equal to the current one is skipped.',
          'Rendering only means calling your component function and comparing the new output with the last one. React then touches the DOM only where something actually changed, so a re-render is usually cheap.',
          'By default a child renders whenever its parent does, even with the same props. Wrapping it in `memo` lets it skip when every prop is shallowly equal, which pays off for expensive subtrees. Measure before memoising everything.',
        ],
      },
      {
        question: 'What is the difference between props and state?',
        paragraphs: [
          'Props are the inputs a parent passes to a child. The child reads them and never changes them. State is memory a component owns, changed only through its setter, and each change schedules a new render.',
          'A good test: if a value can be computed from props or other state, it is not state. Compute it during render instead of copying it into `useState`, or the two copies will drift apart. When two components need the same state, move it up to their closest common parent and pass it down as props.',
        ],
      },
      {
        question: 'Why do items in a list need keys?',
        paragraphs: [
          'Keys tell React which item is which from one render to the next. With a stable key, React can move, add or remove exactly the right rows, and each row keeps its own state.',
          'Without keys, or with array indexes on a list that can be sorted or filtered, React matches rows by position. Typed text and checkboxes then stick to the wrong row. Use an id from the data, such as a product’s `_id`; an index is only safe for a list that never changes order.',
        ],
        example: `{products.map((product) => (
  <ProductCard key={product._id} product={product} />
))}`,
      },
      {
        question: 'When should I use useEffect, and when not?',
        paragraphs: [
          '`useEffect` keeps a component in sync with something outside React: a subscription, a timer, a browser API or a widget that is not written in React. Return a cleanup function that undoes what the effect started.',
          'You do not need an effect to derive data (compute it during render) or to react to a click (do the work in the event handler). For fetching data, a library such as RTK Query, which this shop uses, handles caching, retries and out-of-order responses for you.',
        ],
      },
    ],
  },
  {
    id: 'javascript',
    title: 'JavaScript',
    answers: [
      {
        question: 'What is a closure?',
        paragraphs: [
          'A closure is a function together with the variables of the scope it was created in. The function keeps access to those variables even after the outer function has returned.',
          'Closures give you private state and are behind every callback and event handler. In React they explain “stale” values: a timer set up during one render keeps seeing that render’s state, which is why `setCount((count) => count + 1)` is safer than `setCount(count + 1)` inside it.',
        ],
        example: `function makeCounter() {
  let count = 0;
  return () => ++count;
}
const next = makeCounter();
next(); // 1
next(); // 2`,
      },
      {
        question: 'What is the difference between == and ===?',
        paragraphs: [
          '`===` compares without converting types: both sides must have the same type and value, and objects are equal only if they are the same object. `==` first converts the operands by a set of rules, so `"1" == 1` and `0 == ""` are both true.',
          'Use `===` everywhere. The one common exception is `value == null`, which is true for both `null` and `undefined`. `NaN` is not equal to itself either way; use `Number.isNaN` or `Object.is`.',
        ],
      },
      {
        question: 'Promises or async/await: which should I use?',
        paragraphs: [
          'They are the same machinery. A promise stands for a result that arrives later and ends up fulfilled or rejected. An `async` function always returns a promise, and `await` pauses that function, not the whole page, until a promise settles.',
          '`async`/`await` reads top to bottom and lets you handle failures with `try`/`catch`, so it is usually clearer. Two habits avoid most bugs: start independent work together with `Promise.all` instead of awaiting each step in turn, and never leave a rejected promise without a handler.',
        ],
        example: `async function loadPage() {
  try {
    const [tools, reviews] = await Promise.all([getTools(), getReviews()]);
    return { tools, reviews };
  } catch (error) {
    showMessage('We couldn’t load the page. Please try again.');
  }
}`,
      },
      {
        question: 'What is the difference between var, let and const?',
        paragraphs: [
          '`var` is scoped to the whole function and can be used before its line runs (it reads as `undefined`). `let` and `const` are scoped to the nearest block and cannot be used before their declaration.',
          '`const` stops the name from being reassigned, but an object or array it holds can still be changed. Reach for `const` by default and `let` when a value really must change; there is no reason left to write `var`.',
        ],
      },
    ],
  },
];

/** Shows text between backticks as code. */
function Prose({ text }: { text: string }) {
  return (
    <Typography sx={{ mb: 1.5 }}>
      {text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>))}
    </Typography>
  );
}

export default function BlogsRoute() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>Blog: React and JavaScript questions | Hand Tool Shop</title>
      <Typography variant="h1" component="h1" gutterBottom>
        Questions and answers about React and JavaScript
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Short, practical answers to the questions we hear most from people learning to build web shops like this one.
      </Typography>
      {topics.map((topic) => (
        <Box component="section" key={topic.id} aria-labelledby={`topic-${topic.id}`} sx={{ mb: 5 }}>
          <Typography id={`topic-${topic.id}`} variant="h2" component="h2" gutterBottom>
            {topic.title}
          </Typography>
          {topic.answers.map((answer, index) => (
            <Accordion key={answer.question} defaultExpanded={index === 0} disableGutters>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`${topic.id}-${index}-question`}
                aria-controls={`${topic.id}-${index}-answer`}
              >
                <Typography variant="h4" component="span">
                  {answer.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                {answer.paragraphs.map((paragraph) => (
                  <Prose key={paragraph} text={paragraph} />
                ))}
                {answer.example && (
                  <Box component="pre" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', p: 2, borderRadius: 1, overflowX: 'auto', fontSize: '0.9rem' }}>
                    <code>{answer.example}</code>
                  </Box>
                )}
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </Container>
  );
}
