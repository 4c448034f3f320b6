import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { PUBLIC_PAGES, ROLE_PAGES, test, type DemoRole } from './all-pages';

/**
 * Issue 16: every page keeps its words inside their boxes in the longest
 * languages, at a desktop (1280) and a phone (390) width. The languages are German,
 * Greek and a pseudo-language built here from English, each word 40 % longer and
 * accented, served in place of Dutch (which has English's plural forms) so nothing
 * of it ships.
 *
 * A text fails when it is clipped (its box hides what overflows and is too narrow),
 * spills out of the box drawn around it (a button, a toggle, a cell, a badge), or
 * leaves the screen sideways. Text meant to be cut short passes only when the cut
 * box or one inside it carries the full text in a `title`, so it can still be read.
 * Text entirely outside its clipping box (a carousel's other slides) is not shown,
 * not clipped; text in a box that scrolls can be scrolled to. A title is compared with
 * its spaces made plain, as the text is: formatted money holds no-break spaces.
 */

const WIDTHS = [1280, 390] as const;
const PSEUDO_CARRIER = 'nl';
const LANGUAGES = ['pseudo', 'de', 'gr'] as const;

/** Pages checked together, reached inside the app after the first one's load. */
const PAGES_PER_TEST = 3;
const inGroups = (pages: readonly string[]) =>
  Array.from({ length: Math.ceil(pages.length / PAGES_PER_TEST) }, (_, index) =>
    pages.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
  );

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

/** Each word 40 % longer and accented; placeholders and tags stay as they are. */
function pseudo(text: string): string {
  return text
    .split(/(\{\{[^}]+\}\}|<\/?[a-z][\w-]*>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/\p{L}+/gu, (word) =>
            [...`${word}${word.slice(0, Math.ceil(word.length * 0.4))}`]
              .map((letter) => ACCENTED[letter] ?? letter)
              .join(''),
          ),
    )
    .join('');
}

type Tree = { [key: string]: string | Tree };
const mapTree = (tree: Tree): Tree =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudo(value) : mapTree(value),
    ]),
  );

const PSEUDO_TRANSLATIONS = JSON.stringify(
  mapTree(
    JSON.parse(
      readFileSync(new URL('../../apps/web/public/translations/en.json', import.meta.url), 'utf8'),
    ) as Tree,
  ),
);

async function servePseudoLanguage(page: Page) {
  await page.route(`**/translations/${PSEUDO_CARRIER}.json`, (route) =>
    route.fulfill({ contentType: 'application/json', body: PSEUDO_TRANSLATIONS }),
  );
}

/** What does not fit on the page as it stands, one line each. Runs in the page. */
function textThatDoesNotFit(): string[] {
  const found = new Set<string>();
  const viewport = document.documentElement.clientWidth;
  const clipsX = (style: CSSStyleDeclaration) =>
    style.overflowX === 'hidden' || style.overflowX === 'clip';
  const scrollsX = (style: CSSStyleDeclaration) =>
    style.overflowX === 'auto' || style.overflowX === 'scroll';
  // Boxes a reader sees around their words.
  const drawnBox = (element: Element, style: CSSStyleDeclaration) =>
    /^(BUTTON|A|LABEL|TD|TH|SELECT|SUMMARY)$/.test(element.tagName) ||
    /^(button|tab|radio|switch|menuitem|option|status)$/.test(element.getAttribute('role') ?? '') ||
    style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
    parseFloat(style.borderLeftWidth) > 0 ||
    parseFloat(style.borderRightWidth) > 0;
  const titled = (from: Element, upTo: Element, text: string) => {
    for (let at: Element | null = from; at; at = at.parentElement) {
      // Spaces as the text's: money and dates carry no-break spaces.
      if (at.getAttribute('title')?.replace(/\s+/g, ' ').includes(text)) return true;
      if (at === upTo) return false;
    }
    return false;
  };
  // Many texts share ancestors: read each box once.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const boxes = new Map<Element, DOMRect>();
  const styleOf = (element: Element) => {
    if (!styles.has(element)) styles.set(element, getComputedStyle(element));
    return styles.get(element)!;
  };
  const boundsOf = (element: Element) => {
    if (!boxes.has(element)) boxes.set(element, element.getBoundingClientRect());
    return boxes.get(element)!;
  };
  const quote = (text: string) => `"${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`;

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!parent || !/\p{L}/u.test(text) || parent.closest('script, style, noscript, svg')) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    if (rects.length === 0) continue;
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));

    // Scrolled to, hidden on purpose, or already reported: no need to look further.
    let settled = false;
    let boxChecked = false;
    for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
      const style = styleOf(box);
      const bounds = boundsOf(box);
      // Screen-reader-only text lives in a 1 px clipped box on purpose; a box that
      // scrolls can be scrolled to.
      if (bounds.width <= 1 || bounds.height <= 1 || scrollsX(style)) {
        settled = true;
        break;
      }
      const outside = right > bounds.right + 1 || left < bounds.left - 1;
      const allOutside = left >= bounds.right - 1 || right <= bounds.left + 1;
      if (clipsX(style)) {
        // A box's scroll width speaks for its own text only: a wide clipping wrapper
        // says nothing about a short line inside it.
        const overflows = outside || (box === parent && box.scrollWidth > box.clientWidth + 1);
        if (allOutside || (overflows && titled(parent, box, text))) {
          settled = true;
          break;
        }
        if (overflows) {
          found.add(`clipped: ${quote(text)}`);
          settled = true;
          break;
        }
      }
      if (!boxChecked && drawnBox(box, style)) {
        boxChecked = true;
        if (outside && !allOutside)
          found.add(`spills out of its ${box.tagName.toLowerCase()}: ${quote(text)}`);
      }
    }
    if (!settled && (right > viewport + 1 || left < -1))
      found.add(`off the screen: ${quote(text)}`);
  }
  if (document.documentElement.scrollWidth > viewport + 1)
    found.add(`the page scrolls sideways (${document.documentElement.scrollWidth}px wide)`);
  return [...found];
}

