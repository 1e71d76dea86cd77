import fc from 'fast-check';
import { slotAnswers, slotVariables } from '../../src/lib/documentSlots';

describe('slotVariables', () => {
  it('turns on one slot per handle, in order, and leaves the rest off', () => {
    expect(slotVariables(['ivy-top', 'lola-towel'])).toEqual({ h0: 'ivy-top', with0: true, h1: 'lola-towel', with1: true });
    expect(slotVariables([])).toEqual({});
  });
});

describe('slotAnswers', () => {
  it('reads each slot back in the batch’s order, null where the store had nothing', () => {
    expect(slotAnswers({ c0: { handle: 'a' }, c1: null, c2: { handle: 'c' } }, 'c', 4)).toEqual([{ handle: 'a' }, null, { handle: 'c' }, null]);
  });

  it('pairs every handle with its own answer, whatever the batch', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { maxLength: 50 }), (handles) => {
        const variables = slotVariables(handles) as Record<string, unknown>;
        // An answer as the API gives it: slot N answers for the handle its variables named.
        const data = Object.fromEntries(handles.map((_, i) => [`p${i}`, { handle: variables[`h${i}`] }]));
        expect(slotAnswers<{ handle: string }>(data, 'p', handles.length).map((answer) => answer?.handle)).toEqual(handles);
      }),
    );
  });
});
