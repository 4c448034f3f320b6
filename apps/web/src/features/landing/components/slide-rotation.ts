/**
 * The rotation logic of an auto-rotating carousel (WAI-ARIA APG "Carousel"),
 * free of React so it can be tested with fake timers: it advances one slide per
 * interval while playing, and holds still while the pointer is over the carousel
 * or keyboard focus is inside it. A reader who prefers reduced motion starts
 * paused and can still press play. Moving by hand restarts the interval, so a
 * slide chosen by hand always gets its full time.
 */
export interface SlideRotationState {
  /** The slide on show, 0-based. */
  index: number;
  /** The reader's choice (the pause / play button): rotate when nothing holds it. */
  playing: boolean;
  /** Whether the slides are moving on their own right now. */
  rotating: boolean;
}

export interface SlideRotation {
  getState(): SlideRotationState;
  subscribe(listener: () => void): () => void;
  /** Starts the timer (when mounted); `stop` clears it (when unmounted). */
  start(): void;
  stop(): void;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  setPlaying(playing: boolean): void;
  setHovered(hovered: boolean): void;
  setFocused(focused: boolean): void;
  setReducedMotion(reduced: boolean): void;
}

export function createSlideRotation({
  count,
  intervalMs,
  reducedMotion = false,
}: {
  count: number;
  intervalMs: number;
  reducedMotion?: boolean;
}): SlideRotation {
  let index = 0;
  let playing = !reducedMotion;
  let hovered = false;
  let focused = false;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const isRotating = () => started && count > 1 && playing && !hovered && !focused;
  let state: SlideRotationState = { index, playing, rotating: isRotating() };

  function schedule() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!isRotating()) return;
    timer = setTimeout(() => {
      timer = undefined;
      index = (index + 1) % count;
      update();
    }, intervalMs);
  }

  /** Re-arms the timer and publishes the state (a new object only when something changed). */
  function update() {
    schedule();
    const rotating = isRotating();
    if (state.index === index && state.playing === playing && state.rotating === rotating) return;
    state = { index, playing, rotating };
    for (const listener of listeners) listener();
  }

  function goTo(target: number) {
    if (count === 0) return;
    index = ((target % count) + count) % count;
    update();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started = true;
      update();
    },
    stop() {
      started = false;
      update();
    },
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    goTo,
    setPlaying(value) {
      playing = value;
      update();
    },
    setHovered(value) {
      if (hovered === value) return;
      hovered = value;
      update();
    },
    setFocused(value) {
      if (focused === value) return;
      focused = value;
      update();
    },
    /** Turning reduced motion on stops the slides; turning it off leaves the choice to the reader. */
    setReducedMotion(reduced) {
      if (!reduced || !playing) return;
      playing = false;
      update();
    },
  };
}
