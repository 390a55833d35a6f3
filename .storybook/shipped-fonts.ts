// Every story's text must be drawn in a face the project ships (lib/fonts.css), never in one the
// machine happens to have: a system font differs from one machine to the next (DejaVu Sans Mono on
// a bare Debian, Noto Sans Mono once other font packages are installed), and so would every
// picture with it. For each piece of text this works out, character by character, which family of
// its computed `font-family` the browser draws it with, as CSS font matching does: the first family
// with a face that covers the character. A shipped family is one whose @font-face loads a file
// (`url(…)`); anything else reached first (a generic family, a `local()` face, a family no rule
// defines) is a system font, and the story fails naming the text and the family.

interface ShippedFace {
  ranges: Array<[number, number]>;
}

/** Characters nobody sees drawn: spaces, joiners, marks for direction and the byte-order mark. */
const INVISIBLE = /[\s\u00ad\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]/u;

function unquote(family: string): string {
  return family.trim().replace(/^(["'])(.*)\1$/, '$2').toLowerCase();
}

function rangesOf(unicodeRange: string): Array<[number, number]> {
  if (!unicodeRange.trim()) return [[0, 0x10ffff]];
  return unicodeRange.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
    if (from.includes('?')) return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

/** The families a document's style sheets load from files, with the characters each face covers. */
function shippedFamilies(doc: Document): Map<string, ShippedFace[]> {
  const families = new Map<string, ShippedFace[]>();
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules)) {
      // By its text, not `instanceof`: a frame's rules come from another realm.
      if (!rule.cssText.startsWith('@font-face')) continue;
      const style = (rule as CSSFontFaceRule).style;
      const src = style.getPropertyValue('src');
      if (!src.includes('url(') || src.includes('local(')) continue;
      const family = unquote(style.getPropertyValue('font-family'));
      families.set(family, [...(families.get(family) ?? []), { ranges: rangesOf(style.getPropertyValue('unicode-range')) }]);
    }
  }
  return families;
}

const covers = (faces: ShippedFace[], codePoint: number) => faces.some((face) => face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));

/** The family a character is drawn with, or undefined when it falls past every family named. */
function familyFor(codePoint: number, stack: string[], shipped: Map<string, ShippedFace[]>): { family: string; shipped: boolean } | undefined {
  for (const family of stack) {
    const faces = shipped.get(family);
    if (!faces) return { family, shipped: false };
    if (covers(faces, codePoint)) return { family, shipped: true };
  }
  return undefined;
}

interface DrawnText {
  element: Element;
  text: string;
}

function drawnTexts(doc: Document): DrawnText[] {
  const texts: DrawnText[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE'].includes(element.tagName)) continue;
    if (element.getClientRects().length === 0) continue;
    texts.push({ element, text: node.textContent });
  }
  for (const field of Array.from(doc.querySelectorAll('input, textarea'))) {
    const { value, placeholder } = field as HTMLInputElement;
    const text = `${value}${placeholder}`;
    if (text.trim() && field.getClientRects().length > 0 && (field as HTMLInputElement).type !== 'hidden') texts.push({ element: field, text });
  }
  return texts;
}

const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.split(' ').slice(0, 2).join(' ')}"` : ''}>`;

/** Every text of the document and of its same-origin frames drawn in a face the project doesn't ship. */
export function textsInSystemFonts(doc: Document = document): string[] {
  const shipped = shippedFamilies(doc);
  const problems = new Set<string>();
  for (const { element, text } of drawnTexts(doc)) {
    const view = doc.defaultView;
    if (!view) continue;
    const stack = view.getComputedStyle(element).fontFamily.split(',').map(unquote);
    for (const char of text) {
      if (INVISIBLE.test(char)) continue;
      const drawnWith = familyFor(char.codePointAt(0) ?? 0, stack, shipped);
      if (!drawnWith?.shipped) {
        problems.add(`"${text.trim().slice(0, 40)}" in ${describe(element)}: ${JSON.stringify(char)} is drawn with ${drawnWith ? `'${drawnWith.family}'` : 'no family named'} (font-family: ${stack.join(', ')})`);
        break;
      }
    }
  }
  for (const frame of Array.from(doc.querySelectorAll('iframe'))) {
    const inner = (frame as HTMLIFrameElement).contentDocument;
    if (inner?.body) for (const problem of textsInSystemFonts(inner)) problems.add(`in the frame "${frame.title}": ${problem}`);
  }
  return [...problems];
}

/** Loads every face the document and its frames define, so the check and the picture see them drawn. */
export async function loadShippedFonts(doc: Document = document): Promise<void> {
  await Promise.all(Array.from(doc.fonts).map((face) => face.load().catch(() => undefined)));
  await doc.fonts.ready;
  for (const frame of Array.from(doc.querySelectorAll('iframe'))) {
    const inner = (frame as HTMLIFrameElement).contentDocument;
    if (inner) await loadShippedFonts(inner);
  }
}
