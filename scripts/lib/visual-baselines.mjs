// Where a story's picture lives: its baseline beside the stories file, and what a failed comparison
// leaves for a reviewer under test-results/visual/ (same path). Shared by vitest.config.ts and
// scripts/update-visual-baselines.mjs, so both name a story's picture alike.
import { basename, dirname, join, relative } from 'node:path';

/** A story's name as Vitest's toMatchScreenshot turns it into a file name. */
export const pictureName = (storyName) => storyName.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-');

const pictureFile = (name) => `${name}-chromium-${process.platform}.png`;

/** `<stories folder>/__screenshots__/<stories file>/<story>-chromium-linux.png` */
export const baselinePath = (storiesFile, name) => join(dirname(storiesFile), '__screenshots__', basename(storiesFile), pictureFile(name));

/** `test-results/visual/<stories file's path>/<story>[-actual|-diff|-reference]-chromium-linux.png` */
export const reviewPath = (root, storiesFile, name) => join(root, 'test-results/visual', relative(root, storiesFile), pictureFile(name));
