import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSlideRotation } from './slide-rotation';

const INTERVAL = 5_000;

function started(options: { count?: number; reducedMotion?: boolean } = {}) {
  const rotation = createSlideRotation({ count: 4, intervalMs: INTERVAL, ...options });
  rotation.start();
  return rotation;
}

describe('slide rotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the next slide every interval and wraps around after the last', () => {
    const rotation = started();
    expect(rotation.getState()).toEqual({ index: 0, playing: true, rotating: true });
    vi.advanceTimersByTime(INTERVAL - 1);
    expect(rotation.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(rotation.getState().index).toBe(1);
    vi.advanceTimersByTime(3 * INTERVAL);
    expect(rotation.getState().index).toBe(0);
  });

  it('does not move before it is started, nor after it is stopped', () => {
    const rotation = createSlideRotation({ count: 4, intervalMs: INTERVAL });
    vi.advanceTimersByTime(3 * INTERVAL);
    expect(rotation.getState()).toEqual({ index: 0, playing: true, rotating: false });
    rotation.start();
    rotation.stop();
    vi.advanceTimersByTime(3 * INTERVAL);
    expect(rotation.getState().index).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds the slide while the pointer is over it and moves on a full interval after it leaves', () => {
    const rotation = started();
    vi.advanceTimersByTime(INTERVAL - 1_000);
    rotation.setHovered(true);
    expect(rotation.getState().rotating).toBe(false);
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(rotation.getState().index).toBe(0);
    rotation.setHovered(false);
    expect(rotation.getState()).toEqual({ index: 0, playing: true, rotating: true });
    vi.advanceTimersByTime(INTERVAL - 1);
    expect(rotation.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(rotation.getState().index).toBe(1);
  });

  it('holds the slide while keyboard focus is inside, even once the pointer has left', () => {
    const rotation = started();
    rotation.setFocused(true);
    rotation.setHovered(true);
    rotation.setHovered(false);
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(rotation.getState()).toEqual({ index: 0, playing: true, rotating: false });
    rotation.setFocused(false);
    vi.advanceTimersByTime(INTERVAL);
    expect(rotation.getState().index).toBe(1);
  });

  it('stays paused after the pause button until play is pressed', () => {
    const rotation = started();
    rotation.setPlaying(false);
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(rotation.getState()).toEqual({ index: 0, playing: false, rotating: false });
    rotation.setPlaying(true);
    vi.advanceTimersByTime(INTERVAL);
    expect(rotation.getState()).toEqual({ index: 1, playing: true, rotating: true });
  });

  it('moves by hand in both directions, wrapping, and gives the chosen slide a full interval', () => {
    const rotation = started();
    rotation.previous();
    expect(rotation.getState().index).toBe(3);
    rotation.next();
    rotation.next();
    expect(rotation.getState().index).toBe(1);
    vi.advanceTimersByTime(INTERVAL - 1_000);
    rotation.goTo(3);
    vi.advanceTimersByTime(INTERVAL - 1);
    expect(rotation.getState().index).toBe(3);
    vi.advanceTimersByTime(1);
    expect(rotation.getState().index).toBe(0);
  });

  it('never rotates on its own for a reader who prefers reduced motion', () => {
    const rotation = started({ reducedMotion: true });
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(rotation.getState()).toEqual({ index: 0, playing: false, rotating: false });
    rotation.next();
    expect(rotation.getState().index).toBe(1);
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(rotation.getState().index).toBe(1);
  });

  it('stops when reduced motion is switched on while it rotates', () => {
    const rotation = started();
    rotation.setReducedMotion(true);
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(rotation.getState()).toEqual({ index: 0, playing: false, rotating: false });
  });

  it('tells subscribers about each change, and only about changes', () => {
    const rotation = started();
    const listener = vi.fn();
    const unsubscribe = rotation.subscribe(listener);
    vi.advanceTimersByTime(INTERVAL);
    rotation.setHovered(true);
    rotation.setHovered(true);
    expect(listener).toHaveBeenCalledTimes(2);
    const before = rotation.getState();
    rotation.setFocused(true);
    expect(rotation.getState()).toBe(before);
    unsubscribe();
    rotation.next();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a single slide still', () => {
    const rotation = started({ count: 1 });
    vi.advanceTimersByTime(10 * INTERVAL);
    expect(rotation.getState()).toEqual({ index: 0, playing: true, rotating: false });
  });
});
