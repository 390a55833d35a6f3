export function pictureName(storyName: string): string;
export function baselinePath(storiesFile: string, name: string): string;
export function reviewPath(root: string, storiesFile: string, name: string): string;
