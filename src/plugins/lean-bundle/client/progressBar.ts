/**
 * The route change progress bar, standing in for the nprogress package (alias in ../index.ts),
 * which the classic theme's client module drives: `start()` when a route change takes over
 * 200 ms, `done()` when it completes. It keeps nprogress's markup (`#nprogress > .bar > .peg`),
 * which the theme's stylesheet paints, and its behaviour: the bar appears at 8 %, creeps towards
 * the end while the page loads, then fills and fades out. The package's spinner, queue and
 * options go unused by the theme, and were 1.7 kB gzip in every page's main bundle.
 */

const STEP_MS = 200;
const START = 0.08;
const CEILING = 0.994;

let root: HTMLElement | null = null;
let bar: HTMLElement | null = null;
let value = 0;
let trickle: number | undefined;

function set(next: number): void {
  value = next;
  bar!.style.transform = `translate3d(${(next - 1) * 100}%,0,0)`;
}

/** Moves the bar a little less each time, as the end nears. */
export function nextValue(current: number): number {
  const step = current < 0.2 ? 0.1 : current < 0.5 ? 0.04 : current < 0.8 ? 0.02 : 0.005;
  return Math.min(current + step, CEILING);
}

function start(): void {
  if (root === null) {
    root = document.createElement('div');
    root.id = 'nprogress';
    root.setAttribute('aria-hidden', 'true');
    bar = document.createElement('div');
    bar.className = 'bar';
    bar.style.transition = `transform ${STEP_MS}ms ease`;
    const peg = document.createElement('div');
    peg.className = 'peg';
    bar.append(peg);
    root.append(bar);
    document.body.append(root);
    set(START);
  }
  window.clearInterval(trickle);
  trickle = window.setInterval(() => set(nextValue(value)), STEP_MS);
}

function done(): void {
  if (root === null) {
    return;
  }
  window.clearInterval(trickle);
  set(1);
  const finished = root;
  root = null;
  window.setTimeout(() => {
    finished.style.transition = `opacity ${STEP_MS}ms linear`;
    finished.style.opacity = '0';
    window.setTimeout(() => finished.remove(), STEP_MS);
  }, STEP_MS);
}

const progressBar = {
  configure() {
    return progressBar;
  },
  start,
  done,
};

export default progressBar;
