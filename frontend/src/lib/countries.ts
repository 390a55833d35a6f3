let regions: Intl.DisplayNames | undefined;

/** "Canada" for "CA"; the code itself where the browser has no name for it. */
export const countryName = (code: string): string => (regions ??= new Intl.DisplayNames(['en'], { type: 'region' })).of(code) ?? code;
