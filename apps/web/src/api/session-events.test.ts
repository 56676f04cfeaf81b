import { describe, expect, it } from 'vitest';
import { emitSessionEvent, onSessionEvent, type SessionEvent } from './session-events.ts';

describe('session events', () => {
  it('should tell the first listener a sign-in that ended before anyone listened, and only it', () => {
    emitSessionEvent({ type: 'ended' });
    const first: SessionEvent[] = [];
    const second: SessionEvent[] = [];
    const stopFirst = onSessionEvent((event) => first.push(event));
    const stopSecond = onSessionEvent((event) => second.push(event));
    expect(first).toEqual([{ type: 'ended' }]);
    expect(second).toEqual([]);

    emitSessionEvent({ type: 'refreshed', token: 't2' });
    expect(first).toEqual([{ type: 'ended' }, { type: 'refreshed', token: 't2' }]);
    expect(second).toEqual([{ type: 'refreshed', token: 't2' }]);
    stopFirst();
    stopSecond();
    // heard once: a listener coming later is told nothing old
    const later: SessionEvent[] = [];
    onSessionEvent((event) => later.push(event))();
    expect(later).toEqual([]);
  });
});