/**
 * Requests the page has in flight (code, data), counted from Playwright's side:
 * cheaper and quicker to settle than waiting for a quiet network, which pages that
 * refresh themselves seldom give.
 */
function trackRequests(page: Page): () => number {
  const pending = new Set<unknown>();
  const done = (request: unknown) => pending.delete(request);
  page.on('request', (request) => {
    // A live board's event stream stays open for as long as the page (ADR 027).
    if (new URL(request.url()).pathname.endsWith('/events')) return;
    if (['fetch', 'xhr', 'script', 'stylesheet', 'font'].includes(request.resourceType()))
      pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending.size;
}

/** The page is drawn: a heading, nothing loading, no request out, fonts in. */
async function settle(page: Page, inFlight: () => number) {
  await expect
    .poll(
      async () =>
        inFlight() === 0 &&
        (await page.evaluate(
          () =>
            document.fonts.status === 'loaded' &&
            document.querySelector('h1') !== null &&
            document.querySelector(
              '[aria-busy="true"], [class*="animate-pulse"], [class*="animate-spin"]',
            ) === null,
        )) &&
        inFlight() === 0,
      { intervals: [50, 50, 100, 100, 250], timeout: 15_000 },
    )
    .toBe(true);
}

/** Moves to `path` inside the app, as a link would, without loading the page again. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `fit${index + 1}`, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Visits each page in each language at both widths and returns what does not fit.
 * The language goes in through the saved choice and one load of the first page;
 * the others are reached inside the app, as a person would.
 */
async function checkPages(
  page: Page,
  pages: readonly string[],
  who: DemoRole | 'visitor',
): Promise<string[]> {
  const problems: string[] = [];
  const shots = process.env.E2E_SHOTS_DIR;
  const inFlight = trackRequests(page);
  // The language is saved on the site's origin, so the site is open first.
  await page.goto(pages[0]!);
  for (const language of LANGUAGES) {
    const code = language === 'pseudo' ? PSEUDO_CARRIER : language;
    await page.evaluate((value) => localStorage.setItem('app-language', value), code);
    for (const [index, path] of pages.entries()) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      if (index === 0) await page.goto(path);
      else await navigateInApp(page, path);
      await settle(page, inFlight);
      expect(new URL(page.url()).pathname, 'the page did not send us elsewhere').toBe(
        path.split('?')[0],
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
        // A frame for layout that follows the width in script; a hidden page may
        // never draw one, so a moment's wait stands in.
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              requestAnimationFrame(resolve);
              setTimeout(resolve, 100);
            }),
        );
        const found = await page.evaluate(textThatDoesNotFit);
        problems.push(...found.map((line) => `${path} at ${width}px in ${language}: ${line}`));
        if (shots) {
          const name = `${who}-${language}${path.replace(/[/?=]/g, '_')}-${width}`;
          await page.screenshot({ path: `${shots}/fit-${name}.png`, fullPage: true });
        }
      }
    }
  }
  await page.evaluate(() => localStorage.removeItem('app-language'));
  return problems;
}

test.beforeEach(async ({ page }) => {
  await servePseudoLanguage(page);
});

/** A test's time: its pages in each language, with room for a slow machine. */
const timeFor = (pages: readonly string[]) => 30_000 + pages.length * LANGUAGES.length * 15_000;

inGroups(PUBLIC_PAGES).forEach((pages, index) => {
  test(`public pages, part ${index + 1}, fit their text in every language`, async ({ page }) => {
    test.setTimeout(timeFor(pages));
    expect(await checkPages(page, pages, 'visitor')).toEqual([]);
  });
});

for (const [role, pages] of Object.entries(ROLE_PAGES) as [DemoRole, readonly string[]][]) {
  test.describe(`signed in as ${role}`, () => {
    test.use({ role });
    inGroups(pages).forEach((group, index) => {
      test(`pages ${index * PAGES_PER_TEST + 1}-${index * PAGES_PER_TEST + group.length} fit their text in every language`, async ({
        page,
      }) => {
        test.setTimeout(timeFor(group));
        expect(await checkPages(page, group, role)).toEqual([]);
      });
    });
  });
}

test('the pseudo-language is longer than English and keeps what code fills in', () => {
  expect(pseudo('{{count}} deals <strong>today</strong>')).toBe(
    '{{count}} ðéåļšðé <strong>ţöðåýţö</strong>',
  );
  expect(pseudo('Dealer Insights').length).toBeGreaterThanOrEqual(
    Math.round('Dealer Insights'.length * 1.4) - 1,
  );
});
