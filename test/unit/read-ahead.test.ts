import { describe, expect, it } from 'vitest';
import {
  analysisAndWorkbenchKeys,
  keepReadAhead,
  takeReadAhead,
  withReadAhead,
} from '#adapters/table/read-ahead';

const [analysis, workbench] = analysisAndWorkbenchKeys('a-1');

describe('rows read ahead with the session', () => {
  it('are taken once, by the first read of the same keys in the same request', async () => {
    await withReadAhead(async () => {
      keepReadAhead([analysis!, workbench!], [{ id: 'a-1' }, undefined]);
      expect(takeReadAhead([analysis!, workbench!])).toEqual([{ id: 'a-1' }, undefined]);
      // A second read (after the request's own write, say) goes to the table.
      expect(takeReadAhead([analysis!, workbench!])).toBeUndefined();
    });
  });

  it('are not used for a read that asks for more than was read ahead', async () => {
    await withReadAhead(async () => {
      keepReadAhead([analysis!], [{ id: 'a-1' }]);
      expect(takeReadAhead([analysis!, workbench!])).toBeUndefined();
    });
  });

  it('belong to their request only: two requests side by side never see each other', async () => {
    const seen = await Promise.all(
      ['a-1', 'a-2'].map((id) =>
        withReadAhead(async () => {
          keepReadAhead([analysis!], [{ id }]);
          await new Promise((wait) => setTimeout(wait, 5));
          return takeReadAhead([analysis!])?.[0];
        }),
      ),
    );
    expect(seen).toEqual([{ id: 'a-1' }, { id: 'a-2' }]);
  });

  it('are ignored outside a request', () => {
    keepReadAhead([analysis!], [{ id: 'a-1' }]);
    expect(takeReadAhead([analysis!])).toBeUndefined();
  });
});
