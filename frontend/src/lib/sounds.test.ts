import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isSoundEnabled,
  playSound,
  primeSoundsOnFirstGesture,
  resetSoundsForTests,
  setSoundEnabled,
} from './sounds';

class FakeParam {
  setValueAtTime = vi.fn();
  linearRampToValueAtTime = vi.fn();
  exponentialRampToValueAtTime = vi.fn();
}
class FakeNode {
  connect = vi.fn();
  disconnect = vi.fn();
}
class FakeOscillator extends FakeNode {
  type = 'sine';
  frequency = new FakeParam();
  start = vi.fn();
  stop = vi.fn();
  onended: (() => void) | null = null;
}
class FakeGain extends FakeNode {
  gain = new FakeParam();
}

let created = 0;
const oscillators: FakeOscillator[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    created += 1;
  }
  createOscillator() {
    const osc = new FakeOscillator();
    oscillators.push(osc);
    return osc;
  }
  createGain() {
    return new FakeGain();
  }
  resume() {
    return Promise.resolve();
  }
}

describe('sounds', () => {
  beforeEach(() => {
    created = 0;
    oscillators.length = 0;
    resetSoundsForTests();
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is enabled unless the stored value is "false"', () => {
    expect(isSoundEnabled()).toBe(true);
    setSoundEnabled(false);
    expect(localStorage.getItem('soundEffectsEnabled')).toBe('false');
    expect(isSoundEnabled()).toBe(false);
    setSoundEnabled(true);
    expect(isSoundEnabled()).toBe(true);
  });

  it('creates no audio context before the first user gesture, then plays synthesized tones', () => {
    primeSoundsOnFirstGesture();
    playSound('receive');
    expect(created).toBe(0);
    window.dispatchEvent(new Event('pointerdown'));
    expect(created).toBe(1);
    playSound('receive');
    expect(oscillators).toHaveLength(2);
    expect(oscillators[0]?.start).toHaveBeenCalled();
    playSound('send');
    expect(created).toBe(1);
  });

  it('plays nothing when turned off', () => {
    primeSoundsOnFirstGesture();
    window.dispatchEvent(new Event('keydown'));
    setSoundEnabled(false);
    playSound('click');
    expect(oscillators).toHaveLength(0);
  });

  it('only logs audio failures', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('no audio device');
        }
      },
    );
    primeSoundsOnFirstGesture();
    window.dispatchEvent(new Event('pointerdown'));
    expect(() => playSound('error')).not.toThrow();
    expect(debug).toHaveBeenCalled();
  });
});
